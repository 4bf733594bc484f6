import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { queueMail } from '../../lib/mail-queue';
import type { MailMessage } from '../../lib/mailer';
import { unsubscribeLinks, wantsEmail } from '../../lib/notifications';
import { createRounds, nextTurn } from '../../lib/rounds';
import { ROLES } from '@tc/contract/roles';

/**
 * "You have an unread message" emails (docs/decisions/026-messages.md): every minute, each instance looks for
 * messages that have waited unread for more than an hour and emails each person of the conversation (the client,
 * their coaches) who wants message emails ONE email per conversation, until they read it.
 *
 * "One" is the database's, as with session reminders: `message_reads.emailed_for_id` is the message an email was
 * sent about. An instance claims a person's email with one upsert whose WHERE holds only while no email is
 * outstanding (none yet, or the person has read past the last one) and queues the email in the same transaction
 * only when its upsert wrote the row; another instance's upsert of the same row then finds the claim made (on
 * PostgreSQL it waits for the first to commit and reads the row again) and writes nothing. Reading moves
 * `last_read_id` past `emailed_for_id`, so the next message that waits an hour is emailed about again.
 *
 * The email names the sender and links to the conversation; it never quotes the message, which may hold what
 * a client tells only their coach, and mail passes through servers and inboxes the centre does not keep.
 */
export interface MessageEmails {
  /** One round as of `now` (epoch ms; tests move the clock): queues the emails due; answers how many. */
  tick(now?: number): Promise<number>;
  start(): void;
  close(): Promise<void>;
}

const POLL_MS = 60_000;
/** How long a message waits unread before its email. */
export const UNREAD_WAIT_MS = 60 * 60_000;
/** Messages older than this are not emailed about (a worker that was down for a week does not send a backlog). */
const LOOKBACK_MS = 7 * 24 * 60 * 60_000;

interface Person {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  category_id: number;
}

const nameOf = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

export function unreadMail(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  to: Person,
  m: { clientId: number; clientName: string; sender: string; unread: number },
): MailMessage {
  const where = to.category_id === ROLES.CLIENT ? 'in your conversation with your coach' : `in your conversation with ${m.clientName}`;
  const more = m.unread > 1 ? ` You have ${m.unread} unread messages there.` : '';
  return {
    to: to.email,
    subject: `New message from ${m.sender}`,
    greeting: `Hello ${to.firstname},`,
    paragraphs: [
      `${m.sender} wrote to you ${where}, and it has waited more than an hour.${more}`,
      'Sign in to read it and answer. We send one email like this until you have read the conversation.',
    ],
    action: { label: 'Read the message', url: `${config.publicUrl}/messages/${m.clientId}` },
    unsubscribe: unsubscribeLinks(config, to.id, 'messages'),
  };
}

export function createMessageEmails(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  log: FastifyBaseLogger,
  queued: () => void,
  pollMs = POLL_MS,
): MessageEmails {
  const rounds = createRounds(() => tick(), pollMs, log, 'unread message emails could not be sent this round');

  /** Claims and queues one person's email unless some instance already has: answers whether this one did. */
  async function claim(clientId: number, person: Person, waiting: number, mail: MailMessage, now: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      // First in the transaction, so SQLite takes its write lock here. The WHERE makes a claimed row a no-op, not
      // an error (a failed statement would end a PostgreSQL transaction).
      const made = await trx
        .insertInto('message_reads')
        .values({ client_id: clientId, user_id: person.id, last_read_id: 0, read_at: null, emailed_for_id: waiting, emailed_at: now })
        .onConflict((oc) =>
          oc
            .columns(['client_id', 'user_id'])
            .doUpdateSet({ emailed_for_id: sql<number>`excluded.emailed_for_id`, emailed_at: sql<string>`excluded.emailed_at` })
            .where(sql<boolean>`message_reads.last_read_id < excluded.emailed_for_id`)
            .where(sql<boolean>`(message_reads.emailed_for_id is null or message_reads.emailed_for_id <= message_reads.last_read_id)`),
        )
        .returning('client_id')
        .executeTakeFirst();
      if (!made) return false;
      await queueMail(trx, mail);
      return true;
    });
  }

  async function tick(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - UNREAD_WAIT_MS).toISOString();
    const since = new Date(now - LOOKBACK_MS).toISOString();
    const conversations = await db
      .selectFrom('messages')
      .select('client_id')
      .distinct()
      .where('created_at', '<=', cutoff)
      .where('created_at', '>', since)
      .where('deleted_at', 'is', null)
      .execute();
    let count = 0;
    for (const { client_id: clientId } of conversations) {
      await nextTurn();
      if (rounds.closed()) break;
      // Its people: the client and their current coaches, live accounts only (wantsEmail checks again). Their ids as
      // one list, each looked up by its key: "the client, or an id in the coaches" read every user on PostgreSQL
      // (4 ms a conversation at 10,000 clients, for each conversation of the week, each round).
      const found = await db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'email', 'category_id'])
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('client_coach')
            .select('coach_id')
            .where('client_id', '=', clientId)
            .unionAll(db.selectNoFrom(sql<number>`cast(${clientId} as integer)`.as('coach_id'))),
        )
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .execute();
      const people = found.filter((p) => p.id !== clientId || p.category_id === ROLES.CLIENT);
      const client = people.find((p) => p.id === clientId);
      if (!client) continue;
      const reads = await db
        .selectFrom('message_reads')
        .select(['user_id', 'last_read_id', 'emailed_for_id'])
        .where('client_id', '=', clientId)
        .execute();
      for (const person of people) {
        const read = reads.find((r) => r.user_id === person.id);
        const lastRead = read?.last_read_id ?? 0;
        // An email is outstanding until they read past it.
        if (read?.emailed_for_id != null && read.emailed_for_id > lastRead) continue;
        const waiting = await db
          .selectFrom('messages')
          .select(['id', 'author_id'])
          .where('client_id', '=', clientId)
          .where('author_id', '<>', person.id)
          .where('id', '>', lastRead)
          .where('created_at', '<=', cutoff)
          .where('created_at', '>', since)
          .where('deleted_at', 'is', null)
          .orderBy('id', 'desc')
          .execute();
        if (waiting.length === 0 || !(await wantsEmail(db, person.id, 'messages'))) continue;
        const author = await db
          .selectFrom('users')
          .select(['firstname', 'lastname'])
          .where('id', '=', waiting[0].author_id)
          .executeTakeFirst();
        const mail = unreadMail(config, person, {
          clientId,
          clientName: nameOf(client),
          sender: author ? nameOf(author) : 'Someone',
          unread: waiting.length,
        });
        if (await claim(clientId, person, waiting[0].id, mail, new Date(now).toISOString())) count += 1;
      }
    }
    if (count > 0) {
      log.info({ emails: count }, 'unread message emails queued');
      queued();
    }
    return count;
  }

  return { tick, start: rounds.start, close: rounds.close };
}
