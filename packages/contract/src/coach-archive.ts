import { z } from 'zod';
import { idSchema, listQueryShape, personRefSchema } from './common';

/**
 * Archiving a coach: the clients who would be left without a coach,
 * and the coach they may be handed to in the same step.
 */

/** A current client whose only current coach is the one being archived. */
export const soleClientSchema = personRefSchema.extend({ business_name: z.string().nullable() });
export type SoleClient = z.infer<typeof soleClientSchema>;

/** GET /users/coaches/:id/sole-clients: a page (the first 100 without one), the total in X-Total-Count. */
export const soleClientsQuerySchema = z.strictObject({ page: listQueryShape.page, pageSize: listQueryShape.pageSize });

/** DELETE /users/:id?reassign_to=: the coach who takes over the archived coach's sole clients. */
export const archiveUserQuerySchema = z.strictObject({ reassign_to: idSchema.optional() });
export type ArchiveUserQuery = z.input<typeof archiveUserQuerySchema>;
