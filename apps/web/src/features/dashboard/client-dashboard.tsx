import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientDashboard } from '@tc/contract/dashboard';
import type { CoachingSession } from '@tc/contract/sessions';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { centre, telHref } from '../../settings';
import { DashboardCard, EmptyNote, Figures } from './dashboard-card';
import { fiscalYearName, monthName } from './dashboard-format';
import { durationText } from '../../lib/duration';
import { TAGS, useReadResult } from '../../lib/api-thunk';
import { isMeetingLink, nextSessionWhen, sessionWhat, splitByNow } from '../../lib/session-time';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchScheduledSessions } from './dashboard-thunks';

function Coaches({ d }: { d: ClientDashboard }) {
  return (
    <DashboardCard title={d.coaches.length > 1 ? 'Your coaches' : 'Your coach'} testId="your-coach">
      {d.coaches.length === 0 ? (
        <EmptyNote>
          No coach is assigned to you yet. The centre will assign one soon; to ask, call{' '}
          <Link href={telHref(centre.phone)}>{centre.phone}</Link> or write to <Link href={`mailto:${centre.email}`}>{centre.email}</Link>.
        </EmptyNote>
      ) : (
        <Stack spacing={2}>
          {d.coaches.map((c) => (
            <Box key={c.id} component="address" sx={{ fontStyle: 'normal' }}>
              <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{fullName(c)}</Typography>
              {c.phone && (
                <Typography>
                  Phone: <Link href={telHref(c.phone)}>{c.phone}</Link>
                </Typography>
              )}
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                Email: <Link href={`mailto:${c.email}`}>{c.email}</Link>
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

function LatestPlan({ d, clientId }: { d: ClientDashboard; clientId: number }) {
  const plan = d.latest_plan;
  return (
    <DashboardCard
      title="Your latest plan"
      testId="latest-plan"
      actions={
        <Button component={RouterLink} to={paths.actionPlans(clientId)} variant="outlined">
          My action plans
        </Button>
      }
    >
      {plan ? (
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{plan.summary}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Written {formatCalendarDate(plan.date, 'long')}
          </Typography>
        </>
      ) : (
        <EmptyNote>No action plan yet. Your coach writes the first one with you at your first meeting.</EmptyNote>
      )}
    </DashboardCard>
  );
}

function Hours({ d, clientId }: { d: ClientDashboard; clientId: number }) {
  return (
    <DashboardCard
      title="Your coaching hours"
      testId="client-hours"
      actions={
        <Button component={RouterLink} to={paths.clientReport(clientId)} variant="outlined">
          My report
        </Button>
      }
    >
      <Figures
        label="Your coaching hours"
        items={[
          { label: 'This month', value: durationText(d.minutes.month), detail: monthName(d.period.month) },
          { label: 'This fiscal year', value: durationText(d.minutes.fiscal_year), detail: fiscalYearName(d.period.fiscal_year.year) },
          { label: 'In total', value: durationText(d.minutes.total), detail: 'since you started' },
        ]}
      />
    </DashboardCard>
  );
}

/** "Your next session: Thursday 10:00, visit at Little Maples Family Day Home", or how to get one. */
function NextSession({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const loaded = useReadResult<CoachingSession[]>(today, [TAGS.sessions], () => dispatch(fetchScheduledSessions(today)));
  const next = loaded.data ? splitByNow(loaded.data).upcoming[0] : undefined;
  return (
    <DashboardCard
      title="Your next session"
      testId="next-session"
      actions={
        <Button component={RouterLink} to={paths.mySessions} variant="outlined">
          My sessions
        </Button>
      }
    >
      {loaded.status === 'failed' ? (
        <EmptyNote>Your sessions could not be loaded just now. They are on My sessions.</EmptyNote>
      ) : loaded.status === 'loading' ? (
        <EmptyNote>Looking for your next session…</EmptyNote>
      ) : next ? (
        <>
          <Typography sx={{ fontWeight: 600, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
            {`${nextSessionWhen(next.localStart, today)}, ${sessionWhat(next)}`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            With {fullName(next.coach)}
            {next.kind === 'phone' && next.location ? ` · ${next.location}` : ''}
          </Typography>
          {next.location && isMeetingLink(next.location) && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Link: <Link href={next.location.trim()}>{next.location.trim()}</Link>
            </Typography>
          )}
        </>
      ) : (
        <EmptyNote>
          No session is scheduled. Ask your coach for a time on{' '}
          <Link component={RouterLink} to={paths.mySessions}>
            My sessions
          </Link>
          .
        </EmptyNote>
      )}
    </DashboardCard>
  );
}

/** A client's home: their next session, who their coach is and how to reach them, their latest plan and the coaching they have had. */
export function ClientDashboardView({ d, clientId }: { d: ClientDashboard; clientId: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <NextSession today={d.today} />
      </Box>
      <Coaches d={d} />
      <LatestPlan d={d} clientId={clientId} />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Hours d={d} clientId={clientId} />
      </Box>
    </Box>
  );
}
