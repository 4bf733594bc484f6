import type { ClientCoach, CreateClientCoachBody } from '@tc/contract/coaching';
import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export type { ClientCoach } from '@tc/contract/coaching';

export type ClientCoachInput = CreateClientCoachBody;

/** PUT /client-coach carries the id in the body, not the path (spec section 7). */
const clientCoach = createCollectionSlice<ClientCoach, ClientCoachInput, ClientCoachInput>({
  name: 'clientCoach',
  path: '/client-coach',
  messages: messages.clientCoach,
  updateWithoutIdInPath: true,
});

export const clientCoachReducer = clientCoach.reducer;
export const clientCoachActions = clientCoach.actions;
export const {
  create: createClientCoach,
  fetchAll: fetchClientCoaches,
  fetchOne: fetchClientCoach,
  update: updateClientCoach,
  remove: deleteClientCoach,
} = clientCoach.thunks;
