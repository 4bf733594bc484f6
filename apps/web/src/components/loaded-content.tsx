import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Loaded } from '../lib/use-loaded';
import { LoadFailure } from './load-failure';

interface Props {
  loaded: Pick<Loaded<unknown>, 'status' | 'failure' | 'retry'>;
  /** What is loading, for the failure alert: "the services". */
  what: string;
  /** Shown while loading: skeletons of the content's shape, or a labelled spinner. */
  placeholder: ReactNode;
  /** True when the answer holds nothing to show. */
  empty: boolean;
  /** The friendly sentence an empty list shows instead. */
  emptyText: ReactNode;
  children: ReactNode;
}

/** One way for every content block: a placeholder while loading, LoadFailure with a retry, a sentence when empty, else the content. */
export function LoadedContent({ loaded, what, placeholder, empty, emptyText, children }: Props) {
  if (loaded.status === 'loading') return <>{placeholder}</>;
  if (loaded.status === 'failed' && loaded.failure) return <LoadFailure failure={loaded.failure} what={what} onRetry={loaded.retry} />;
  if (empty) return <Typography sx={{ fontSize: '1.05rem', maxWidth: '70ch' }}>{emptyText}</Typography>;
  return <>{children}</>;
}
