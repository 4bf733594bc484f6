import { z } from 'zod';
import { listQueryShape } from './common';

/** Where an outgoing message stands (docs/decisions/017-mail-queue.md). */
export const MAIL_STATUSES = ['waiting', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One outgoing message as administrators see it: never its body (an invitation's link is in it). */
export const outgoingMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** When it is tried next (waiting), else when it was last due. */
  next_attempt_at: z.string(),
  /** Why the last attempt failed; null once sent. */
  last_error: z.string().nullable(),
  createdAt: z.string(),
  sent_at: z.string().nullable(),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

export const outgoingMailQuerySchema = z.strictObject({
  ...listQueryShape,
  status: z.enum(MAIL_STATUSES, { error: 'status must be waiting, sending, sent or failed' }).optional(),
});
export type OutgoingMailQuery = z.input<typeof outgoingMailQuerySchema>;
