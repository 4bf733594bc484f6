import { type NotificationKind, type NotificationSettings } from '@tc/contract/notifications';
import { notificationEndpoints as api } from '@tc/contract/notifications-endpoints';
import { apiThunk } from '../../lib/api-thunk';

/** What the toast says once a kind is turned on or off (docs/architecture.md#notifications). */
const turned: Record<NotificationKind, string> = {
  messages: 'Emails about unread messages are',
  reminders: 'Session reminders are',
  handoffs: 'Emails about new clients and coaches are',
};

export const notificationMessages = {
  fetchFailed: "Couldn't load which emails you get. Please try again.",
  saveFailed: "Couldn't change which emails you get. Please try again.",
  changed: (kind: NotificationKind, on: boolean) => `${turned[kind]} ${on ? 'on' : 'off'}`,
};
const m = notificationMessages;

export const fetchNotificationSettings = apiThunk('notifications/fetch', api.get, {
  args: (_: void) => ({}),
  failure: m.fetchFailed,
  silent: true,
});

/** Saves all three; `changed` names the one the person switched, for the toast. */
export const saveNotificationSettings = apiThunk('notifications/save', api.put, {
  args: ({ settings }: { settings: NotificationSettings; changed: NotificationKind }) => ({ body: settings }),
  success: ({ settings, changed }) => m.changed(changed, settings[changed]),
  failure: m.saveFailed,
});

/** The one-click unsubscribe of an email's link, asked for on /unsubscribe; the page shows the answer or the refusal. */
export const unsubscribe = apiThunk('notifications/unsubscribe', api.unsubscribe, {
  args: (query: { u: string; k: NotificationKind; t: string }) => ({ query }),
  failure: `Couldn't turn these emails off. Please try again.`,
  silent: true,
});
