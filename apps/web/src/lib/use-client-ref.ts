import type { User } from '@tc/contract/users';
import { useEffect, useState } from 'react';
import { request } from '../api/request';

export interface ClientRefLike {
  id: number;
  firstname: string | null;
  lastname: string | null;
  business_name: string | null;
}

/**
 * The client a coaching screen is about, for its heading. Plans carry their
 * client; only when none is at hand (a client without plans) is the user record
 * asked for, quietly: the screen's own list call already reports any refusal.
 */
export function useClientRef(clientId: number | null, known: ClientRefLike | null | undefined, ask: boolean): ClientRefLike | null {
  const [fetched, setFetched] = useState<ClientRefLike | null>(null);
  const needed = clientId !== null && !known && ask;

  useEffect(() => {
    if (!needed) return;
    let live = true;
    request<User>('GET', `/users/${clientId}`)
      .then(({ data }) => {
        if (live) setFetched({ id: data.id, firstname: data.firstname, lastname: data.lastname, business_name: data.business_name });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needed, clientId]);

  if (known) return known;
  return fetched?.id === clientId ? fetched : null;
}

export function clientDisplayName(client: ClientRefLike | null | undefined): string {
  const name = [client?.firstname, client?.lastname].filter(Boolean).join(' ').trim();
  return name || (client ? `Client #${client.id}` : '');
}
