import { clientCoachEndpoints } from '@tc/contract/client-coach-endpoints';
import type { CreateClientCoachBody } from '@tc/contract/coaching';
import { TAGS } from '../../lib/api-thunk';
import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

/** PUT /client-coach carries the id in the body, not the path (product specification section 7): an update sends the new pair. */
const clientCoach = createCollectionSlice<typeof clientCoachEndpoints, CreateClientCoachBody, CreateClientCoachBody>({
  name: 'clientCoach',
  endpoints: clientCoachEndpoints,
  messages: messages.clientCoach,
  updateWithoutIdInPath: true,
  tags: [TAGS.assignments],
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
