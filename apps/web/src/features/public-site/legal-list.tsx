import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function LegalList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ pl: 3 }}>
      {items.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
