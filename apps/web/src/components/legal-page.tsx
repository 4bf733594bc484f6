import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/use-page-meta';
import { PageIntro } from './page-intro';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface Props {
  title: string;
  description: string;
  lead: string;
  updated: string;
  sections: LegalSection[];
}

/** Cookie policy, privacy policy and terms share this reading layout. */
export function LegalPage({ title, description, lead, updated, sections }: Props) {
  usePageMeta(title, description);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          Last updated {updated}
        </Typography>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 4, '& p': { mb: 1.5 }, '& li': { mb: 0.75 } }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {section.heading}
            </Typography>
            {typeof section.body === 'string' ? <Typography>{section.body}</Typography> : section.body}
          </Box>
        ))}
      </Container>
    </>
  );
}
