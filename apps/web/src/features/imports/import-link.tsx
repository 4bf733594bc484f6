import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ImportKind } from '@tc/contract/imports';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';

/** "Import clients…" above a listing (administrators): the import page, set to that kind of person. */
export function ImportLink({ kind }: { kind: ImportKind }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button component={RouterLink} to={`${paths.importPeople}?kind=${kind}`} variant="outlined" startIcon={<UploadFileIcon />}>
        Import {kind}…
      </Button>
    </Box>
  );
}
