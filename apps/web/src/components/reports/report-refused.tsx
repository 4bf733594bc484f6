import Typography from '@mui/material/Typography';
import type { ApiFailureInfo } from '../../api/api-call';
import { usePageMeta } from '../../lib/use-page-meta';
import { LoadFailure } from '../load-failure';

interface Props {
  title: string;
  failure: ApiFailureInfo;
  /** What could not be shown: "this client's report". */
  what: string;
  onRetry?: () => void;
}

/** A report the server refused (403, 404: "not available to this user") or failed to make: its heading and why, never data. */
export function ReportRefused({ title, failure, what, onRetry }: Props) {
  usePageMeta(title);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <LoadFailure failure={failure} what={what} onRetry={onRetry} />
    </>
  );
}
