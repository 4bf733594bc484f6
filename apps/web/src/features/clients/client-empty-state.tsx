import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Props {
  search: string;
  canCreate: boolean;
  onClearSearch: () => void;
  onCreate: () => void;
}

/** Says why the list is empty and what to do next, never a bare blank table. */
export function ClientEmptyState({ search, canCreate, onClearSearch, onCreate }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      {search ? (
        <>
          <Typography variant="h6" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            No clients match “{search}”
          </Typography>
          <Typography sx={{ mb: 2 }}>
            The search looks in first and last names, business names and cities. Check the spelling, or try part of a word.
          </Typography>
          <Button variant="outlined" onClick={onClearSearch}>
            Clear the search
          </Button>
        </>
      ) : (
        <>
          <Typography variant="h6" component="h2" gutterBottom>
            No clients yet
          </Typography>
          <Typography sx={{ mb: canCreate ? 2 : 0 }}>
            {canCreate
              ? 'Register the first childcare business you support with New client. It will appear here with its coach and links to its plans and time diary.'
              : 'Clients appear here once an administrator registers them.'}
          </Typography>
          {canCreate && (
            <Box>
              <Button variant="contained" onClick={onCreate}>
                New client
              </Button>
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
