import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The centred spinner every lazily loaded screen shows while it loads (product specification section 2). */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center', minHeight: '50vh', width: '100%' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
