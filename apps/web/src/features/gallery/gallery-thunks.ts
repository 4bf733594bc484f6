import { contentEndpoints } from '@tc/contract/content-endpoints';
import { createCollectionThunks } from '../../lib/collection-thunks';
import { messages } from '../../messages';

export type { CreateGalleryImageBody, GalleryImage, UpdateGalleryImageBody } from '@tc/contract/content';

/** CRUD /gallery. Gallery images have no slice of their own among the sixteen: screens keep what they load. */
export const {
  create: createGalleryImage,
  fetchAll: fetchGalleryImages,
  fetchOne: fetchGalleryImage,
  update: updateGalleryImage,
  remove: deleteGalleryImage,
} = createCollectionThunks({
  name: 'gallery',
  endpoints: contentEndpoints.galleryImages,
  messages: messages.gallery,
});
