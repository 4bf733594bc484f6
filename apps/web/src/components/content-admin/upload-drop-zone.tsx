import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';

interface Props {
  /** The control's name, read by screen readers: "Image", "Landing image". */
  label: string;
  /** The file types the picker offers (the server decides from the bytes). */
  accept: string;
  chooseLabel: string;
  /** What is there now (a preview, a file name); nothing when empty. */
  children?: ReactNode;
  /** 0 to 1 while uploading; null when not. */
  progress: number | null;
  /** The server's reason the last upload failed, or a size check's. */
  error?: string | null;
  helper?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** Extra buttons beside Choose (Remove). */
  actions?: ReactNode;
}

/**
 * Pick a file with the button or drop it on the area; a progress bar while it
 * uploads and the server's error under it. The button is the keyboard's way in;
 * dropping is a shortcut for a mouse.
 */
export function UploadDropZone({ label, accept, chooseLabel, children, progress, error, helper, disabled, onFile, actions }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = progress !== null;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy && !disabled) onFile(file);
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
        }}
      >
        {children}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<CloudUploadIcon />} onClick={() => input.current?.click()} disabled={busy || disabled}>
            {chooseLabel}
          </Button>
          {actions}
          <Typography variant="body2" color="text.secondary">
            or drop a file here
          </Typography>
        </Box>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={chooseLabel}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
        {busy && (
          <Box>
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={`Uploading ${label.toLowerCase()}`} />
            <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
              Uploading… {Math.round(progress * 100)}%
            </Typography>
          </Box>
        )}
      </Box>
      <FormHelperText id={`${id}-help`} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? helper ?? ' '}
      </FormHelperText>
    </Box>
  );
}
