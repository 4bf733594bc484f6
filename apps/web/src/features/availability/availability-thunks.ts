import { bookingEndpoints as api, sessionSettingsEndpoints } from '@tc/contract/sessions-endpoints';
import type { CreateExceptionBody, PutAvailabilityBody, SessionSettings } from '@tc/contract/sessions';
import { apiThunk, TAGS } from '../../lib/api-thunk';

/** Not in the spec: coaches' hours came after it. */
export const availabilityMessages = {
  fetchFailed: "Couldn't load the hours. Please try again.",
  saved: 'Hours saved',
  saveFailed: "Couldn't save the hours. Please try again.",
  awayAdded: 'Days away added',
  awayAddFailed: "Couldn't add the days away. Please try again.",
  awayRemoved: 'Days away removed',
  awayRemoveFailed: "Couldn't remove the days away. Please try again.",
  settingsFailed: "Couldn't load the session settings. Please try again.",
  settingsSaved: 'Session settings saved',
  settingsSaveFailed: "Couldn't save the session settings. Please try again.",
};
const m = availabilityMessages;
const availability = () => [TAGS.availability];

/** A coach's weekly hours and days away (from today on). */
export const fetchAvailability = apiThunk('availability/fetch', api.availability, {
  args: (coachId: number) => ({ params: { coachId } }),
  failure: m.fetchFailed,
  silent: true,
  provides: availability,
});

/** Replaces every weekly block of the coach's at once. */
export const saveWeeklyHours = apiThunk('availability/saveWeekly', api.putAvailability, {
  args: ({ coachId, body }: { coachId: number; body: PutAvailabilityBody }) => ({ params: { coachId }, body }),
  success: m.saved,
  failure: m.saveFailed,
  invalidates: availability,
});

export const addDaysAway = apiThunk('availability/addAway', api.addException, {
  args: ({ coachId, body }: { coachId: number; body: CreateExceptionBody }) => ({ params: { coachId }, body }),
  success: m.awayAdded,
  failure: m.awayAddFailed,
  invalidates: availability,
});

export const removeDaysAway = apiThunk('availability/removeAway', api.removeException, {
  args: ({ coachId, id }: { coachId: number; id: number }) => ({ params: { coachId, id } }),
  success: m.awayRemoved,
  failure: m.awayRemoveFailed,
  invalidates: availability,
});

export const fetchSessionSettings = apiThunk('availability/sessionSettings', sessionSettingsEndpoints.settings, {
  args: (_: void) => ({}),
  failure: m.settingsFailed,
  silent: true,
});

export const saveSessionSettings = apiThunk('availability/saveSessionSettings', sessionSettingsEndpoints.putSettings, {
  args: (body: Partial<SessionSettings>) => ({ body }),
  success: m.settingsSaved,
  failure: m.settingsSaveFailed,
});
