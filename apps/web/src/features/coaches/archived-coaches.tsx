import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { ArchiveSection } from '../../components/archive-section';
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

  // A failure shows only while nothing is listed yet; after a reload the list stays as it was.
  const failure = archived.status === 'failed' && archived.failure ? archived.failure : null;
  const loading = archived.status === 'loading' && archivedCoaches.length === 0;
  return (
    <ArchiveSection
      id="archived-coaches"
      title="Archived coaches"
      shown={shown}
      onToggle={toggle}
      failure={failure}
      onRetry={() => void dispatch(fetchArchivedCoaches())}
      empty="No coach is archived."
      rows={
        loading
          ? null
          : archivedCoaches.map((coach) => ({
              key: coach.id,
              body: (
                <>
                  <Typography sx={{ fontWeight: 600 }}>{fullName(coach)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[coach.region, coach.email].filter(Boolean).join(' · ')}
                  </Typography>
                </>
              ),
              action: (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void restore(coach.id)}
                  disabled={restoring === coach.id}
                  aria-label={`Restore ${fullName(coach)}`}
                >
                  {restoring === coach.id ? 'Restoring…' : 'Restore'}
                </Button>
              ),
            }))
      }
    />
  );
}
