import type { ClientCoach } from '@tc/contract/coaching';
import { useEffect, useState } from 'react';
import { request } from '../api/request';

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
    request<ClientCoach[]>('GET', `/client-coach?client_id=${clientId}`)
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
