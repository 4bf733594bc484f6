import Box from '@mui/material/Box';

/** First focusable element of every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      className="no-print"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
