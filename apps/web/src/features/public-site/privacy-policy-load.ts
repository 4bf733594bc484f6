import { erasureEndpoints } from '@tc/contract/erasure-endpoints';
import type { PrivacySettings } from '@tc/contract/erasure';
import { apiThunk } from '../../lib/api-thunk';
import { pageLoad } from '../../lib/page-load';

const fetchRetention = apiThunk('publicSite/privacySettings', erasureEndpoints.settings, {
  args: (_: void) => ({}),
  failure: "Couldn't load how long the centre keeps records.",
  silent: true,
});

/** How many years the centre keeps a closed file (its privacy setting): loaded by /privacypolicy's route, so the server renders it. */
export const privacyPolicyLoad = pageLoad<PrivacySettings>('privacy-settings', (dispatch) => dispatch(fetchRetention()), true);
