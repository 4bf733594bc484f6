import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoachingSession, SessionSettings } from '@tc/contract/sessions';
import type { CoachOfClient } from '@tc/contract/client-profile';
import type { User } from '@tc/contract/users';
import { useId, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { TAGS, useReadResult } from '../../lib/api-thunk';
import { todayInAlberta } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { splitByNow } from '../../lib/session-time';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { centre, telHref } from '../../settings';
import { BookSession } from './book-session';
import { CancelSessionDialog } from './cancel-session-dialog';
import { fetchMyCoaches, fetchPastSessions, fetchSessionSettings, fetchUpcomingSessions } from './my-sessions-thunks';
import { SessionList } from './session-list';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} data-testid={testId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const Note = ({ children }: { children: ReactNode }) => <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>;

function Booking({ clientId, today }: { clientId: number; today: string }) {
  const dispatch = useAppDispatch();
  const settings = useReadResult<SessionSettings>('settings', [], () => dispatch(fetchSessionSettings()));
  const coaches = useReadResult<CoachOfClient[]>(String(clientId), [TAGS.assignments], () => dispatch(fetchMyCoaches(clientId)));
  if (settings.status === 'failed' && settings.failure)
    return <LoadFailure failure={settings.failure} what="the session settings" onRetry={settings.retry} />;
  if (coaches.status === 'failed' && coaches.failure)
    return <LoadFailure failure={coaches.failure} what="your coaches" onRetry={coaches.retry} />;
  if (!settings.data || !coaches.data) return <SectionSpinner label="Loading the booking" />;
  if (!settings.data.clientBooking)
    return <Note>Your centre books sessions for you: to ask for one, call or write to your coach, and they will set a time with you.</Note>;
  if (coaches.data.length === 0)
    return (
      <Note>
        No coach is assigned to you yet, so there is no one to book with. To ask, call{' '}
        <Link href={telHref(centre.phone)}>{centre.phone}</Link> or write to <Link href={`mailto:${centre.email}`}>{centre.email}</Link>.
      </Note>
    );
  return <BookSession coaches={coaches.data.map((c) => ({ id: c.id, name: fullName(c) }))} today={today} />;
}

/** /my-sessions (clients): the sessions coming up and past, cancelling one, and asking for a free slot of a coach. */
export default function MySessionsPage() {
  usePageMeta('My sessions');
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  const today = todayInAlberta();
  const upcoming = useReadResult<CoachingSession[]>(`up|${today}`, [TAGS.sessions], () => dispatch(fetchUpcomingSessions(today)));
  const past = useReadResult<CoachingSession[]>(`past|${today}`, [TAGS.sessions], () => dispatch(fetchPastSessions(today)));
  const [cancelling, setCancelling] = useState<CoachingSession | null>(null);
  if (!user) return null;

  const failure = upcoming.failure ?? past.failure;
  const both = upcoming.data && past.data ? splitByNow([...upcoming.data, ...past.data]) : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          My sessions
        </Typography>
        <Typography sx={{ maxWidth: '70ch' }}>
          Your meetings with your coach: the ones coming up and the ones you have had. Every time is Alberta time.
        </Typography>
      </div>
      {failure ? (
        <LoadFailure
          failure={failure}
          what="your sessions"
          onRetry={() => {
            upcoming.retry();
            past.retry();
          }}
        />
      ) : !both ? (
        <SectionSpinner label="Loading your sessions" />
      ) : (
        <Section title="Coming up" testId="upcoming-sessions">
          {both.upcoming.length === 0 ? (
            <Note>No session is coming up. Ask for one below, or call your coach to set a time.</Note>
          ) : (
            <SessionList sessions={both.upcoming} label="Sessions coming up" onCancel={setCancelling} />
          )}
        </Section>
      )}
      <Section title="Ask for a session" testId="ask-for-session">
        <Booking clientId={user.id} today={today} />
      </Section>
      {both && (
        <Section title="Past sessions" testId="past-sessions">
          {both.past.length === 0 ? (
            <Note>No past sessions yet. Once you have met your coach, your sessions are listed here.</Note>
          ) : (
            <SessionList sessions={both.past} label="Past sessions" />
          )}
        </Section>
      )}
      {cancelling && <CancelSessionDialog session={cancelling} onClose={() => setCancelling(null)} />}
    </Stack>
  );
}
