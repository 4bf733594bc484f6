import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '../../components/search-field';
import { SORT_OPTIONS } from './client-list-query';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  sort: string;
  onSort: (sort: string) => void;
  onCreate?: () => void;
}

/** Search (name, business, city), sort order and New client, wrapping onto lines on a phone. */
export function ClientToolbar({ search, onSearch, sort, onSort, onCreate }: Props) {
  return (
    <Box role="search" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }}>
      <SearchField label="Search clients" value={search} onChange={onSearch} helperText="Name, business or city" />
      <TextField
        select
        label="Sort by"
        size="small"
        value={sort}
        onChange={(e) => onSort(e.target.value)}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 14rem' }, minWidth: '12rem' }}
      >
        {SORT_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {onCreate && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onCreate}
          aria-haspopup="dialog"
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          New client
        </Button>
      )}
    </Box>
  );
}
