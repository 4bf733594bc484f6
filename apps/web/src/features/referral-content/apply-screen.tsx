import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RESPONSE_TIME } from '@tc/contract/centre-facts';
import type { ReferralContent } from '@tc/contract/content';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { TextSkeleton } from '../../components/card-skeletons';
import { ContentBody } from '../../components/content-page';
import { LoadedContent } from '../../components/loaded-content';
import { MarkdownSections } from '../../components/markdown-sections';
import { PageIntro } from '../../components/page-intro';
import type { CollectionState } from '../../lib/collection-slice';
import { excerpt } from '../../lib/plain-text';
import { otherSections, sectionsInOrder } from '../../lib/text-sections';
import { usePageLoad } from '../../lib/page-load';
import { usePageMeta } from '../../lib/use-page-meta';
import { centre } from '../../settings';
import { referralContentLoad } from './referral-content-slice';

/** The referral content sections of /apply, in reading order; any other section follows them. */
export const APPLY_SECTIONS = ['apply-intro', 'apply-prepare', 'apply-next'] as const;

const selectItems = (state: { referralContent: CollectionState<ReferralContent> }) => state.referralContent.items;

interface Props {
  /** The application form, which follows the guide (app/apply-page.tsx composes it: features do not import each other). */
  form?: ReactNode;
}

export default function ApplyScreen({ form }: Props) {
  const loaded = usePageLoad(referralContentLoad);
  const all = useSelector(selectItems);
  const blocks = loaded.status === 'ready' ? [...sectionsInOrder(all, APPLY_SECTIONS), ...otherSections(all, APPLY_SECTIONS)] : [];
  usePageMeta(
    'Apply for coaching',
    blocks.length > 0
      ? excerpt(blocks[0].body)
      : 'Apply for free business coaching for your Alberta childcare business: who can apply and how it works.',
  );
  return (
    <>
      <PageIntro
        title="Apply for coaching"
        lead={`Applying takes about ten minutes. A coach from your region will contact you within ${RESPONSE_TIME} to arrange a first conversation.`}
      />
      <ContentBody>
        <LoadedContent
          loaded={loaded}
          what="the application guide"
          placeholder={<TextSkeleton label="Loading the application guide" lines={6} />}
          empty={blocks.length === 0}
          emptyText={`Fill in the form below to apply, or call us at ${centre.phone} and we will complete the application with you.`}
        >
          <MarkdownSections blocks={blocks} />
        </LoadedContent>
        <Typography sx={{ mt: 3, maxWidth: '70ch' }}>
          Not sure coaching is for you yet?{' '}
          <Link component={RouterLink} to={paths.contactUs}>
            Ask us a question first
          </Link>
          .
        </Typography>
        {form}
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary', maxWidth: '70ch' }}>
          By applying you agree to our terms and conditions and to the privacy policy, which explains how we use your information under
          Alberta&apos;s Personal Information Protection Act.
        </Typography>
      </ContentBody>
    </>
  );
}
