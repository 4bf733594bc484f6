import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CandidatePicker, type Candidate } from './candidate-picker';

interface Props {
  /** The other person of the assignment: the coach in a client's dialog, the client in a coach's. */
  name: string;
  detail?: string | null;
  /** Where the name leads (a client's profile), if anywhere. */
  href?: string;
  /** "coach" or "client": what a replacement is. */
  noun: string;
  search: (q: string) => Promise<Candidate[]>;
  excludeIds: readonly number[];
  onChange: (replacement: Candidate) => Promise<string | null>;
  onRemove: () => void;
}

/** One assignment: change it to someone else (PUT) or remove it (DELETE, after a confirmation). */
export function AssignmentRow({ name, detail, href, noun, search, excludeIds, onChange, onRemove }: Props) {
  const [editing, setEditing] = useState(false);
  const [replacement, setReplacement] = useState<Candidate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!replacement) return setError(`Choose the ${noun} who takes over`);
    setBusy(true);
    const failure = await onChange(replacement);
    setBusy(false);
    if (failure) setError(failure);
    else setEditing(false);
  }

  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {href ? (
              <Link component={RouterLink} to={href}>
                {name}
              </Link>
            ) : (
              name
            )}
          </Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
          )}
        </Box>
        {!editing && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" variant="outlined" onClick={() => setEditing(true)} aria-label={`Change ${name}`}>
              Change
            </Button>
            <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Box>
        )}
      </Box>
      {editing && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1.5 }}>
          <CandidatePicker
            label={`New ${noun} instead of ${name}`}
            value={replacement}
            onChange={(next) => {
              setReplacement(next);
              setError(null);
            }}
            search={search}
            excludeIds={excludeIds}
            error={error}
            autoFocus
          />
          <Button variant="contained" onClick={() => void save()} disabled={busy} sx={{ mt: 1 }}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
          <Button onClick={() => setEditing(false)} disabled={busy} sx={{ mt: 1 }}>
            Cancel
          </Button>
        </Box>
      )}
    </ListItem>
  );
}
