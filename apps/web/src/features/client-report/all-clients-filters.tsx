import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CoachOption } from '../../lib/use-coach-options';

interface Props {
  region: string;
  coachId: string;
  regionNames: readonly string[];
  coaches: readonly CoachOption[];
  onRegion: (region: string) => void;
  onCoach: (coachId: string) => void;
}

/** The all-clients report narrowed to a region or to one coach's clients ('' = all). */
export function AllClientsFilters({ region, coachId, regionNames, coaches, onRegion, onCoach }: Props) {
  // A value from the address that the lists do not (yet) hold still shows as chosen.
  const regions = region && !regionNames.includes(region) ? [...regionNames, region] : regionNames;
  const coachKnown = !coachId || coaches.some((c) => String(c.id) === coachId);
  return (
    <>
      <TextField
        select
        size="small"
        label="Region"
        value={region}
        onChange={(e) => onRegion(e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180, maxWidth: '100%' }}
      >
        <MenuItem value="">All regions</MenuItem>
        {regions.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Coach"
        value={coachId}
        onChange={(e) => onCoach(e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180, maxWidth: '100%' }}
      >
        <MenuItem value="">All coaches</MenuItem>
        {coaches.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
        {!coachKnown && <MenuItem value={coachId}>Coach #{coachId}</MenuItem>}
      </TextField>
    </>
  );
}
