import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLoaded } from '../../lib/use-loaded';
import { attentionSummary } from './attention-summary';
import { fetchDashboard } from './dashboard-thunks';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

function Strip({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const loaded = useLoaded(() => dispatch(fetchDashboard()), userId);
  // An extra on the page: while it loads, or if it cannot, the page goes on without it.
  const summary = loaded.status === 'ready' && loaded.data ? attentionSummary(loaded.data) : null;
  if (!summary) return null;
  return (
    <Alert
      severity={summary.pending ? 'warning' : 'success'}
      role="status"
      data-testid="attention-strip"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={paths.dashboard} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {summary.pending ? 'See what needs attention' : 'Open the dashboard'}
        </Button>
      }
    >
      {summary.text}
    </Alert>
  );
}

/** A one-line "needs attention" summary from the dashboard, for coaches and administrators, with a way there. */
export function AttentionStrip() {
  const user = useSelector(selectUser);
  if (!user || (user.category_id !== ROLES.COACH && user.category_id !== ROLES.ADMIN)) return null;
  return <Strip userId={user.id} />;
}
