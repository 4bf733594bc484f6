import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/use-page-meta';

interface Props {
  title: string;
  /** What this screen will hold, in a sentence or two. */
  children: ReactNode;
}

/** A private screen that a later release fills: its heading and an honest note of what is coming. */
export function ComingSoon({ title, children }: Props) {
  usePageMeta(title);
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2, maxWidth: '70ch' }}>
        {children}
      </Typography>
      <Alert severity="info" sx={{ maxWidth: '70ch' }}>
        This screen is coming in the next release of the dashboard.
      </Alert>
    </Box>
  );
}
