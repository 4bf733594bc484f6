import { z } from 'zod';

/**
 * One of a client's current coaches with how to reach them, for the client's
 * profile: the client may not read a coach's user record (docs/architecture.md#access),
 * yet needs their coach's phone and email, and a coach their co-coaches'.
 */
export const coachOfClientSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  region: z.string().nullable(),
});
export type CoachOfClient = z.infer<typeof coachOfClientSchema>;
