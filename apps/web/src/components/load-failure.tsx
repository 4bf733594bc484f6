import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/app/paths';
import type { ApiFailureInfo } from '../api/api-call';
import { clearSession } from '../api/session-storage';

export type FailureKind = 'signed-out' | 'refused' | 'failed';

/** 401: the session is gone; 403 and 404: this user may not see it; anything else may work on a retry. */
export function failureKind(failure: Pick<ApiFailureInfo, 'status'>): FailureKind {
  if (failure.status === 401) return 'signed-out';
  if (failure.status === 403 || failure.status === 404) return 'refused';
  return 'failed';
}

function SignedOut() {
  // The guard then finds no session on the next private page; /login starts afresh.
  useEffect(() => clearSession(), []);
  return <Navigate to={paths.login} replace />;
}

interface Props {
  failure: ApiFailureInfo;
  /** What could not be loaded, e.g. "the clients". */
  what: string;
  onRetry?: () => void;
}

/** What a screen shows instead of its data when the server refuses or fails (never a blank or empty list). */
export function LoadFailure({ failure, what, onRetry }: Props) {
  const kind = failureKind(failure);
  if (kind === 'signed-out') return <SignedOut />;
  if (kind === 'refused') {
    return (
      <Alert severity="warning" role="alert" sx={{ maxWidth: '70ch' }}>
        <AlertTitle>You don&apos;t have access to {what}</AlertTitle>
        {failure.message} If you think you should, please ask the centre&apos;s administrator.
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ maxWidth: '70ch' }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      <AlertTitle>We couldn&apos;t load {what}</AlertTitle>
      {failure.message}
    </Alert>
  );
}
