import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CandidatePicker, type Candidate } from './candidate-picker';

interface Props {
  /** "coach" or "client". */
  noun: string;
  search: (q: string) => Promise<Candidate[]>;
  excludeIds: readonly number[];
  /** Resolves with why it failed (shown under the picker, which keeps the choice), or null. */
  onAssign: (candidate: Candidate) => Promise<string | null>;
}

/** "Assign a coach": pick someone, then Assign. */
export function AssignForm({ noun, search, excludeIds, onAssign }: Props) {
  const [choice, setChoice] = useState<Candidate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function assign() {
    if (!choice) return setError(`Choose a ${noun} to assign`);
    setBusy(true);
    const failure = await onAssign(choice);
    setBusy(false);
    setError(failure);
    if (!failure) setChoice(null);
  }

  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Assign a {noun}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <CandidatePicker
          label={`${noun[0].toUpperCase()}${noun.slice(1)} to assign`}
          value={choice}
          onChange={(next) => {
            setChoice(next);
            setError(null);
          }}
          search={search}
          excludeIds={excludeIds}
          error={error}
        />
        <Button variant="contained" onClick={() => void assign()} disabled={busy} sx={{ mt: 1 }}>
          {busy ? 'Assigning…' : 'Assign'}
        </Button>
      </Box>
    </>
  );
}
