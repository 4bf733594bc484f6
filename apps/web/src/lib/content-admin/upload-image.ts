import { fileEndpoints } from '@tc/contract/files-endpoints';
import { messages } from '../../messages';
import { apiThunk } from '../api-thunk';

export interface ImageUpload {
  file: File;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

/** Progress of an upload as a fraction, from axios's progress event. */
export const progressFraction = (event: { loaded: number; total?: number }): number =>
  event.total ? Math.min(1, event.loaded / event.total) : 0;

/** POST /uploads/images (multipart `image`): the stored image to put in an item's `image_url`. */
export const uploadImage = apiThunk('uploads/image', fileEndpoints.uploadImage, {
  args: ({ file }: ImageUpload) => {
    const body = new FormData();
    body.append('image', file);
    return { body };
  },
  transport: ({ onProgress }) => (onProgress ? { onUploadProgress: (event) => onProgress(progressFraction(event)) } : undefined),
  failure: messages.images.uploadFailed,
});
