import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

interface PersonRef {
  id: number;
  firstname: string;
  lastname: string;
}

export interface ClientCoach {
  id: number;
  client_id: number;
  coach_id: number;
  client: PersonRef;
  coach: PersonRef;
  createdAt: string;
  updatedAt: string;
}

export interface ClientCoachInput {
  client_id: number;
  coach_id: number;
}

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
