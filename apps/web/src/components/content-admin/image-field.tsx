import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageVariantUrl } from '@tc/contract/files';
import { ALT_TEXT_MAX, ALT_TEXT_REQUIRED } from '@tc/contract/media';
import { useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { uploadImage } from '../../lib/content-admin/upload-image';
import { useAppDispatch } from '../../lib/store-hooks';
import { ImagePicker } from './image-picker';
import { UploadDropZone } from './upload-drop-zone';

interface Props {
  label: string;
  /** The stored image's address (`/api/files/<sha256>`), or empty. */
  value: string;
  onChange: (url: string) => void;
  /** The form's message for this field (required, or the server's). */
  error?: string;
  helper?: string;
  required?: boolean;
  /** Told when an upload starts and ends, so the form waits for it before saving. */
  onUploading?: (uploading: boolean) => void;
  /** The item's own description of its picture (the gallery's), the new image's alt text unless one is typed. */
  suggestedAlt?: string;
}

/** The largest copy a preview needs: the 480 px WebP of an uploaded image, an outside address as it is. */
export const previewUrl = (url: string): string => (url.startsWith('/api/files/') && !url.includes('?') ? imageVariantUrl(url, 480) : url);

export const tooLarge = (file: File, max: number): string | null =>
  file.size > max ? `${file.name} is ${(file.size / 1048576).toFixed(1)} MB; the largest allowed is ${max / 1048576} MB.` : null;

/**
 * An item's image: upload one (pick or drop) with a progress bar and its alt text, or choose one already in the
 * media library; see it, remove it. A new image needs its alt text first (docs/decisions/033).
 */
export function ImageField({ label, value, onChange, error, helper, required, onUploading, suggestedAlt }: Props) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [altMissing, setAltMissing] = useState(false);
  const [picking, setPicking] = useState(false);
  const altText = alt.trim() || suggestedAlt?.trim() || '';

  async function upload(file: File) {
    const big = tooLarge(file, IMAGE_MAX_BYTES);
    setFailure(big);
    if (big) return;
    setAltMissing(!altText);
    if (!altText) return;
    setProgress(0);
    onUploading?.(true);
    try {
      const image = await dispatch(uploadImage({ file, alt_text: altText, onProgress: setProgress })).unwrap();
      onChange(image.image_url);
      setAlt('');
    } catch (e) {
      setFailure((e as ApiFailureInfo | null)?.message ?? 'The upload failed.');
    } finally {
      setProgress(null);
      onUploading?.(false);
    }
  }

  return (
    <>
      <UploadDropZone
        label={required ? `${label} *` : label}
        accept={IMAGE_ACCEPT}
        chooseLabel={value ? 'Replace image' : 'Choose image'}
        progress={progress}
        error={failure ?? error}
        helper={helper ?? 'JPEG, PNG, WebP or AVIF, up to 8 MB.'}
        onFile={(file) => void upload(file)}
        actions={
          <>
            <Button
              startIcon={<PhotoLibraryOutlinedIcon />}
              onClick={() => setPicking(true)}
              disabled={progress !== null}
              aria-haspopup="dialog"
            >
              Choose from library
            </Button>
            {value && (
              <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => onChange('')} disabled={progress !== null}>
                Remove image
              </Button>
            )}
          </>
        }
      >
        <TextField
          label={`Alt text for a new ${label.toLowerCase()}`}
          value={alt}
          onChange={(e) => {
            setAlt(e.target.value);
            if (e.target.value.trim()) setAltMissing(false);
          }}
          error={altMissing}
          helperText={
            altMissing
              ? ALT_TEXT_REQUIRED
              : suggestedAlt
                ? 'What the image shows; empty takes the description above.'
                : 'What the image shows, for people who cannot see it. Required before you upload.'
          }
          slotProps={{ htmlInput: { maxLength: ALT_TEXT_MAX } }}
          size="small"
          fullWidth
        />
        {value && (
          <Box
            component="img"
            src={previewUrl(value)}
            alt={`${label}: preview`}
            sx={{
              display: 'block',
              alignSelf: 'flex-start',
              maxWidth: '100%',
              maxHeight: 200,
              width: 'auto',
              objectFit: 'contain',
              borderRadius: 1,
            }}
          />
        )}
      </UploadDropZone>
      {picking && (
        <ImagePicker
          label={label}
          onClose={() => setPicking(false)}
          onPick={(image) => {
            onChange(image.image_url);
            setPicking(false);
          }}
        />
      )}
    </>
  );
}
