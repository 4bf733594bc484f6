import type { ActionPlan } from '@tc/contract/coaching';
import { userEndpoints } from '@tc/contract/users-endpoints';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../api/api-call';
import { messages } from '../messages';

/** The client as coaching records name them (the contract's reference to a client). */
export type ClientRef = ActionPlan['client'];

/**
 * The client a coaching screen is about, for its heading. Plans carry their
 * client; only when none is at hand (a client without plans) is the user record
 * asked for, quietly: the screen's own list call already reports any refusal.
 */
export function useClientRef(clientId: number | null, known: ClientRef | null | undefined, ask: boolean): ClientRef | null {
  const [fetched, setFetched] = useState<ClientRef | null>(null);
  const needed = clientId !== null && !known && ask;

  useEffect(() => {
    if (!needed) return;
    let live = true;
    callEndpoint(userEndpoints.get, { params: { id: clientId } }, { failure: messages.clients.fetchOneFailed, silent: true })
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

/** A client's name, else "Client #id" (a record may lack the names). */
export function clientDisplayName(client: { id: number; firstname: string | null; lastname: string | null } | null | undefined): string {
  const name = [client?.firstname, client?.lastname].filter(Boolean).join(' ').trim();
  return name || (client ? `Client #${client.id}` : '');
}
