import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { AdminSource } from '../../lib/content-admin/admin-source';
import { SearchField } from '../search-field';
import type { ListState, StatusFilter } from '../../lib/content-admin/list-query';

const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Every status' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published, visible now' },
];

interface Props {
  source: AdminSource;
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  onCreate: () => void;
}

/** Search (the server's `q`), sort, status, deleted items and New, wrapping onto lines on a phone. */
export function AdminToolbar({ source, state, onChange, onCreate }: Props) {
  return (
    <Box
      role="search"
      aria-label={`Find ${source.many}`}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }}
    >
      <SearchField label={`Search ${source.many}`} value={state.q} onChange={(q) => onChange({ q })} helperText={source.searchHint} />
      <TextField
        select
        label="Sort by"
        size="small"
        value={state.sort}
        onChange={(e) => onChange({ sort: e.target.value })}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 15rem' }, minWidth: '12rem' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {source.sorts.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {source.publishing && (
        <TextField
          select
          label="Status"
          size="small"
          value={state.status}
          onChange={(e) => onChange({ status: e.target.value as StatusFilter })}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 14rem' }, minWidth: '11rem' }}
        >
          {STATUS_FILTERS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControlLabel
        control={<Switch checked={state.deleted} onChange={(e) => onChange({ deleted: e.target.checked })} />}
        label="Show deleted"
        sx={{ mr: 0, minHeight: 40 }}
      />
      {!state.deleted && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onCreate}
          aria-haspopup="dialog"
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, ml: { sm: 'auto' } }}
        >
          New {source.one}
        </Button>
      )}
    </Box>
  );
}
