import Box from '@mui/material/Box';
import type { LandingContent } from '@tc/contract/content';
import type { ReactNode } from 'react';
import { CardSkeletons, TextSkeleton } from '../../components/card-skeletons';
import { ContentBody } from '../../components/content-page';
import { LoadedContent } from '../../components/loaded-content';
import { MarkdownSections } from '../../components/markdown-sections';
import { PageIntro } from '../../components/page-intro';
import { sectionsOf } from '../../lib/text-sections';
import { usePageMeta } from '../../lib/use-page-meta';
import { BlockCards } from './block-cards';
import { useLandingContent } from './use-landing-content';

interface Props {
  title: string;
  lead: string;
  /** The landing content section this page shows (`about`, `benefit`, `features`). */
  section: string;
  /** The page's meta description from its blocks, and the one to use until they arrive. */
  describe: (blocks: LandingContent[]) => string;
  fallbackDescription: string;
  /** Titled sections one below the other, or one card per block. */
  layout: 'sections' | 'cards';
  /** What the page says when its section has nothing. */
  emptyText: string;
  /** The call to action below the content. */
  action: ReactNode;
}

/** /aboutus, /benefit and /features: a page made of the landing content blocks of one section. */
export function LandingContentPage({ title, lead, section, describe, fallbackDescription, layout, emptyText, action }: Props) {
  const content = useLandingContent();
  const blocks = content.status === 'ready' ? sectionsOf(content.blocks, section) : [];
  usePageMeta(title, blocks.length > 0 ? describe(blocks) : fallbackDescription);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <ContentBody>
        <LoadedContent
          loaded={content}
          what={`the ${title.toLowerCase()} page`}
          placeholder={
            layout === 'cards' ? <CardSkeletons label="Loading" count={4} withImage={false} /> : <TextSkeleton label="Loading" />
          }
          empty={blocks.length === 0}
          emptyText={emptyText}
        >
          {layout === 'cards' ? <BlockCards blocks={blocks} /> : <MarkdownSections blocks={blocks} />}
        </LoadedContent>
        <Box sx={{ mt: { xs: 4, md: 6 } }}>{action}</Box>
      </ContentBody>
    </>
  );
}
