import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageVariantUrl } from '@tc/contract/files';
import { useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { uploadImage } from '../../lib/content-admin/upload-image';
import { useAppDispatch } from '../../lib/store-hooks';
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
}

/** The largest copy a preview needs: the 480 px WebP of an uploaded image, an outside address as it is. */
export const previewUrl = (url: string): string => (url.startsWith('/api/files/') && !url.includes('?') ? imageVariantUrl(url, 480) : url);

export const tooLarge = (file: File, max: number): string | null =>
  file.size > max ? `${file.name} is ${(file.size / 1048576).toFixed(1)} MB; the largest allowed is ${max / 1048576} MB.` : null;

/** An item's image: upload one (pick or drop) with a progress bar, see it, remove it. */
export function ImageField({ label, value, onChange, error, helper, required, onUploading }: Props) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(file: File) {
    const big = tooLarge(file, IMAGE_MAX_BYTES);
    setFailure(big);
    if (big) return;
    setProgress(0);
    onUploading?.(true);
    try {
      const image = await dispatch(uploadImage({ file, onProgress: setProgress })).unwrap();
      onChange(image.image_url);
    } catch (e) {
      setFailure((e as ApiFailureInfo | null)?.message ?? 'The upload failed.');
    } finally {
      setProgress(null);
      onUploading?.(false);
    }
  }

  return (
    <UploadDropZone
      label={required ? `${label} *` : label}
      accept={IMAGE_ACCEPT}
      chooseLabel={value ? 'Replace image' : 'Choose image'}
      progress={progress}
      error={failure ?? error}
      helper={helper ?? 'JPEG, PNG, WebP or AVIF, up to 8 MB.'}
      onFile={(file) => void upload(file)}
      actions={
        value && (
          <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => onChange('')} disabled={progress !== null}>
            Remove image
          </Button>
        )
      }
    >
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
  );
}
