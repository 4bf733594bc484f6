import type { GalleryImage } from '@tc/contract/content';
import { pageLoad } from '../../lib/page-load';
import { contentCollection } from '../../lib/content-thunks';

export type { CreateGalleryImageBody, GalleryImage, UpdateGalleryImageBody } from '@tc/contract/content';

/** CRUD /gallery. Gallery images have no slice of their own among the sixteen: screens keep what they load. */
export const {
  create: createGalleryImage,
  fetchAll: fetchGalleryImages,
  fetchOne: fetchGalleryImage,
  update: updateGalleryImage,
  remove: deleteGalleryImage,
} = contentCollection('galleryImages').thunks;

/** The gallery's photos, loaded by its route; the store keeps them with the load. */
export const galleryLoad = pageLoad<GalleryImage[]>('gallery', (dispatch) => dispatch(fetchGalleryImages()), true);
