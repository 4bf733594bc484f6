import { userEndpoints as api } from '@tc/contract/users-endpoints';
import type { UpdateUserBody } from '@tc/contract/users';
import { apiThunk } from '../../lib/api-thunk';

type OwnChange = { id: number; data: UpdateUserBody };

/** PUT /users/{id} of the signed-in person: name, email (with the current password) and phone. */
export const saveOwnDetails = apiThunk('account/saveDetails', api.update, {
  args: ({ id, data }: OwnChange) => ({ params: { id }, body: data }),
  success: 'Your details are saved.',
  failure: 'Your details could not be saved.',
});

/**
 * PUT /users/{id} with the current and the new password. The server ends every session of the
 * account (tokens of the old password stop working), so the page signs in again with the new one.
 */
export const changeOwnPassword = apiThunk('account/changePassword', api.update, {
  args: ({ id, data }: OwnChange) => ({ params: { id }, body: data }),
  success: 'Your password is changed.',
  failure: 'Your password could not be changed.',
});
