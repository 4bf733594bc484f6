import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CoachOption } from '../../lib/use-coach-options';

interface Props {
  coachId: number | null;
  coaches: readonly CoachOption[];
  loading: boolean;
  onChoose: (coachId: number) => void;
}

/** An administrator's choice of whose coach report to see. */
export function CoachPicker({ coachId, coaches, loading, onChoose }: Props) {
  const known = coachId === null || coaches.some((c) => c.id === coachId);
  return (
    <TextField
      select
      size="small"
      label="Coach"
      value={coachId === null ? '' : String(coachId)}
      onChange={(e) => onChoose(Number(e.target.value))}
      helperText={loading ? 'Loading the coaches…' : ' '}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      <MenuItem value="" disabled>
        Choose a coach
      </MenuItem>
      {coaches.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
      {!known && <MenuItem value={String(coachId)}>Coach #{coachId}</MenuItem>}
    </TextField>
  );
}
