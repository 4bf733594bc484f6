import type { Testimonial } from '@tc/contract/content';
import { pageLoad } from '../../lib/page-load';
import { contentCollection } from '../../lib/content-thunks';

export type { CreateTestimonialBody, Testimonial, UpdateTestimonialBody } from '@tc/contract/content';

/** CRUD /testimonials. Testimonials have no slice of their own among the sixteen: screens keep what they load. */
export const {
  create: createTestimonial,
  fetchAll: fetchTestimonials,
  fetchOne: fetchTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
} = contentCollection('testimonials').thunks;

/** The published testimonials, loaded by the routes that show them (home, /testimonials); the store keeps them with the load. */
export const testimonialsLoad = pageLoad<Testimonial[]>('testimonials', (dispatch) => dispatch(fetchTestimonials()), true);
