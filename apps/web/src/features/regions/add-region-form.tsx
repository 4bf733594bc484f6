import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { createRegionBodySchema } from '@tc/contract/regions';
import { useState, type FormEvent } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { useUnsavedChanges } from '../../lib/unsaved-changes';

interface Props {
  onAdd: (name: string) => Promise<unknown>;
}

/** An administrator adds a region; a name that exists (409) or is too short is said under the field, and stays typed. */
export function AddRegionForm({ onAdd }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A name typed and not added yet: leaving the page asks first.
  useUnsavedChanges(name.trim() !== '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = createRegionBodySchema.safeParse({ name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Enter a region name');
    setBusy(true);
    setError(null);
    try {
      await onAdd(checked.data.name);
      setName('');
    } catch (failure) {
      const info = failure as ApiFailureInfo;
      // A 401 has already ended the session (or was declined, with its toast); anything else is said under the field.
      if (!info.sessionEnded && !info.signInDeclined) setError(info.issues?.[0]?.message ?? info.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Add a region"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label="New region name"
        name="name"
        size="small"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        required
        sx={{ flex: '1 1 14rem', maxWidth: '24rem' }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: '2px' }}>
        {busy ? 'Adding…' : 'Add region'}
      </Button>
    </Box>
  );
}
