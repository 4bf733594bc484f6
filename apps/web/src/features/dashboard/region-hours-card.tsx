import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminDashboard } from '@tc/contract/dashboard';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { DashboardCard, EmptyNote } from './dashboard-card';
import { quarterName } from './dashboard-format';
import { durationText } from '../../lib/duration';

/** The coaching hours of this fiscal quarter by the client's region, as a small table with its total. */
export function RegionHours({ d }: { d: AdminDashboard }) {
  const q = d.quarter;
  const total = q.regions.reduce((n, r) => n + r.minutes, 0);
  const caption = `Coaching hours by region, ${quarterName(q)}`;
  return (
    <DashboardCard
      title="Coaches' hours this quarter"
      testId="region-hours"
      actions={
        <Button component={RouterLink} to={paths.report} variant="outlined">
          Open the reports
        </Button>
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Quarter {q.quarter} of the fiscal year: {quarterName(q)}, by the client's region.
      </Typography>
      {q.regions.length === 0 ? (
        <EmptyNote>No regions yet. Add them on the Regions page.</EmptyNote>
      ) : (
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Region
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Hours
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {q.regions.map((r) => (
              <TableRow key={r.region ?? ''} data-testid="region-hours-row">
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {r.region ?? 'Clients without a region'}
                </TableCell>
                <TableCell align="right">{durationText(r.minutes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ color: 'text.primary', fontWeight: 700, fontSize: '0.875rem' }}>
                All regions
              </TableCell>
              <TableCell align="right" sx={{ color: 'text.primary', fontWeight: 700, fontSize: '0.875rem' }}>
                {durationText(total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </DashboardCard>
  );
}
