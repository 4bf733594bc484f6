import { fileEndpoints } from '@tc/contract/files-endpoints';
import { messages } from '../../messages';
import { apiThunk, TAGS } from '../api-thunk';

export interface ImageUpload {
  file: File;
  /** Required for every new image (docs/decisions/033). */
  alt_text: string;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

/** Progress of an upload as a fraction, from axios's progress event. */
export const progressFraction = (event: { loaded: number; total?: number }): number =>
  event.total ? Math.min(1, event.loaded / event.total) : 0;

/** POST /uploads/images (multipart `image`): the stored image to put in an item's `image_url`. */
export const uploadImage = apiThunk('uploads/image', fileEndpoints.uploadImage, {
  args: ({ file, alt_text }: ImageUpload) => {
    const body = new FormData();
    body.append('image', file);
    body.append('alt_text', alt_text);
    return { body };
  },
  transport: ({ onProgress }) => (onProgress ? { onUploadProgress: (event) => onProgress(progressFraction(event)) } : undefined),
  failure: messages.images.uploadFailed,
  // The new image is one of the media library's.
  invalidates: () => [TAGS.media],
});
