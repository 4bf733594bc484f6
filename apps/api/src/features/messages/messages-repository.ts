import { EXCERPT_LENGTH, type Conversation, type Message, type MessagePerson } from '@tc/contract/messages';
import { ROLES } from '@tc/contract/roles';
import { type Compilable, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { clientsOfCoach } from '../../db/coaching-repository';
import { livePeopleOf, peopleSearch, readPeopleSearch } from '../../db/users-repository';
import { nowIso } from '../../lib/time';

/**
 * A client's conversation (docs/decisions/026-messages.md) in the database: `messages` by `client_id`, how far
 * each person has read in `message_reads`, attachments as `client_files` rows with their `message_id`.
 */

const ROLE_NAMES: Record<number, MessagePerson['role']> = { [ROLES.ADMIN]: 'admin', [ROLES.COACH]: 'coach', [ROLES.CLIENT]: 'client' };

export const personOf = (u: { id: number; firstname: string; lastname: string; category_id: number }): MessagePerson => ({
  id: u.id,
  name: `${u.firstname} ${u.lastname}`.trim(),
  role: ROLE_NAMES[u.category_id] ?? 'client',
});

/** The client a conversation is of: a live client account, or undefined (404). */
export async function findConversationClient(db: Db, clientId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'business_name', 'email', 'category_id'])
    .where('id', '=', clientId)
    .where('category_id', '=', ROLES.CLIENT)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Messages with their author, as the page shows them; `seen_by` filled by `withReceipts`. */
async function messagesWithFiles(db: Db, rows: { id: number; client_id: number; author_id: number; body: string; created_at: string }[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authors = await db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'category_id'])
    .where('id', 'in', [...new Set(rows.map((r) => r.author_id))])
    .execute();
  const files = await db
    .selectFrom('client_files')
    .select(['id', 'message_id', 'file_name', 'mime_type', 'size'])
    .where('message_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const byId = new Map(authors.map((a) => [a.id, personOf(a)]));
  return rows.map((r) => ({
    id: r.id,
    client_id: r.client_id,
    author: byId.get(r.author_id) ?? { id: r.author_id, name: 'Former user', role: 'client' as const },
    body: r.body,
    created_at: r.created_at,
    attachments: files.filter((f) => f.message_id === r.id).map(({ message_id: _, ...f }) => f),
    seen_by: [] as MessagePerson[],
  }));
}

/** How far each person has read in a conversation (administrators are never counted: they only look in). */
export async function readsOf(db: Db, clientId: number) {
  const rows = await db
    .selectFrom('message_reads as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.firstname', 'u.lastname', 'u.category_id', 'r.last_read_id'])
    .where('r.client_id', '=', clientId)
    .where('u.category_id', '<>', ROLES.ADMIN)
    .orderBy('r.read_at')
    .execute();
  return rows.map((r) => ({ person: personOf(r), last_read_id: r.last_read_id }));
}

/** Who besides its author has read each message: everyone whose last read is at least that message. */
export function withReceipts(messages: Message[], reads: Awaited<ReturnType<typeof readsOf>>): Message[] {
  return messages.map((m) => ({
    ...m,
    seen_by: reads.filter((r) => r.person.id !== m.author.id && r.last_read_id >= m.id).map((r) => r.person),
  }));
}

/**
 * One page of a conversation, oldest first: the newest `limit`, or the `limit` before `before`, or the
 * first `limit` after `after` (a page polling for new ones). `has_more`: there are more on that side.
 */
export async function conversationPage(db: Db, clientId: number, opts: { before?: number; after?: number; limit: number }) {
  let q = db
    .selectFrom('messages')
    .select(['id', 'client_id', 'author_id', 'body', 'created_at'])
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null);
  if (opts.after !== undefined) q = q.where('id', '>', opts.after).orderBy('id', 'asc');
  else {
    if (opts.before !== undefined) q = q.where('id', '<', opts.before);
    q = q.orderBy('id', 'desc');
  }
  const rows = await q.limit(opts.limit + 1).execute();
  const has_more = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  if (opts.after === undefined) page.reverse();
  const messages = await messagesWithFiles(db, page);
  const reads = await readsOf(db, clientId);
  return { messages: withReceipts(messages, reads), has_more, reads };
}

