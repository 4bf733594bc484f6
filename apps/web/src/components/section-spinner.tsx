import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner for one part of a screen (a panel, a dialog), where the full-height CenteredSpinner would be too tall. */
export function SectionSpinner({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress aria-label={label} size={32} />
    </Box>
  );
}
