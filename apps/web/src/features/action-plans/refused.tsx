import Typography from '@mui/material/Typography';
import type { ApiFailureInfo } from '../../api/api-call';
import { LoadFailure } from '../../components/load-failure';
import { usePageMeta } from '../../lib/use-page-meta';

/** The plans screens when the server refuses or fails: their heading, then why (never another client's plans). */
export function Refused({ failure, onRetry }: { failure: ApiFailureInfo; onRetry?: () => void }) {
  usePageMeta('Action plans');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Action plans
      </Typography>
      <LoadFailure failure={failure} what="these action plans" onRetry={onRetry} />
    </>
  );
}
