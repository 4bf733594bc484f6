import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@tc/contract/files';
import { useState } from 'react';
import { tooLarge } from './image-field';
import { UploadDropZone } from './upload-drop-zone';
import { fileSize } from '../../lib/content-admin/file-size';

interface Props {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** What the item holds already ("guide.pdf, 120 KB"); a new file replaces it. */
  current?: string | null;
  error?: string;
  required?: boolean;
  /** 0 to 1 while the form sends it. */
  progress?: number | null;
}

/** A document for a form's multipart body: chosen (or dropped) now, sent with the form. */
export function FileField({ label, value, onChange, current, error, required, progress = null }: Props) {
  const [tooBig, setTooBig] = useState<string | null>(null);
  const choose = (file: File) => {
    const big = tooLarge(file, DOCUMENT_MAX_BYTES);
    setTooBig(big);
    onChange(big ? null : file);
  };
  const shown = value ? `${value.name}, ${fileSize(value.size)}` : current;
  return (
    <UploadDropZone
      label={required ? `${label} *` : label}
      accept={DOCUMENT_ACCEPT}
      chooseLabel={shown ? 'Choose another file' : 'Choose file'}
      progress={progress}
      error={tooBig ?? error}
      helper={
        current && !value
          ? 'Keep the current file, or choose one to replace it. PDF, Word, Excel, PowerPoint, OpenDocument, text or CSV; up to 10 MB.'
          : 'PDF, Word, Excel, PowerPoint, OpenDocument, text or CSV; up to 10 MB.'
      }
      onFile={choose}
    >
      {shown && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <DescriptionOutlinedIcon color="action" aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {value ? 'New file: ' : 'Current file: '}
            {shown}
          </Typography>
        </Box>
      )}
    </UploadDropZone>
  );
}
