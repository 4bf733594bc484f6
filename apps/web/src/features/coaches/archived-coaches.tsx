import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { selectCoaches } from './coaches-slice';
import { fetchArchivedCoaches, fetchCoaches, restoreCoach } from './coaches-thunks';

/** Archived coaches (administrators): listed on request, each restorable with everything they recorded. */
export function ArchivedCoaches() {
  const dispatch = useAppDispatch();
  const { archivedCoaches, archived } = useSelector(selectCoaches);
  const [shown, setShown] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);

  function toggle() {
    if (!shown) void dispatch(fetchArchivedCoaches());
    setShown(!shown);
  }

  async function restore(id: number) {
    setRestoring(id);
    // On failure the toast says why and the coach stays in this list.
    const restored = restoreCoach.fulfilled.match(await dispatch(restoreCoach(id)));
    setRestoring(null);
    // Client counts of the restored coach come from the server.
    if (restored) void dispatch(fetchCoaches());
  }

  return (
    <Box component="section" aria-labelledby="archived-coaches-heading" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="archived-coaches-heading" variant="h6" component="h2">
          Archived coaches
        </Typography>
        <Button variant="outlined" size="small" onClick={toggle} aria-expanded={shown} aria-controls="archived-coaches-list">
          {shown ? 'Hide archived coaches' : 'Show archived coaches'}
        </Button>
      </Box>
      <Box id="archived-coaches-list" hidden={!shown}>
        {!shown ? null : archived.status === 'failed' && archived.failure ? (
          <LoadFailure failure={archived.failure} what="the archived coaches" onRetry={() => void dispatch(fetchArchivedCoaches())} />
        ) : archived.status === 'loading' && archivedCoaches.length === 0 ? (
          <SectionSpinner label="Loading archived coaches" />
        ) : archivedCoaches.length === 0 ? (
          <Typography>No coach is archived.</Typography>
        ) : (
          <List aria-label="Archived coaches" disablePadding>
            {archivedCoaches.map((coach) => (
              <ListItem key={coach.id} divider sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}>
                <Box sx={{ flex: '1 1 12rem' }}>
                  <Typography sx={{ fontWeight: 600 }}>{fullName(coach)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[coach.region, coach.email].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void restore(coach.id)}
                  disabled={restoring === coach.id}
                  aria-label={`Restore ${fullName(coach)}`}
                >
                  {restoring === coach.id ? 'Restoring…' : 'Restore'}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
