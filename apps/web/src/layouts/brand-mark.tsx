import Box from '@mui/material/Box';

/** The centre's small logo: a house with a child's head, in the brand blues. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#0b2545" />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2Z" fill="#8fc1ff" />
      <circle cx="32" cy="38" r="6" fill="#0b2545" />
    </Box>
  );
}
