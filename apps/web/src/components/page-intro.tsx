import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  lead: string;
  children?: ReactNode;
  /** A picture beside the heading on a wide screen, below it on a phone (a page's hero image). */
  aside?: ReactNode;
}

/** The banner at the top of a public content page: its one h1 and a lead paragraph. */
export function PageIntro({ title, lead, children, aside }: Props) {
  return (
    <Box sx={{ bgcolor: '#e8f1fc', borderBottom: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 5, md: 8 },
          ...(aside
            ? { display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'center' }
            : {}),
        }}
      >
        <Box>
          <Typography variant="h3" component="h1" gutterBottom sx={{ color: '#0b2545' }}>
            {title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, maxWidth: '60ch', color: 'text.primary' }}>
            {lead}
          </Typography>
          {children}
        </Box>
        {aside && <Box>{aside}</Box>}
      </Container>
    </Box>
  );
}
