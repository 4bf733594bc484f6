import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '../lib/use-page-meta';

interface Props {
  title: string;
  description: string;
  /** One sentence on what will appear here once the centre publishes it. */
  what: string;
}

/** Honest empty state of a CMS-fed public page until its content is published. */
export function NothingPublished({ title, description, what }: Props) {
  usePageMeta(title, description);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {what}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        Nothing has been published here yet. Please check back soon, or contact us and we will gladly answer your questions directly.
      </Alert>
      <Button component={RouterLink} to={paths.contactUs} variant="contained">
        Contact us
      </Button>
    </Container>
  );
}
