import Typography from '@mui/material/Typography';
import type { AdminSource } from '../../lib/content-admin/admin-source';
import type { ListState } from '../../lib/content-admin/list-query';

/** What an empty list means, and what to do about it. */
export function EmptyList({ source, state }: { source: AdminSource; state: ListState }) {
  let text: string;
  if (state.deleted) text = `No ${source.many} have been deleted. Deleted items appear here, ready to restore.`;
  else if (state.q.trim()) text = `No ${source.many} match “${state.q.trim()}”. Try other words, or clear the search.`;
  else if (state.status !== 'all') text = `No ${source.many} with this status. Choose Every status to see them all.`;
  else
    text = `No ${source.many} yet. Add the first with New ${source.one}; visitors see it as soon as it is saved${source.publishing ? ' and published' : ''}.`;
  return (
    <Typography role="status" sx={{ py: 2, maxWidth: '70ch' }}>
      {text}
    </Typography>
  );
}
