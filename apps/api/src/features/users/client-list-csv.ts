import { CLIENT_EXPORT_MAX, type ClientListItem } from '@tc/contract/users';
import type { FastifyReply } from 'fastify';
import { type Actor, can } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { sendCsv, toCsv } from '../../lib/csv';
import { type SortSpec, sendTotal } from '../../lib/listing';
import { type ClientFilters, type ClientSortField, listClients } from './client-listing';

const name = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`;
const STATUS = { active: 'Active', inactive: 'Inactive' } as const;

/**
 * The client list as a spreadsheet reads it: one row per client, in the list's
 * order; email and phone only of the clients `contacts` allows (blank otherwise).
 */
export function clientsCsv(clients: ClientListItem[], contacts: (c: ClientListItem) => boolean): string {
  return toCsv(
    ['Name', 'Business', 'Email', 'Phone', 'City', 'Region', 'Coaches', 'Last activity', 'Status'],
    clients.map((c) => [
      name(c),
      c.business_name,
      contacts(c) ? c.email : null,
      contacts(c) ? c.phone : null,
      c.city,
      c.region,
      c.coaches.map(name).join('; '),
      c.last_activity,
      STATUS[c.status],
    ]),
  );
}

/**
 * Every client the filters match (up to CLIENT_EXPORT_MAX, not one page) as a
 * CSV attachment; X-Total-Count says how many matched, so a cut list shows.
 * A coach's file has the contact details of their own clients only
 * ('users.exportContacts'): the rows are the listing's, whose screen shows
 * no email or phone of a client the coach does not coach.
 */
export async function sendClientsCsv(
  db: Db,
  reply: FastifyReply,
  me: Actor,
  filters: ClientFilters,
  sort: SortSpec<ClientSortField>,
  base: string,
) {
  const { rows, total } = await listClients(db, filters, sort, { limit: CLIENT_EXPORT_MAX, offset: 0, paged: true });
  sendTotal(reply, total);
  const contacts = (c: ClientListItem) =>
    can(me, 'users.exportContacts', { clientId: c.id, assigned: c.coaches.some((coach) => coach.id === me.id) });
  return sendCsv(reply, base, clientsCsv(rows, contacts));
}
