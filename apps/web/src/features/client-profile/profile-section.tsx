import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { LoadFailure, failureKind } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import type { ReadResult } from '../../lib/api-thunk';

interface Props<T> {
  title: string;
  /** What the section holds, for its spinner and its failure: "the action plans". */
  what: string;
  loaded: ReadResult<T>;
  isEmpty: (data: T) => boolean;
  /** What to do next when there is nothing to show. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
  /** A link to everything, under the rows. */
  more?: (data: T) => ReactNode;
  /** A button beside the heading (Record milestone). */
  action?: ReactNode;
  testId?: string;
  /** Spans both columns on a wide screen. */
  wide?: boolean;
}

/** One part of a client's profile: a heading, then a spinner, a failure with a retry, what to do next, or the rows. */
export function ProfileSection<T>({ title, what, loaded, isEmpty, empty, children, more, action, testId, wide }: Props<T>) {
  const headingId = useId();
  const { status, data, failure } = loaded;
  let body: ReactNode;
  if (status === 'failed' && failure) {
    body =
      failureKind(failure) === 'signed-out' ? (
        <LoadFailure failure={failure} what={what} />
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={loaded.retry}>
              Try again
            </Button>
          }
        >
          We could not load {what}. {failure.message}
        </Alert>
      );
  } else if (status !== 'ready' || data === undefined) {
    body = <SectionSpinner label={`Loading ${what}`} />;
  } else if (isEmpty(data)) {
    body = <Alert severity="info">{empty}</Alert>;
  } else {
    body = (
      <>
        {children(data)}
        {more?.(data)}
      </>
    );
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: 2, minWidth: 0, gridColumn: wide ? { md: '1 / -1' } : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {body}
    </Paper>
  );
}
