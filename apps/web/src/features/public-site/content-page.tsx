import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a public content page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: { xs: 5, md: 7 } }}>
      <Typography variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function ContentBody({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, '& p': { maxWidth: '70ch' } }}>
      {children}
    </Container>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 2, fontSize: '1.05rem' }}>{children}</Typography>;
}
