import { userEndpoints } from '@tc/contract/users-endpoints';
import { useEffect, useState } from 'react';
import { messages } from '../messages';
import { callAllPages } from './all-pages';

export interface CoachOption {
  id: number;
  name: string;
}

/** The coaches an administrator may pick from (GET /users/coaches, every page up to ALL_ROWS_BOUND), by last name. */
export function useCoachOptions(enabled: boolean): { coaches: CoachOption[]; loading: boolean } {
  // Null until the answer comes (a failure, toasted, leaves no options).
  const [coaches, setCoaches] = useState<CoachOption[] | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    callAllPages(userEndpoints.coaches, {}, { failure: messages.coaches.refreshFailed })
      .then(({ data }) => {
        const options = data.map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`.trim(), last: u.lastname }));
        options.sort((a, b) => a.last.localeCompare(b.last) || a.name.localeCompare(b.name));
        return options.map(({ id, name }) => ({ id, name }));
      })
      .catch(() => [])
      .then((options) => live && setCoaches(options));
    return () => {
      live = false;
    };
  }, [enabled]);

  return { coaches: coaches ?? [], loading: enabled && coaches === null };
}
