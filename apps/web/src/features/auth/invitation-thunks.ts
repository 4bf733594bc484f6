import { accountLinkEndpoints as api } from '@tc/contract/account-links-endpoints';
import { apiThunk } from '../../lib/api-thunk';

/** POST /users/{id}/invitation (administrators): a new link by email; older ones stop working. The button says how it went. */
export const resendInvitation = apiThunk('account/resendInvitation', api.sendInvitation, {
  args: (id: number) => ({ params: { id } }),
  failure: 'The invitation could not be sent.',
});
