import { erasureEndpoints as api } from '@tc/contract/erasure-endpoints';
import type { PrivacySettings } from '@tc/contract/erasure';
import { totalOf } from '../../lib/all-pages';
import { apiThunk, TAGS } from '../../lib/api-thunk';

/** Erasing a person on request (docs/decisions/035-erasure.md): `confirm` is their full name, typed. */
export const erasePerson = apiThunk('privacy/erase', api.erase, {
  args: ({ id, confirm }: { id: number; confirm: string }) => ({ params: { id }, body: { confirm } }),
  success: 'Erased',
  failure: "Couldn't erase this person. Please try again.",
  silent: true,
  invalidates: () => [TAGS.clients, TAGS.assignments, TAGS.plans, TAGS.diary, TAGS.milestones, TAGS.sessions, TAGS.clientFiles],
});

export const fetchPrivacySettings = apiThunk('privacy/settings', api.settings, {
  args: (_: void) => ({}),
  failure: "Couldn't load the privacy settings. Please try again.",
  silent: true,
});

export const savePrivacySettings = apiThunk('privacy/saveSettings', api.putSettings, {
  args: (body: PrivacySettings) => ({ body }),
  success: 'Privacy settings saved',
  failure: "Couldn't save the privacy settings. Please try again.",
  silent: true,
});

export const fetchErasureDue = apiThunk('privacy/erasureDue', api.due, {
  args: (_: void) => ({ query: { page: 1, pageSize: 100 } }),
  result: (rows, _, response) => ({ rows, total: totalOf(response.headers, rows.length) }),
  failure: "Couldn't load the clients due for erasure. Please try again.",
  silent: true,
  provides: () => [TAGS.clients],
});
