import { endpoint } from './endpoint';
import { notificationSettingsSchema, unsubscribedSchema, unsubscribeQuerySchema } from './notifications';

const tags = ['notifications'];

/** Which emails a person gets (docs/architecture.md#notifications): their own settings, and an email's unsubscribe link. */
export const notificationEndpoints = {
  get: endpoint({
    operationId: 'getNotificationSettings',
    method: 'GET',
    path: '/account/notifications',
    summary: 'Which emails you get: unread messages, session reminders, new clients and coaches',
    tags,
    auth: true,
    status: 200,
    response: notificationSettingsSchema,
    errors: [],
  }),
  put: endpoint({
    operationId: 'putNotificationSettings',
    method: 'PUT',
    path: '/account/notifications',
    summary: 'Choose which emails you get (each kind on or off)',
    tags,
    auth: true,
    body: notificationSettingsSchema,
    status: 200,
    response: notificationSettingsSchema,
    errors: [],
  }),
  unsubscribe: endpoint({
    operationId: 'unsubscribe',
    method: 'POST',
    path: '/notifications/unsubscribe',
    summary:
      "Turn off one kind of email for one person, from the link in such an email (RFC 8058 one-click: a mail program POSTs List-Unsubscribe=One-Click); no sign-in, the link's token is the proof",
    tags,
    auth: false,
    query: unsubscribeQuerySchema,
    status: 200,
    response: unsubscribedSchema,
    errors: [404],
    // Per client address, like the other calls without a sign-in; a mail provider posts its users' unsubscribes
    // from a few shared addresses, so the allowance is wider than a sign-in's.
    rateLimit: { max: 60, timeWindow: '15 minutes' },
  }),
};
