import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { handoffEndpoints } from '@tc/contract/handoffs-endpoints';
import { paths } from '@/app/paths';
import { apiThunk, TAGS, useReadResult } from '../../lib/api-thunk';
import { formatMomentDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { DashboardCard } from './dashboard-card';
import { RecordLinks } from './record-links';

/** GET /dashboard/new-clients; quiet on failure (the rest of the dashboard stands without it). */
export const fetchNewClients = apiThunk('dashboard/newClients', handoffEndpoints.newClients, {
  args: (_: void) => ({}),
  failure: "Couldn't load your new clients.",
  silent: true,
  // A plan, a session or another assignment changes who is new.
  provides: () => [TAGS.plans, TAGS.sessions, TAGS.assignments],
});

const itemSx = { display: 'block', px: 0, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } };

/**
 * A coach's clients with no plan and no session yet (docs/decisions/028-hand-offs.md): each flagged
 * "New client: no plan or session yet", with a link to their profile. Nothing shows when there are none.
 */
export function NewClientsCard() {
  const dispatch = useAppDispatch();
  const loaded = useReadResult('me', fetchNewClients.provides(), () => dispatch(fetchNewClients()));
  const rows = loaded.data ?? [];
  if (loaded.status !== 'ready' || rows.length === 0) return null;
  return (
    <Box sx={{ gridColumn: { md: '1 / -1' } }}>
      <DashboardCard title="New clients" count={rows.length} tone="attention" testId="new-clients">
        <List disablePadding aria-label="New clients">
          {rows.map((c) => (
            <ListItem key={c.id} sx={itemSx}>
              <Typography sx={{ fontWeight: 600 }}>
                {fullName(c)}
                {c.business_name && <Typography component="span">{` · ${c.business_name}`}</Typography>}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                New client: no plan or session yet · yours since {formatMomentDate(c.assigned_at)}
              </Typography>
              <RecordLinks
                links={[
                  { label: 'Profile', name: `Profile of ${fullName(c)}`, to: paths.clientProfile(c.id) },
                  { label: 'Action plans', name: `Action plans for ${fullName(c)}`, to: paths.actionPlans(c.id) },
                ]}
              />
            </ListItem>
          ))}
        </List>
      </DashboardCard>
    </Box>
  );
}