export async function findMessage(db: Db, clientId: number, id: number): Promise<Message | undefined> {
  const row = await db
    .selectFrom('messages')
    .select(['id', 'client_id', 'author_id', 'body', 'created_at'])
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const [message] = await messagesWithFiles(db, [row]);
  return withReceipts([message], await readsOf(db, clientId))[0];
}

export async function insertMessage(db: Db, m: { client_id: number; author_id: number; body: string }): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({ ...m, created_at: nowIso(), edited_at: null, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The caller's read mark in a conversation (0 when none). */
export async function lastReadOf(db: Db, clientId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('message_reads')
    .select('last_read_id')
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_read_id ?? 0;
}

/**
 * Moves a person's read mark up to `upTo` (never backwards, never past the newest message): one row per
 * conversation and person, made on their first read. Answers the mark as it now stands.
 */
export async function markRead(db: Db, clientId: number, userId: number, upTo: number): Promise<number> {
  const newest = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  const to = Math.min(upTo, Number(newest?.id ?? 0));
  if (to > 0) {
    const now = nowIso();
    await db
      .insertInto('message_reads')
      .values({ client_id: clientId, user_id: userId, last_read_id: to, read_at: now, emailed_for_id: null, emailed_at: null })
      .onConflict((oc) =>
        oc.columns(['client_id', 'user_id']).doUpdateSet({
          last_read_id: sql<number>`case when excluded.last_read_id > message_reads.last_read_id then excluded.last_read_id else message_reads.last_read_id end`,
          read_at: sql<string>`case when excluded.last_read_id > message_reads.last_read_id then excluded.read_at else message_reads.read_at end`,
        }),
      )
      .execute();
  }
  return lastReadOf(db, clientId, userId);
}

/** The conversations a person is one of the people of: a client their own, a coach their clients'; an administrator none. */
function ownConversations(db: Db, me: { id: number; category_id: number }) {
  if (me.category_id === ROLES.CLIENT) return [me.id];
  if (me.category_id === ROLES.COACH) return clientsOfCoach(db, me.id);
  return null;
}

/** Messages from others newer than the person's read mark, per conversation (only those with some). */
export async function unreadCounts(db: Db, me: { id: number; category_id: number }, only?: number[]) {
  const mine = ownConversations(db, me);
  if (mine === null || only?.length === 0) return [];
  let q = db
    .selectFrom('messages as m')
    .leftJoin('message_reads as r', (join) => join.onRef('r.client_id', '=', 'm.client_id').on('r.user_id', '=', me.id))
    .select(['m.client_id', (eb) => eb.fn.countAll<number | string>().as('unread')])
    .where('m.client_id', 'in', mine)
    .where('m.author_id', '<>', me.id)
    .where('m.deleted_at', 'is', null)
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.last_read_id', sql.lit(0))))
    .groupBy('m.client_id');
  if (only) q = q.where('m.client_id', 'in', only);
  const rows = await q.execute();
  return rows.map((r) => ({ client_id: r.client_id, unread: Number(r.unread) }));
}

/**
 * The conversations a coach has (their clients', with or without messages yet) or an administrator sees
 * (every client), the latest message first, then by name; `q` searches the client's names as the client list does.
 */
export async function listConversations(
  db: Db,
  me: { id: number; category_id: number },
  f: { q?: string; limit: number; offset: number },
): Promise<{ total: number; conversations: Conversation[] }> {
  let filter = db.selectFrom('users').where('users.category_id', '=', ROLES.CLIENT).where('users.deleted_at', 'is', null);
  if (me.category_id === ROLES.COACH) filter = filter.where('users.id', 'in', clientsOfCoach(db, me.id));
  // As the client list searches (migrations 0028 and 0041).
  const q = f.q;
  const amongMany = me.category_id !== ROLES.COACH;
  if (q) filter = filter.where((eb) => peopleSearch(eb, q, amongMany));
  const everyone = me.category_id === ROLES.ADMIN && !q;
  // A search of every client on SQLite reads the index of the searched text, as the client list's does (decision 067):
  // its matches are counted, and sorted for the page, either way.
  const read = <O>(query: Compilable<O>) => readPeopleSearch(db, query, q, amongMany);
  // Every live client, for an administrator: the count the database keeps (migration 0031), not a pass over everyone.
  const total = everyone
    ? await livePeopleOf(db, ROLES.CLIENT)
    : Number((await read(filter.select((eb) => eb.fn.countAll<number | string>().as('n'))))[0].n);
  // The newest live message of each conversation is kept in `conversations` (migration 0030).
  const rows = everyone
    ? await everyConversation(db, f)
    : await read(
        filter
          .leftJoin('conversations as c', 'c.client_id', 'users.id')
          .select(['users.id', 'users.firstname', 'users.lastname', 'users.business_name', 'c.last_message_id as latest'])
          .orderBy(sql`coalesce(c.last_message_id, 0)`, 'desc')
          .orderBy('users.lastname')
          .orderBy('users.firstname')
          .orderBy('users.id')
          .limit(f.limit)
          .offset(f.offset),
      );
  const latestIds = rows.map((r) => r.latest).filter((id): id is number => id != null);
  const last = latestIds.length
    ? await db
        .selectFrom('messages as m')
        .innerJoin('users as a', 'a.id', 'm.author_id')
        .select(['m.id', 'm.body', 'm.created_at', 'a.firstname', 'a.lastname'])
        .where('m.id', 'in', latestIds)
        .execute()
    : [];
  const unread = new Map(
    (
      await unreadCounts(
        db,
        me,
        rows.map((r) => r.id),
      )
    ).map((u) => [u.client_id, u.unread]),
  );
  const lastById = new Map(last.map((m) => [m.id, m]));
  return {
    total,
    conversations: rows.map((r) => {
      const m = r.latest != null ? lastById.get(Number(r.latest)) : undefined;
      return {
        client_id: r.id,
        client_name: `${r.firstname} ${r.lastname}`.trim(),
        business_name: r.business_name,
        last_message: m
          ? { id: m.id, author_name: `${m.firstname} ${m.lastname}`.trim(), excerpt: excerpt(m.body), created_at: m.created_at }
          : null,
        unread: unread.get(r.id) ?? 0,
      };
    }),
  };
}

/**
 * Ids of everyone whose conversation is not a live client's: the archived, and anyone no longer a client (few, against
 * the conversations; read by the archived index and the role's, where `category_id <> 4` read every person).
 */
const notLiveClients = (db: Db) =>
  db
    .selectFrom('users as xu')
    .select('xu.id')
    .where((eb) =>
      eb.or([
        eb('xu.deleted_at', 'is not', null),
        eb(
          'xu.category_id',
          'in',
          Object.values(ROLES).filter((role) => role !== ROLES.CLIENT),
        ),
      ]),
    );

/**
 * One page of every live client's conversation in the inbox's order, for an administrator: those with messages,
 * newest first, then those without, by name. The first are read from the `conversations` index alone, the few that
 * are not live clients' left out by their ids (decision 061), and only the page's clients are looked up: a deep page
 * skips index keys rather than joining and sorting every conversation (26 -> 2.9 ms for the last of 10,000 on
 * PostgreSQL).
 */
async function everyConversation(db: Db, f: { limit: number; offset: number }) {
  const live = () => db.selectFrom('conversations as c').where('c.client_id', 'not in', notLiveClients(db));
  const page = live().select(['c.client_id', 'c.last_message_id']).orderBy('c.last_message_id', 'desc').limit(f.limit).offset(f.offset);
  const first = await db
    .selectFrom(page.as('p'))
    .innerJoin('users as u', 'u.id', 'p.client_id')
    .select(['u.id', 'u.firstname', 'u.lastname', 'u.business_name', 'p.last_message_id as latest'])
    .orderBy('p.last_message_id', 'desc')
    .execute();
  if (first.length === f.limit) return first;
  // Past the conversations with messages: how many those are tells where the others start.
  const before =
    first.length > 0
      ? f.offset + first.length
      : Number(
          (
            await live()
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
  const rest = await db
    .selectFrom('users')
    .select(['users.id', 'users.firstname', 'users.lastname', 'users.business_name', sql<number | null>`null`.as('latest')])
    .where('users.category_id', '=', ROLES.CLIENT)
    .where('users.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('conversations').select('client_id').whereRef('conversations.client_id', '=', 'users.id'))),
    )
    .orderBy('users.lastname')
    .orderBy('users.firstname')
    .orderBy('users.id')
    .limit(f.limit - first.length)
    .offset(Math.max(0, f.offset - before))
    .execute();
  return [...first, ...rest];
}

/** The start of a message as one line of plain words: Markdown marks and line breaks dropped. */
export function excerpt(body: string, length = EXCERPT_LENGTH): string {
  const plain = body
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
}
