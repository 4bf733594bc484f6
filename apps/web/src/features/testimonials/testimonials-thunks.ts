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
