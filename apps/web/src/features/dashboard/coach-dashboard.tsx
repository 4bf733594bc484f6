import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type CoachDashboard, NUDGE_DAYS } from '@tc/contract/dashboard';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { fullName } from '../../lib/person-name';
import { DashboardCard, EmptyNote, Figures } from './dashboard-card';
import { fiscalYearName, lastEntryText, monthName, plural } from './dashboard-format';
import { LogTimeButton } from './log-time-button';
import { OverdueCard } from './overdue-card';
import { RecordLinks } from './record-links';
import { durationText } from '../../lib/duration';

const itemSx = { display: 'block', px: 0, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } };

/** "and 4 more", under a list cut short. */
function More({ shown, total, to, what }: { shown: number; total: number; to?: string; what: string }) {
  if (total <= shown) return null;
  const text = `and ${plural(total - shown, `more ${what}`)}`;
  return (
    <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
      {to ? (
        <Link component={RouterLink} to={to}>
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography>
  );
}

function Nudges({ d }: { d: CoachDashboard }) {
  const { plans, clients } = d.nudges;
  const total = plans.total + clients.total;
  return (
    <DashboardCard title="Needs attention" count={total} tone={total > 0 ? 'attention' : 'plain'} testId="nudges">
      {total === 0 ? (
        <EmptyNote>Nothing needs a nudge: every client and plan of yours has had a diary entry in the last {NUDGE_DAYS} days.</EmptyNote>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No diary entry in the last {NUDGE_DAYS} days. Log the time you spent, or check in with the client.
          </Typography>
          <List disablePadding aria-label="Clients and plans to follow up">
            {clients.rows.map((c) => (
              <ListItem key={`client-${c.id}`} sx={itemSx}>
                <Typography sx={{ fontWeight: 600 }}>{fullName(c)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {c.business_name ? `${c.business_name} · ` : ''}
                  {lastEntryText(c.last_entry_date, d.today)}
                </Typography>
                <RecordLinks
                  links={[
                    { label: 'Time diary', name: `Time diary for ${fullName(c)}`, to: paths.timeDiary(c.id) },
                    { label: 'Action plans', name: `Action plans for ${fullName(c)}`, to: paths.actionPlans(c.id) },
                  ]}
                />
              </ListItem>
            ))}
            {plans.rows.map((p) => (
              <ListItem key={`plan-${p.id}`} sx={itemSx}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.summary}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Plan for {fullName(p.client)} · {lastEntryText(p.last_entry_date, d.today)}
                </Typography>
                <RecordLinks
                  links={[
                    { label: 'Log time', name: `Log time on “${p.summary}” for ${fullName(p.client)}`, to: paths.timeDiary(p.client.id) },
                    { label: 'Action plans', name: `Action plans for ${fullName(p.client)}`, to: paths.actionPlans(p.client.id) },
                  ]}
                />
              </ListItem>
            ))}
          </List>
          <More shown={clients.rows.length} total={clients.total} what="client" />
          <More shown={plans.rows.length} total={plans.total} what="plan" />
        </>
      )}
    </DashboardCard>
  );
}

function Hours({ d }: { d: CoachDashboard }) {
  return (
    <DashboardCard
      title="My hours"
      testId="hours"
      actions={
        <>
          <LogTimeButton clients={d.clients.rows} />
          <Button component={RouterLink} to={paths.coachReports} variant="outlined">
            My report
          </Button>
        </>
      }
    >
      <Figures
        label="My coaching hours"
        items={[
          { label: 'This month', value: durationText(d.minutes.month), detail: monthName(d.period.month) },
          { label: 'This fiscal year', value: durationText(d.minutes.fiscal_year), detail: fiscalYearName(d.period.fiscal_year.year) },
        ]}
      />
    </DashboardCard>
  );
}

function MyClients({ d }: { d: CoachDashboard }) {
  const { rows, total } = d.clients;
  return (
    <DashboardCard title="My clients" count={total} testId="my-clients">
      {total === 0 ? (
        <EmptyNote>No clients are assigned to you yet. An administrator assigns clients to coaches from the Clients page.</EmptyNote>
      ) : (
        <List disablePadding aria-label="My clients">
          {rows.map((c) => (
            <ListItem key={c.id} sx={itemSx}>
              <Link component={RouterLink} to={paths.clientProfile(c.id)} sx={{ fontWeight: 600 }}>
                {fullName(c)}
              </Link>
              {c.business_name && <Typography component="span">{` · ${c.business_name}`}</Typography>}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {lastEntryText(c.last_entry_date, d.today)} · {plural(c.open_plans, 'action plan')}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <More shown={rows.length} total={total} to={paths.clientListing} what="client" />
    </DashboardCard>
  );
}

/** A coach's home: the nudges first, then their hours and a quick "Log time", then their clients. */
export function CoachDashboardView({ d, sessions, newClients }: { d: CoachDashboard; sessions?: ReactNode; newClients?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      {sessions && <Box sx={{ gridColumn: { md: '1 / -1' } }}>{sessions}</Box>}
      {newClients}
      <Nudges d={d} />
      <Hours d={d} />
      <OverdueCard d={d} />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <MyClients d={d} />
      </Box>
    </Box>
  );
}
