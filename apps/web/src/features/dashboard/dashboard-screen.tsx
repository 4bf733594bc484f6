import Typography from '@mui/material/Typography';
import type { User } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLoaded } from '../../lib/use-loaded';
import { usePageMeta } from '../../lib/use-page-meta';
import { AdminDashboardView, type DescribeChange } from './admin-dashboard';
import { ClientDashboardView } from './client-dashboard';
import { CoachDashboardView } from './coach-dashboard';
import { fetchDashboard } from './dashboard-thunks';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

const LEADS = {
  coach: 'What needs your attention today: clients and plans to follow up, your hours and your clients.',
  admin: 'What needs your attention today: clients without a coach, coaching hours by region and the latest changes.',
  client: 'Your next session, your coach, your latest plan and the coaching you have had.',
} as const;

interface Props {
  /** How a change of the audit trail reads (app/ supplies the audit trail's wording). */
  describeChange: DescribeChange;
  /** A coach's sessions of today and this week (app/ supplies them from the sessions feature). */
  coachSessions?: (coachId: number, today: string) => ReactNode;
  /** The unread messages' card (app/ supplies it from the messages feature). */
  messages?: (user: User) => ReactNode;
  /** A coach's new clients with no plan or session yet (app/ supplies new-clients-card.tsx). */
  newClients?: ReactNode;
}

/** /dashboard: each role's home (docs/architecture.md#the-web-app), from GET /dashboard. */
export function DashboardScreen({ describeChange, coachSessions, messages, newClients }: Props) {
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  usePageMeta('Dashboard');
  const loaded = useLoaded(() => dispatch(fetchDashboard()), user?.id ?? null);
  const d = loaded.status === 'ready' ? loaded.data : undefined;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      {user && (
        <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
          {`Welcome, ${user.firstname}.`}
          {d ? ` ${LEADS[d.role]} Today is ${formatCalendarDate(d.today, 'long')}.` : ''}
        </Typography>
      )}
      {d && user && messages?.(user)}
      {loaded.status === 'failed' && loaded.failure ? (
        <LoadFailure failure={loaded.failure} what="your dashboard" onRetry={loaded.retry} />
      ) : !d || !user ? (
        <CenteredSpinner label="Loading your dashboard" />
      ) : d.role === 'coach' ? (
        <CoachDashboardView d={d} sessions={coachSessions?.(user.id, d.today)} newClients={newClients} />
      ) : d.role === 'admin' ? (
        <AdminDashboardView d={d} describeChange={describeChange} />
      ) : (
        <ClientDashboardView d={d} clientId={user.id} />
      )}
    </>
  );
}
