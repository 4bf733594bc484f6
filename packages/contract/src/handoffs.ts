import { z } from 'zod';
import { APPLICATION_NEEDS, APPLICATION_SOURCES, BUSINESS_TYPES, LICENSED_ANSWERS } from './applications';

/** Hand-offs (docs/decisions/028-hand-offs.md): a client reaching a coach without anything lost on the way. */

/** A coach the enrolment of an application offers, with how many current clients they have. */
export const suggestedCoachSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  region: z.string().nullable(),
  client_count: z.number().int(),
});
export type SuggestedCoach = z.infer<typeof suggestedCoachSchema>;

/**
 * What a client told the centre before they were a client: read from the application that made (or
 * found) their account, never copied, so it is the applicant's words as sent. `application_id` links
 * back to the application (administrators open it).
 */
export const clientIntakeSchema = z.object({
  application_id: z.number().int(),
  source: z.enum(APPLICATION_SOURCES),
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  licensed: z.enum(LICENSED_ANSWERS).nullable(),
  spaces: z.number().int().nullable(),
  needs: z.array(z.enum(APPLICATION_NEEDS)),
  message: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  /** When they applied (or registered). */
  applied_at: z.string(),
});
export type ClientIntake = z.infer<typeof clientIntakeSchema>;
/** A client's intake, or null for a client the centre added by hand. */
export const clientIntakeAnswerSchema = z.object({ intake: clientIntakeSchema.nullable() });
export type ClientIntakeAnswer = z.infer<typeof clientIntakeAnswerSchema>;

/** One of a coach's clients with no plan and no session yet: someone to call first. */
export const newClientSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  business_name: z.string().nullable(),
  /** When this coach was assigned. */
  assigned_at: z.string(),
});
export type NewClient = z.infer<typeof newClientSchema>;
