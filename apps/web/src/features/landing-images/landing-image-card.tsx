import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@tc/contract/files';
import { useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { previewUrl, tooLarge } from '../../components/content-admin/image-field';
import { UploadDropZone } from '../../components/content-admin/upload-drop-zone';
import { useAppDispatch } from '../../lib/store-hooks';
import { deleteLandingImage, uploadLandingImage, type LandingImageType } from './landing-images-slice';

interface Props {
  type: LandingImageType;
  title: string;
  where: string;
  imageUrl: string | null;
}

/** One hero image: what shows now, replace it (pick or drop, with progress), or remove it after a question. */
export function LandingImageCard({ type, title, where, imageUrl }: Props) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  async function upload(image: File) {
    const big = tooLarge(image, IMAGE_MAX_BYTES);
    setFailure(big);
    if (big) return;
    setProgress(0);
    try {
      await dispatch(uploadLandingImage({ type, image, onProgress: setProgress })).unwrap();
    } catch (e) {
      setFailure((e as ApiFailureInfo | null)?.message ?? 'The upload failed.');
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    if (deleteLandingImage.fulfilled.match(await dispatch(deleteLandingImage(type)))) setAsking(false);
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={`landing-image-${type}`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography id={`landing-image-${type}`} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {where}
          </Typography>
        </Box>
        <UploadDropZone
          label={`New ${title.toLowerCase()}`}
          accept={IMAGE_ACCEPT}
          chooseLabel={imageUrl ? `Replace ${title.toLowerCase()}` : `Upload ${title.toLowerCase()}`}
          progress={progress}
          error={failure}
          helper="JPEG, PNG, WebP or AVIF, up to 8 MB; a wide picture (at least 1600 px) looks best."
          onFile={(file) => void upload(file)}
          actions={
            imageUrl && (
              <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setAsking(true)} aria-haspopup="dialog">
                Delete {title.toLowerCase()}
              </Button>
            )
          }
        >
          {imageUrl ? (
            <Box
              component="img"
              src={previewUrl(imageUrl)}
              alt={`Current ${title.toLowerCase()}`}
              sx={{ display: 'block', width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary">No picture: the page shows its heading on a plain background.</Typography>
          )}
        </UploadDropZone>
      </CardContent>
      <ConfirmDialog
        open={asking}
        title={`Delete the ${title.toLowerCase()}?`}
        confirmLabel="Delete"
        onConfirm={remove}
        onClose={() => setAsking(false)}
      >
        {`${where} shows no picture until you upload another.`}
      </ConfirmDialog>
    </Card>
  );
}
