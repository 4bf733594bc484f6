import type { User } from '@tc/contract/users';
import { useEffect, useState } from 'react';
import { apiCall } from '../../api/api-call';
import { messages } from '../../messages';

export interface CoachOption {
  id: number;
  name: string;
}

/** The coaches an administrator may pick from (GET /users/coaches), by last name. */
export function useCoachOptions(enabled: boolean): { coaches: CoachOption[]; loading: boolean } {
  const [coaches, setCoaches] = useState<CoachOption[]>([]);
  const [loading, setLoading] = useState(enabled);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    apiCall<User[]>({ method: 'GET', path: '/users/coaches', accept: [200], failure: messages.coaches.refreshFailed })
      .then((users) => {
        if (!live) return;
        const options = users.map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`.trim(), last: u.lastname }));
        options.sort((a, b) => a.last.localeCompare(b.last) || a.name.localeCompare(b.name));
        setCoaches(options.map(({ id, name }) => ({ id, name })));
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [enabled]);

  return { coaches, loading };
}
