import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReferralContent } from '@tc/contract/content';
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
import { useAppDispatch } from '../../lib/store-hooks';
import { otherSections, sectionsInOrder } from '../../lib/text-sections';
import { useLoaded } from '../../lib/use-loaded';
import { usePageMeta } from '../../lib/use-page-meta';
import { centre } from '../../settings';
import { fetchReferralContentList } from './referral-content-slice';

/** The referral content sections of /apply, in reading order; any other section follows them. */
export const APPLY_SECTIONS = ['apply-intro', 'apply-prepare', 'apply-next'] as const;

const selectItems = (state: { referralContent: CollectionState<ReferralContent> }) => state.referralContent.items;

export default function ApplyScreen() {
  const dispatch = useAppDispatch();
  const stored = useSelector(selectItems);
  const loaded = useLoaded<ReferralContent[]>(() => dispatch(fetchReferralContentList()));
  const all = loaded.data ?? stored;
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
        lead="Applying takes about ten minutes. A coach from your region will be in touch to arrange a first conversation."
      />
      <ContentBody>
        <LoadedContent
          loaded={loaded}
          what="the application guide"
          placeholder={<TextSkeleton label="Loading the application guide" lines={6} />}
          empty={blocks.length === 0}
          emptyText={`Create your account online to apply, or call us at ${centre.phone} and we will complete the application with you.`}
        >
          <MarkdownSections blocks={blocks} />
        </LoadedContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
          <Button component={RouterLink} to={paths.register} variant="contained" size="large">
            Start your application
          </Button>
          <Button component={RouterLink} to={paths.contactUs} variant="outlined" size="large">
            Ask a question first
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary', maxWidth: '70ch' }}>
          By applying you agree to our terms and conditions and to the privacy policy, which explains how we use your information under
          Alberta&apos;s Personal Information Protection Act.
        </Typography>
      </ContentBody>
    </>
  );
}
