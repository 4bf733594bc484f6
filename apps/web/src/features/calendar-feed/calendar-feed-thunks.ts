import { calendarFeedEndpoints as api } from '@tc/contract/sessions-endpoints';
import { apiThunk } from '../../lib/api-thunk';

/** Not in the spec: the calendar feed came after it. */
export const feedMessages = {
  fetchFailed: "Couldn't load your calendar feed. Please try again.",
  made: 'Your calendar address is made',
  makeFailed: "Couldn't make a calendar address. Please try again.",
  revoked: 'Your calendar feed is off',
  revokeFailed: "Couldn't turn the calendar feed off. Please try again.",
};
const m = feedMessages;

/** Whether the person has a feed (its address is never sent again: only its hash is kept). */
export const fetchCalendarFeed = apiThunk('calendarFeed/fetch', api.feed, {
  args: (_: void) => ({}),
  failure: m.fetchFailed,
  silent: true,
});

/** A new private address; the one before stops working. The answer carries the address, this once. */
export const makeCalendarFeed = apiThunk('calendarFeed/make', api.makeFeed, {
  args: (_: void) => ({}),
  success: m.made,
  failure: m.makeFailed,
});

export const revokeCalendarFeed = apiThunk('calendarFeed/revoke', api.revokeFeed, {
  args: (_: void) => ({}),
  success: m.revoked,
  failure: m.revokeFailed,
});
