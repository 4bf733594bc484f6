import { collections, type CollectionName } from '@tc/contract/content';
import { mediaEndpoints as api } from '@tc/contract/media-endpoints';
import { apiThunk, contentTag, TAGS } from './api-thunk';
import { progressFraction } from './content-admin/upload-image';

/**
 * The media library's calls (docs/architecture.md#content-and-files): shared by its screen
 * (features/media-library) and the content dialogs' image picker (components/content-admin/image-picker.tsx).
 */

export const mediaMessages = {
  fetchFailed: "Couldn't load the media library. Please try again.",
  altSaved: 'Alt text saved',
  altFailed: "Couldn't save the alt text. Please try again.",
  replaced: 'Image replaced everywhere it was used',
  replaceFailed: "Couldn't replace the image. Please try again.",
  deleted: 'Image deleted',
  deleteFailed: "Couldn't delete the image. Please try again.",
};

/** Every content collection's tag: a replacement, or an alt text, changes what their items answer. */
const everyContentTag = () => (Object.keys(collections) as CollectionName[]).map(contentTag);

export interface MediaQuery {
  q?: string;
  page?: number;
  pageSize?: number;
  missingAlt?: 'true' | 'false';
}

/** One page of images with the total from X-Total-Count; only the latest request's answer is kept. */
export const fetchMedia = apiThunk('media/fetchPage', api.list, {
  args: (query: MediaQuery) => ({ query }),
  result: (rows, _, response) => {
    const total = Number(response.headers['x-total-count']);
    return { rows, total: Number.isFinite(total) ? total : rows.length };
  },
  failure: mediaMessages.fetchFailed,
  latest: true,
  provides: () => [TAGS.media],
});

export const updateMediaAlt = apiThunk('media/updateAlt', api.update, {
  args: ({ sha256, alt_text }: { sha256: string; alt_text: string }) => ({ params: { sha256 }, body: { alt_text } }),
  success: mediaMessages.altSaved,
  failure: mediaMessages.altFailed,
  invalidates: () => [TAGS.media, ...everyContentTag()],
});

export const replaceMedia = apiThunk('media/replace', api.replace, {
  args: ({ sha256, file, alt_text }: { sha256: string; file: File; alt_text: string; onProgress?: (fraction: number) => void }) => {
    const body = new FormData();
    body.append('image', file);
    body.append('alt_text', alt_text);
    return { params: { sha256 }, body };
  },
  transport: ({ onProgress }) => (onProgress ? { onUploadProgress: (event) => onProgress(progressFraction(event)) } : undefined),
  success: mediaMessages.replaced,
  failure: mediaMessages.replaceFailed,
  invalidates: () => [TAGS.media, ...everyContentTag()],
});

export const deleteMedia = apiThunk('media/delete', api.remove, {
  args: ({ sha256 }: { sha256: string }) => ({ params: { sha256 } }),
  success: mediaMessages.deleted,
  failure: mediaMessages.deleteFailed,
  invalidates: () => [TAGS.media],
});
