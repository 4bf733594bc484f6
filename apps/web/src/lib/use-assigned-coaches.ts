import { clientCoachEndpoints } from '@tc/contract/client-coach-endpoints';
import { useEffect, useState } from 'react';
import { messages } from '../messages';
import { callAllPages } from './all-pages';

export interface AssignedCoach {
  id: number;
  name: string;
}

/**
 * The coaches assigned to a client (GET /client-coach?client_id=), for an
 * administrator who writes a plan or logs time on a coach's behalf. Quiet on
 * failure: the form then leaves the coach to the server's default.
 */
export function useAssignedCoaches(clientId: number, enabled: boolean): AssignedCoach[] {
  const [coaches, setCoaches] = useState<AssignedCoach[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    callAllPages(
      clientCoachEndpoints.list,
      { query: { client_id: clientId } },
      { failure: messages.clientCoach.fetchAllFailed, silent: true },
    )
      .then(({ data }) => {
        if (live) setCoaches(data.map((a) => ({ id: a.coach.id, name: `${a.coach.firstname} ${a.coach.lastname}`.trim() })));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [clientId, enabled]);
  return coaches;
}
