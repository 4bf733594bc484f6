import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@tc/contract/files';
import { ALT_TEXT_MAX, ALT_TEXT_REQUIRED, type MediaItem } from '@tc/contract/media';
import { useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { FormDialog } from '../../components/form-dialog';
import { tooLarge } from '../../components/content-admin/image-field';
import { UploadDropZone } from '../../components/content-admin/upload-drop-zone';
import { replaceMedia, updateMediaAlt } from '../../lib/media-thunks';
import { useAppDispatch } from '../../lib/store-hooks';

function AltField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error: string | null }) {
  return (
    <TextField
      label="Alt text"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      error={Boolean(error)}
      helperText={error ?? 'What the image shows, for people who cannot see it.'}
      slotProps={{ htmlInput: { maxLength: ALT_TEXT_MAX } }}
      fullWidth
      autoFocus
    />
  );
}

const failureOf = (e: unknown) => (e as ApiFailureInfo | null)?.message ?? 'Please try again.';

/** Change an image's alt text: one for every place it is used. */
export function AltTextDialog({ image, onClose }: { image: MediaItem; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [alt, setAlt] = useState(image.alt_text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open
      title="Edit alt text"
      submitLabel="Save alt text"
      busy={busy}
      dirty={alt !== (image.alt_text ?? '')}
      onClose={onClose}
      onSubmit={async () => {
        if (!alt.trim()) return setError(ALT_TEXT_REQUIRED);
        setBusy(true);
        try {
          await dispatch(updateMediaAlt({ sha256: image.sha256, alt_text: alt })).unwrap();
          onClose();
        } catch (e) {
          setError(failureOf(e));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {image.uses.length > 1
          ? `Every one of the ${image.uses.length} places that use this image reads it.`
          : 'Every page that shows this image reads it.'}
      </Typography>
      <AltField value={alt} onChange={setAlt} error={error} />
    </FormDialog>
  );
}

/** Upload the image that takes this one's place everywhere it is used, in one go. */
export function ReplaceDialog({ image, onClose }: { image: MediaItem; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [alt, setAlt] = useState(image.alt_text ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <FormDialog
      open
      title="Replace everywhere"
      submitLabel="Replace everywhere"
      busy={progress !== null}
      error={error}
      dirty={file !== null}
      onClose={onClose}
      onSubmit={async () => {
        setAltError(alt.trim() ? null : ALT_TEXT_REQUIRED);
        if (!file) return setError('Choose the new image.');
        if (!alt.trim()) return;
        setError(null);
        setProgress(0);
        try {
          await dispatch(replaceMedia({ sha256: image.sha256, file, alt_text: alt, onProgress: setProgress })).unwrap();
          onClose();
        } catch (e) {
          setError(failureOf(e));
        } finally {
          setProgress(null);
        }
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {image.uses.length
          ? `The new image takes this one's place in ${image.uses.map((u) => u.label).join(', ')}. The old one stays in the library until you delete it.`
          : 'Nothing uses this image yet: the new one is simply added.'}
      </Typography>
      <UploadDropZone
        label="New image"
        accept={IMAGE_ACCEPT}
        chooseLabel={file ? 'Choose another' : 'Choose image'}
        progress={progress}
        helper={file ? `New image: ${file.name}` : 'JPEG, PNG, WebP or AVIF, up to 8 MB.'}
        onFile={(f) => {
          const big = tooLarge(f, IMAGE_MAX_BYTES);
          setError(big);
          if (!big) setFile(f);
        }}
      />
      <AltField value={alt} onChange={setAlt} error={altError} />
    </FormDialog>
  );
}
