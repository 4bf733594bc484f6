import type { ClientListItem } from '@tc/contract/users';
import type { FastifyReply } from 'fastify';
import { type Actor, can } from '../../auth/policy';
import { type CursorSource, openReadCursor } from '../../db/read-cursor';
import { csvStream, cursorRows } from '../../lib/csv';
import { sendCsv } from '../../lib/csv';
import { type SortSpec, sendTotal } from '../../lib/listing';
import { type ClientFilters, type ClientRow, type ClientSortField, clientRows, countClients, withCoaches } from './client-listing';

const name = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`;
const STATUS = { active: 'Active', inactive: 'Inactive' } as const;

const HEADER = ['Name', 'Business', 'Email', 'Phone', 'City', 'Region', 'Coaches', 'Last activity', 'Status'];

/**
 * One client as a spreadsheet reads it; email and phone only of the clients `contacts` allows (blank otherwise).
 */
const clientCells = (c: ClientListItem, contacts: (c: ClientListItem) => boolean) => [
  name(c),
  c.business_name,
  contacts(c) ? c.email : null,
  contacts(c) ? c.phone : null,
  c.city,
  c.region,
  c.coaches.map(name).join('; '),
  c.last_activity,
  STATUS[c.status],
];

/**
 * Every client the filters match, in the list's order, as a CSV attachment written out as it is read
 * (docs/decisions/042-streamed-exports.md): no cap; each batch's coaches read in the cursor's snapshot.
 * X-Total-Count says how many rows it holds. A coach's file has the contact details of their own clients
 * only ('users.exportContacts'): the rows are the listing's, whose screen shows no email or phone of a
 * client the coach does not coach.
 */
export async function sendClientsCsv(
  source: CursorSource,
  reply: FastifyReply,
  me: Actor,
  filters: ClientFilters,
  sort: SortSpec<ClientSortField>,
  base: string,
) {
  sendTotal(reply, await countClients(source.db, filters));
  const contacts = (c: ClientListItem) =>
    can(me, 'users.exportContacts', { clientId: c.id, assigned: c.coaches.some((coach) => coach.id === me.id) });
  const cursor = await openReadCursor(source, (db) => clientRows(db, filters, sort));
  const rows = cursorRows(
    cursor,
    (c: ClientListItem) => clientCells(c, contacts),
    (batch: ClientRow[], { db }) => withCoaches(db, batch),
  );
  return sendCsv(reply, base, csvStream(HEADER, rows, { release: () => cursor.close() }));
}
