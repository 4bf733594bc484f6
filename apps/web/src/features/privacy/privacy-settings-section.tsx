import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RETENTION_YEARS_MAX, type ErasureDue, type PrivacySettings } from '@tc/contract/erasure';
import { useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { formatMomentDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { ErasePersonButton } from './erase-person-button';
import { fetchErasureDue, fetchPrivacySettings, savePrivacySettings } from './privacy-thunks';

function RetentionForm({ settings, onSaved }: { settings: PrivacySettings; onSaved: () => void }) {
  const dispatch = useAppDispatch();
  const [years, setYears] = useState(String(settings.retention_years));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = /^\d+$/.test(years.trim()) ? Number(years.trim()) : Number.NaN;
  const valid = Number.isInteger(value) && value >= 1 && value <= RETENTION_YEARS_MAX;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!valid) {
      setError(`Enter a whole number of years from 1 to ${RETENTION_YEARS_MAX}.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await dispatch(savePrivacySettings({ retention_years: value })).unwrap();
      onSaved();
    } catch (failure) {
      setError((failure as ApiFailureInfo).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <TextField
        label="Keep closed files, years"
        value={years}
        onChange={(e) => setYears(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'A client whose file was closed longer ago than this is listed below for erasure. The privacy policy says so.'}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
        {busy ? 'Saving…' : 'Save privacy settings'}
      </Button>
    </Box>
  );
}

function ErasureDueList({ years }: { years: number }) {
  const dispatch = useAppDispatch();
  const due = useReadResult<{ rows: ErasureDue[]; total: number }>('erasure-due', fetchErasureDue.provides(undefined), () =>
    dispatch(fetchErasureDue()),
  );
  const heading = (
    <Typography variant="h6" component="h3" id="erasure-due-title" sx={{ mt: 3 }} gutterBottom>
      Archived more than {years} {years === 1 ? 'year' : 'years'} ago
    </Typography>
  );
  if (due.status === 'failed' && due.failure)
    return (
      <>
        {heading}
        <LoadFailure failure={due.failure} what="the clients due for erasure" onRetry={due.retry} />
      </>
    );
  if (!due.data) return <SectionSpinner label="Loading the clients due for erasure" />;
  return (
    <>
      {heading}
      {due.data.rows.length === 0 ? (
        <Typography color="text.secondary">No client's file was closed that long ago.</Typography>
      ) : (
        <List aria-labelledby="erasure-due-title" dense>
          {due.data.rows.map((row) => (
            <ListItem
              key={row.id}
              divider
              secondaryAction={<ErasePersonButton person={row} role="client" label="Erase…" onErased={due.retry} />}
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={fullName(row)}
                secondary={`File closed on ${formatMomentDate(row.archivedAt, 'words')}${row.region ? ` · ${row.region}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {due.data.total > due.data.rows.length && (
        <Typography role="status" variant="body2" color="text.secondary">
          Showing the {due.data.rows.length} oldest of {due.data.total}.
        </Typography>
      )}
    </>
  );
}

/** Privacy (administrators): how long a closed file is kept, and the clients past it, each erasable. */
export function PrivacySettingsSection() {
  const dispatch = useAppDispatch();
  const loaded = useReadResult<PrivacySettings>('privacy-settings-admin', [], () => dispatch(fetchPrivacySettings()));
  return (
    <Box component="section" aria-labelledby="privacy-settings-title" sx={{ maxWidth: '70ch', mt: 4 }}>
      <Typography variant="h5" component="h2" id="privacy-settings-title" gutterBottom>
        Privacy
      </Typography>
      <Typography sx={{ mb: 2 }}>
        How long the centre keeps a client's records after their file is closed. A person who asks to be erased is erased from their profile
        (clients) or the coach listing (coaches).
      </Typography>
      {loaded.status === 'failed' && loaded.failure ? (
        <LoadFailure failure={loaded.failure} what="the privacy settings" onRetry={loaded.retry} />
      ) : loaded.data ? (
        <>
          <RetentionForm settings={loaded.data} onSaved={loaded.retry} />
          <ErasureDueList key={loaded.data.retention_years} years={loaded.data.retention_years} />
        </>
      ) : (
        <SectionSpinner label="Loading the privacy settings" />
      )}
    </Box>
  );
}
