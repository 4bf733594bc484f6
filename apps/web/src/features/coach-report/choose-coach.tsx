import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { SectionSpinner } from '../../components/section-spinner';
import { useCoachOptions } from '../../lib/use-coach-options';
import { usePageMeta } from '../../lib/use-page-meta';

/** /report-coach for an administrator: every coach, each opening their report (for the period in the address). */
export function ChooseCoach() {
  usePageMeta('Coach reports');
  const { search } = useLocation();
  const { coaches, loading } = useCoachOptions(true);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Coach reports
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Choose a coach to see their clients, action plans and diary time for a fiscal year or a date range.
      </Typography>
      {loading ? (
        <SectionSpinner label="Loading the coaches" />
      ) : coaches.length === 0 ? (
        <Alert severity="info">There are no coaches yet.</Alert>
      ) : (
        <Paper variant="outlined" component="ul" aria-label="Coaches" sx={{ m: 0, py: 1, px: 3, maxWidth: 480 }}>
          {coaches.map((c) => (
            <li key={c.id}>
              <Link component={RouterLink} to={`${paths.coachReport(c.id)}${search}`} sx={{ display: 'inline-block', py: 0.75 }}>
                {c.name}
              </Link>
            </li>
          ))}
        </Paper>
      )}
    </>
  );
}
