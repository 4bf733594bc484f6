import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { SectionSpinner } from '../../components/section-spinner';
import { LoadFailure } from '../../components/load-failure';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { CoachContact } from './coach-contact';
import { selectCoaches } from './coaches-slice';
import { fetchCoachesByRegion } from './coaches-thunks';

/** The coaches of one region (GET /users/coaches-by-region), for the region listing. */
export function RegionCoaches({ region }: { region: string }) {
  const dispatch = useAppDispatch();
  const { coachesByRegion, byRegion } = useSelector(selectCoaches);
  const load = () => dispatch(fetchCoachesByRegion(region));

  // Choosing another region before the answer comes: only the last one's coaches are kept (`latest`).
  useEffect(() => {
    void dispatch(fetchCoachesByRegion(region));
  }, [dispatch, region]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="region-coaches-heading" sx={{ p: 2 }}>
      <Typography id="region-coaches-heading" variant="h6" component="h2" gutterBottom>
        Coaches in {region}
      </Typography>
      {byRegion.status === 'failed' && byRegion.failure ? (
        <LoadFailure failure={byRegion.failure} what={`the coaches in ${region}`} onRetry={() => void load()} />
      ) : byRegion.status !== 'succeeded' ? (
        <SectionSpinner label={`Loading the coaches in ${region}`} />
      ) : coachesByRegion.length === 0 ? (
        <Typography>No coach works in {region} yet. An administrator can set a coach’s region on the Coaches page.</Typography>
      ) : (
        <List disablePadding aria-label={`Coaches in ${region}`}>
          {coachesByRegion.map((coach) => (
            <ListItem key={coach.id} divider sx={{ display: 'block', px: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{fullName(coach)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[coach.city, `${coach.client_count} ${coach.client_count === 1 ? 'client' : 'clients'}`].filter(Boolean).join(' · ')}
              </Typography>
              <CoachContact coach={coach} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
