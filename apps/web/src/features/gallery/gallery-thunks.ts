import type { GalleryImage } from '@tc/contract/content';
import { contentEndpoints } from '@tc/contract/content-endpoints';
import { createCollectionThunks } from '../../lib/collection-thunks';
import { pageLoad } from '../../lib/page-load';
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

/** The gallery's photos, loaded by its route; the store keeps them with the load. */
export const galleryLoad = pageLoad<GalleryImage[]>('gallery', (dispatch) => dispatch(fetchGalleryImages()), true);
