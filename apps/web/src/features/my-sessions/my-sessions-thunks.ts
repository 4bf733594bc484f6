import { clientProfileEndpoints } from '@tc/contract/client-profile-endpoints';
import { bookingEndpoints, sessionEndpoints, sessionSettingsEndpoints } from '@tc/contract/sessions-endpoints';
import type { RequestSessionBody } from '@tc/contract/sessions';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import { addCalendarDays } from '../../lib/session-time';

/** Not in the spec: sessions came after it. */
export const sessionMessages = {
  fetchFailed: "Couldn't load your sessions. Please try again.",
  cancelled: 'Session cancelled',
  cancelFailed: "Couldn't cancel the session. Please try again.",
  slotsFailed: "Couldn't load the free times. Please try again.",
  requested: 'Session asked for: your coach will confirm it',
  requestFailed: "Couldn't ask for the session. Please try again.",
  settingsFailed: "Couldn't load the session settings. Please try again.",
  coachesFailed: "Couldn't load your coaches. Please try again.",
};
const m = sessionMessages;

/** How many of the coming and of the past sessions the page lists (a client has a few a month). */
export const UPCOMING_SHOWN = 50;
export const PAST_SHOWN = 20;

/**
 * A person's sessions around today (GET /sessions, which gives a client their own): from today on, soonest
 * first, and up to today, newest first. Today's come in both; the page splits them by the clock.
 */
export const fetchUpcomingSessions = apiThunk('mySessions/upcoming', sessionEndpoints.list, {
  args: (today: string) => ({ query: { from: today, sort: 'start' as const, page: 1, pageSize: UPCOMING_SHOWN } }),
  failure: m.fetchFailed,
  silent: true,
  provides: () => [TAGS.sessions],
});

export const fetchPastSessions = apiThunk('mySessions/past', sessionEndpoints.list, {
  args: (today: string) => ({ query: { to: today, sort: '-start' as const, page: 1, pageSize: PAST_SHOWN } }),
  failure: m.fetchFailed,
  silent: true,
  provides: () => [TAGS.sessions],
});

/** A client cancels one of their own, saying why. */
export const cancelSession = apiThunk('mySessions/cancel', sessionEndpoints.status, {
  args: ({ id, reason }: { id: number; reason: string }) => ({ params: { id }, body: { status: 'cancelled' as const, reason } }),
  success: m.cancelled,
  failure: m.cancelFailed,
  invalidates: () => [TAGS.sessions],
});

/** Whether clients may ask for a slot (the page hides its booking when not). */
export const fetchSessionSettings = apiThunk('mySessions/settings', sessionSettingsEndpoints.settings, {
  args: (_: void) => ({}),
  failure: m.settingsFailed,
  silent: true,
});

/** The client's own coaches (the profile's call), to ask one of them. */
export const fetchMyCoaches = apiThunk('mySessions/coaches', clientProfileEndpoints.coaches, {
  args: (clientId: number) => ({ params: { id: clientId } }),
  failure: m.coachesFailed,
  silent: true,
  provides: () => [TAGS.assignments],
});

/** Days of free slots the booking shows at once. */
export const SLOT_DAYS = 14;

/** A coach's free slots in the `SLOT_DAYS` days from `from`. */
export const fetchSlots = apiThunk('mySessions/slots', bookingEndpoints.slots, {
  args: ({ coachId, from }: { coachId: number; from: string }) => ({
    params: { coachId },
    query: { from, to: addCalendarDays(from, SLOT_DAYS - 1) },
  }),
  failure: m.slotsFailed,
  silent: true,
  provides: () => [TAGS.sessions, TAGS.availability],
});

/** Asks for a free slot; a 409 (just taken, or booking turned off) is the dialog's to say. */
export const requestSession = apiThunk('mySessions/request', bookingEndpoints.request, {
  args: (body: RequestSessionBody) => ({ body }),
  success: m.requested,
  failure: m.requestFailed,
  silent: true,
  invalidates: () => [TAGS.sessions],
});
