import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The body of a public content page: a centred column whose paragraphs keep a readable length. */
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
