import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormFile } from '@tc/contract/content';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../components/card-grid';
import { DownloadButton } from './download-button';
import { fileFacts } from './file-facts';

interface Props {
  file: FormFile;
  /** The page of this form: /resource/{id} on the public site, /view/{id} in the members' library. */
  detailTo: string;
  headingLevel?: 'h2' | 'h3';
}

/** One form or guide: its title (to its page), category, description, type and size, and the download. */
export function ResourceCard({ file, detailTo, headingLevel = 'h2' }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <DescriptionOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
          {file.category && <Chip size="small" label={file.category} variant="outlined" />}
          {!file.is_public && <Chip size="small" label="Members only" color="secondary" />}
        </Box>
        <Typography variant="h6" component={headingLevel} sx={{ lineHeight: 1.3 }}>
          <Link component={RouterLink} to={detailTo} sx={{ color: 'primary.dark' }}>
            {file.form_title}
          </Link>
        </Typography>
        {file.description && <Typography sx={{ flex: 1 }}>{file.description}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {fileFacts(file)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <DownloadButton file={file} />
      </CardActions>
    </Card>
  );
}

/** Cards in a responsive grid. */
export function ResourceGrid({
  files,
  detailTo,
  headingLevel,
}: {
  files: readonly FormFile[];
  detailTo: (id: number) => string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <CardGrid items={files} minWidth={300}>
      {(file) => <ResourceCard file={file} detailTo={detailTo(file.id)} headingLevel={headingLevel} />}
    </CardGrid>
  );
}
