import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { User } from '@tc/contract/users';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { ArchiveSection } from '../../components/archive-section';
import { formatMomentDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import type { ApiFailureInfo } from '../../api/api-call';
import { fetchClosedFiles, reopenClientFile } from './clients-thunks';

type Loaded = { status: 'loading' } | { status: 'ready'; files: User[] } | { status: 'failed'; failure: ApiFailureInfo };

/** Closed files (administrators): listed on request, each with its date, a link to the file and "Reopen". */
export function ClosedFiles({ onReopened }: { onReopened: () => void }) {
  const dispatch = useAppDispatch();
  const [shown, setShown] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [reopening, setReopening] = useState<number | null>(null);

  async function load() {
    setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'ready', files: await dispatch(fetchClosedFiles()).unwrap() });
    } catch (error) {
      setLoaded({ status: 'failed', failure: error as ApiFailureInfo });
    }
  }

  function toggle() {
    if (!shown) void load();
    setShown(!shown);
  }

  async function reopen(id: number) {
    setReopening(id);
    // On failure the toast says why and the file stays in this list.
    const done = reopenClientFile.fulfilled.match(await dispatch(reopenClientFile(id)));
    setReopening(null);
    if (!done) return;
    if (loaded.status === 'ready') setLoaded({ status: 'ready', files: loaded.files.filter((f) => f.id !== id) });
    onReopened();
  }

  return (
    <ArchiveSection
      id="closed-files"
      title="Closed files"
      shown={shown}
      onToggle={toggle}
      failure={loaded.status === 'failed' ? loaded.failure : null}
      onRetry={() => void load()}
      empty="No client's file is closed."
      rows={
        loaded.status !== 'ready'
          ? null
          : loaded.files.map((client) => ({
              key: client.id,
              body: (
                <>
                  <Link component={RouterLink} to={paths.clientProfile(client.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {fullName(client)}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[client.business_name, client.region, client.archivedAt && `closed on ${formatMomentDate(client.archivedAt, 'words')}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </>
              ),
              action: (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void reopen(client.id)}
                  disabled={reopening === client.id}
                  aria-label={`Reopen ${fullName(client)}'s file`}
                >
                  {reopening === client.id ? 'Reopening…' : 'Reopen'}
                </Button>
              ),
            }))
      }
    />
  );
}
