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
