import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import type { CoachOption } from '../../lib/use-coach-options';
import type { ClientScope, ListingQuery, Viewer } from './client-list-query';

interface Props {
  query: ListingQuery;
  viewer: Viewer;
  regionNames: readonly string[];
  /** The coaches to filter by (administrators); undefined offers no coach filter. */
  coaches?: { options: CoachOption[]; loading: boolean };
  onChange: (changes: Partial<ListingQuery>) => void;
  /** The export button, at the end of the row. */
  children?: ReactNode;
}

const selectSx = { flex: { xs: '1 1 100%', sm: '0 1 13rem' }, minWidth: '11rem' };
// "All regions" shows as the value, under its label, rather than an empty field.
const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/**
 * "My clients" or "All clients" (coaches), region, coach (administrators) and
 * "No coach"; each change goes back to the first page. A value the address holds
 * that the lists do not (yet) name is still shown, so the select never reads wrong.
 */
export function ClientFilters({ query, viewer, regionNames, coaches, onChange, children }: Props) {
  const regions =
    query.region && !regionNames.some((r) => r.toLowerCase() === query.region.toLowerCase()) ? [query.region, ...regionNames] : regionNames;
  const coachOptions =
    coaches && query.coach && !coaches.options.some((c) => c.id === query.coach)
      ? [{ id: query.coach, name: coaches.loading ? 'Loading coaches…' : 'A coach no longer listed' }, ...coaches.options]
      : (coaches?.options ?? []);
  const regionValue = regions.find((r) => r.toLowerCase() === query.region.toLowerCase()) ?? '';

  return (
    <Box role="group" aria-label="Filter clients" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
      {viewer === 'coach' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Which clients"
          value={query.scope}
          onChange={(_, scope: ClientScope | null) => scope && onChange({ scope, noCoach: false, page: 1 })}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, '& .MuiToggleButton-root': { flex: 1, px: 2, whiteSpace: 'nowrap' } }}
        >
          <ToggleButton value="mine">My clients</ToggleButton>
          <ToggleButton value="all">All clients</ToggleButton>
        </ToggleButtonGroup>
      )}
      <TextField
        select
        label="Region"
        size="small"
        value={regionValue}
        onChange={(e) => onChange({ region: e.target.value, page: 1 })}
        sx={selectSx}
        slotProps={showEmpty}
      >
        <MenuItem value="">All regions</MenuItem>
        {regions.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {coaches && (
        <TextField
          select
          label="Coach"
          size="small"
          value={query.coach ? String(query.coach) : ''}
          onChange={(e) => onChange({ coach: Number(e.target.value) || null, noCoach: false, page: 1 })}
          sx={selectSx}
          slotProps={showEmpty}
        >
          <MenuItem value="">All coaches</MenuItem>
          {coachOptions.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {query.scope === 'all' && (
        <FormControlLabel
          label="No coach"
          control={<Checkbox checked={query.noCoach} onChange={(e) => onChange({ noCoach: e.target.checked, coach: null, page: 1 })} />}
        />
      )}
      {children && <Box sx={{ ml: { sm: 'auto' }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>{children}</Box>}
    </Box>
  );
}
