import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextSkeleton } from '../../components/card-skeletons';
import { LoadFailure } from '../../components/load-failure';
import { Markdown } from '../../components/markdown';
import { excerpt } from '../../lib/plain-text';
import { usePageLoad } from '../../lib/page-load';
import { usePageMeta } from '../../lib/use-page-meta';
import { DownloadButton } from './download-button';
import { fileFacts } from './file-facts';
import { formFileLoad } from './use-form-files';

interface Props {
  id: number | null;
  back: { to: string; label: string };
  /** What a 404 says: the form is gone, or (to a visitor) for members only. */
  notFound: ReactNode;
  /** Heading size: the public page's banner or the dashboard's. */
  variant?: 'h3' | 'h4';
  /** Shown in the private area, where no route loader loads it: it loads each time it opens. */
  ownLoad?: boolean;
}

/** One form or guide: title, category, description, type and size, and the download. */
export function ResourceDetail({ id, back, notFound, variant = 'h3', ownLoad = false }: Props) {
  const loaded = usePageLoad(formFileLoad(id), { everyOpen: ownLoad });
  const file = loaded.status === 'ready' ? loaded.data : undefined;
  const missing = loaded.status === 'failed' && loaded.failure?.status === 404;
  usePageMeta(
    file?.form_title ?? (missing ? 'Resource not available' : 'Resource'),
    file
      ? excerpt(file.description ?? `${file.form_title}: a form from the centre's resource library.`)
      : 'A form, template or guide from the centre.',
  );
  return (
    <Box sx={{ maxWidth: '75ch' }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ mb: 3 }}>
        {back.label}
      </Button>
      {loaded.status === 'loading' && <TextSkeleton label="Loading the resource" />}
      {file && (
        <Box component="article">
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
            {file.category && <Chip size="small" label={file.category} variant="outlined" />}
            {!file.is_public && <Chip size="small" label="Members only" color="secondary" />}
          </Box>
          <Typography variant={variant} component="h1" gutterBottom>
            {file.form_title}
          </Typography>
          {file.description ? <Markdown>{file.description}</Markdown> : <Typography>A form from the centre’s resource library.</Typography>}
          <Typography sx={{ mt: 2, mb: 3, color: 'text.secondary' }}>
            {file.file_name} · {fileFacts(file)}
          </Typography>
          <DownloadButton file={file} size="large" />
        </Box>
      )}
      {missing && (
        <>
          <Typography variant={variant} component="h1" gutterBottom>
            Resource not available
          </Typography>
          <Alert severity="info">{notFound}</Alert>
        </>
      )}
      {loaded.status === 'failed' && !missing && loaded.failure && (
        <>
          <Typography variant={variant} component="h1" gutterBottom>
            Resource
          </Typography>
          <LoadFailure failure={loaded.failure} what="this resource" onRetry={loaded.retry} />
        </>
      )}
    </Box>
  );
}
