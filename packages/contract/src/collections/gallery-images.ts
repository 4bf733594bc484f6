import { defineCollection, image, position, text } from './define';

export const ALT_MAX = 300;
export const CAPTION_MAX = 500;

/** The pictures of the Gallery page, in their order. */
export const galleryImageCollection = defineCollection({
  name: 'galleryImages',
  one: 'GalleryImage',
  many: 'GalleryImages',
  label: 'gallery image',
  path: '/gallery',
  table: 'gallery_images',
  fields: {
    image_url: image({ label: 'Image', required: true }),
    alt: text({
      label: 'Description for screen readers',
      max: ALT_MAX,
      required: true,
      hint: 'What the picture shows, for people who cannot see it.',
    }),
    caption: text({ label: 'Caption', max: CAPTION_MAX, hint: 'Shown under the picture; optional.' }),
    sort_order: position(),
  },
  sorts: ['sort_order', 'createdAt'],
  search: ['alt', 'caption'],
  ordering: 'sort_order',
  messages: {
    created: 'Gallery image added',
    createFailed: "Couldn't add the gallery image. Please try again.",
    fetchAllFailed: "Couldn't load the gallery. Please try again.",
  },
  adminList: { title: 'alt', detail: 'caption', image: 'image_url' },
});
