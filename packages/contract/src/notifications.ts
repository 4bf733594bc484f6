import { z } from 'zod';

/**
 * The emails a person may turn off (docs/architecture.md#notifications): a message waiting unread for
 * over an hour, a reminder before a session, a hand-off (a new client for a coach, a new coach for a client).
 * Mail a person must get to use their account (invitations, resets, sign-in links) cannot be turned off.
 */
export const NOTIFICATION_KINDS = ['messages', 'reminders', 'handoffs'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** What the account page and an email's unsubscribe page name each kind. */
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  messages: 'Unread messages',
  reminders: 'Session reminders',
  handoffs: 'New clients and coaches',
};

/** Each kind on (true) or off. */
export const notificationSettingsSchema = z.object({
  messages: z.boolean(),
  reminders: z.boolean(),
  handoffs: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The query of an email's unsubscribe link: `u` the person, `k` the kind, `t` the token that signs both. */
export const unsubscribeQuerySchema = z.object({
  u: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'This unsubscribe link is incomplete: open it again from the email.')
    .transform(Number),
  k: notificationKindSchema,
  t: z.string().min(1, 'This unsubscribe link is incomplete: open it again from the email.').max(100),
});
export type UnsubscribeQuery = z.input<typeof unsubscribeQuerySchema>;

/** What turning a kind off answers: the kind, now off, in words. */
export const unsubscribedSchema = z.object({ kind: notificationKindSchema, message: z.string() });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
