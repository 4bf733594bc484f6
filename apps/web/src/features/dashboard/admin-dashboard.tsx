import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tc/contract/audit';
import type { AdminDashboard } from '@tc/contract/dashboard';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { fullName } from '../../lib/person-name';
import { DashboardCard, EmptyNote } from './dashboard-card';
import { plural } from './dashboard-format';
import { RegionHours } from './region-hours-card';

/** How one change of the audit trail reads in the list: app/ supplies the audit trail's own wording. */
export interface ChangeText {
  what: string;
  when: string;
  /** The screen of the record changed, where there is one. */
  to?: string | null;
}
export type DescribeChange = (entry: AuditEntry) => ChangeText;

const itemSx = { display: 'block', px: 0, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } };

function WithoutCoach({ d }: { d: AdminDashboard }) {
  const { rows, total } = d.clients_without_coach;
  return (
    <DashboardCard title="Clients without a coach" count={total} tone={total > 0 ? 'attention' : 'plain'} testId="without-coach">
      {total === 0 ? (
        <EmptyNote>Every client has a coach.</EmptyNote>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Newest first. Open a client to assign a coach.
          </Typography>
          <List disablePadding aria-label="Clients without a coach">
            {rows.map((c) => (
              <ListItem key={c.id} sx={itemSx}>
                <Link component={RouterLink} to={paths.clientProfile(c.id)} sx={{ fontWeight: 600 }}>
                  {fullName(c)}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[c.business_name, c.region ?? 'No region'].filter(Boolean).join(' · ')}
                </Typography>
              </ListItem>
            ))}
          </List>
          {total > rows.length && (
            <Link component={RouterLink} to={paths.clientListing} variant="body2">
              {`and ${plural(total - rows.length, 'more client')}`}
            </Link>
          )}
        </>
      )}
    </DashboardCard>
  );
}

function RecentChanges({ d, describe }: { d: AdminDashboard; describe: DescribeChange }) {
  return (
    <DashboardCard
      title="Recent changes"
      testId="recent-changes"
      actions={
        <Button component={RouterLink} to={paths.auditTrail} variant="outlined">
          Open the audit trail
        </Button>
      }
    >
      {d.recent_changes.length === 0 ? (
        <EmptyNote>Nothing has changed yet. Every change anyone makes will be listed here.</EmptyNote>
      ) : (
        <List disablePadding aria-label="Recent changes">
          {d.recent_changes.map((e) => {
            const text = describe(e);
            const who = e.actor ? fullName(e.actor) : 'A visitor';
            return (
              <ListItem key={e.id} sx={itemSx}>
                <Typography>
                  {text.to ? (
                    <Link component={RouterLink} to={text.to}>
                      {text.what}
                    </Link>
                  ) : (
                    text.what
                  )}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {who} · {text.when}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}

/** An administrator's home: applications (once the centre takes them), clients without a coach, hours by region, changes. */
export function AdminDashboardView({ d, describeChange }: { d: AdminDashboard; describeChange: DescribeChange }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      {d.new_applications !== null && (
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <DashboardCard
            title="New applications"
            count={d.new_applications}
            tone={d.new_applications > 0 ? 'attention' : 'plain'}
            actions={
              <Button component={RouterLink} to={paths.applications} variant="outlined">
                Open the applications
              </Button>
            }
          >
            <EmptyNote>
              {d.new_applications === 0
                ? 'No new applications are waiting.'
                : `${plural(d.new_applications, 'application')} ${d.new_applications === 1 ? 'is' : 'are'} waiting for a reply.`}
            </EmptyNote>
          </DashboardCard>
        </Box>
      )}
      <WithoutCoach d={d} />
      <RegionHours d={d} />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <RecentChanges d={d} describe={describeChange} />
      </Box>
    </Box>
  );
}
