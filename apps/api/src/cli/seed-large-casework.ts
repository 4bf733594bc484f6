/**
 * The casework of a `seed:large` centre (docs/decisions/043-casework-lists-at-scale.md): what the lists of
 * messages, documents, imports, outgoing mail and the audit trail hold after about a year of use, so those lists
 * are measured at the size they reach.
 *
 * Per client, on average: 30 messages over the last year between the client and their first coach (2 % deleted),
 * each side having read most of it (the newest few unread in about half of the conversations); 3 documents and
 * an attachment on one message in twenty; 3 sent emails; 30 audit entries (sign-ins, diary and plan changes,
 * messages, sessions), newest last as the trail is written. Two imports of clients. Rows are inserted in time
 * order across clients, so ids grow with time as they do in use.
 *
 * `seed-large.ts` calls `seedCasework` on the centre it made; run this file alone
 * (`node --import tsx apps/api/src/cli/seed-large-casework.ts`, with DATA_DIR or DATABASE_URL) to add the
 * casework to a centre generated before it existed (once: it refuses a database that has messages).
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { ROLES } from '@tc/contract/roles';
import { type Insertable, sql } from 'kysely';
import { loadConfig } from '../config';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/connection';
import type { AuditEntriesTable, ClientFilesTable, MailQueueTable, MessageReadsTable, MessagesTable } from '../db/schema';

const BODIES = [
  'Thanks for the visit today. I have started on the fee schedule we talked about.',
  'Could we move Thursday’s call to the afternoon? The licensing officer is coming in the morning.',
  'Here is the **draft** of the parent handbook. Anything missing?',
  'Great work on the outdoor play space plan. Next step: get two quotes for the fence.',
  'Reminder: the grant application closes on the 15th.',
  'I called the insurer; they need the emergency plan before renewing.',
  'Two new families toured this week and one signed up for January.',
  'Please send me the menu for next month when it is ready.',
];
const DOCUMENTS = ['licence.pdf', 'fire-inspection.pdf', 'parent-handbook.docx', 'fee-schedule.xlsx', 'menu.pdf', 'floor-plan.pdf'];
const SUBJECTS = ['Your coaching visit', 'New message from your coach', 'Coaching session reminder', 'Your plan was updated'];

/** Deterministic, so two runs of the same size make the same casework. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BATCH = 500;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export interface CaseworkCounts {
  messages: number;
  reads: number;
  files: number;
  audit: number;
  mail: number;
  imports: number;
}

/** Adds the casework to the clients `db` holds (each with a coach), over the year before `now`. */
export async function seedCasework(db: Db, seed: number, now = new Date()): Promise<CaseworkCounts> {
  const rand = mulberry32(seed + 43);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const year = 365 * 86_400_000;
  const at = () => new Date(now.getTime() - Math.floor(rand() * year)).toISOString();
  const admin = await db.selectFrom('users').select('id').where('category_id', '=', ROLES.ADMIN).orderBy('id').executeTakeFirstOrThrow();
  // Each client with their first coach.
  const pairs = await db
    .selectFrom('client_coach')
    .select(['client_id', (eb) => eb.fn.min('coach_id').as('coach_id')])
    .groupBy('client_id')
    .orderBy('client_id')
    .execute();
  const emails = new Map(
    (await db.selectFrom('users').select(['id', 'email']).where('category_id', '<>', ROLES.ADMIN).execute()).map((u) => [u.id, u.email]),
  );
  const plans = new Map<number, number[]>();
  for (const p of await db.selectFrom('action_plans').select(['id', 'client_id']).execute()) {
    const list = plans.get(p.client_id) ?? [];
    list.push(p.id);
    plans.set(p.client_id, list);
  }

  // Messages, in time order across every conversation.
  const messages: Insertable<MessagesTable>[] = [];
  for (const { client_id, coach_id } of pairs) {
    const count = 20 + Math.floor(rand() * 21);
    for (let k = 0; k < count; k++) {
      const created = at();
      messages.push({
        client_id,
        author_id: rand() < 0.5 ? client_id : Number(coach_id),
        body: pick(BODIES),
        created_at: created,
        edited_at: null,
        deleted_at: rand() < 0.02 ? created : null,
      });
    }
  }
  messages.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  const ids: number[] = [];
  await insertAll(messages, async (batch) => {
    const rows = await db.insertInto('messages').values(batch).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
  });

  // Each conversation's message ids, oldest first.
  const byConversation = new Map<number, number[]>();
  messages.forEach((m, i) => {
    const list = byConversation.get(m.client_id) ?? [];
    list.push(ids[i]);
    byConversation.set(m.client_id, list);
  });
  // The client and each of their coaches have read all of it or all but the newest few. Whoever is behind has had
  // the "unread message" email about the newest message already, as on a centre whose round has run every minute
  // (features/messages/message-emails.ts): left unmarked, a server's first round after the seed queued and wrote out
  // thousands of emails (2,775 at 10,000 clients, about 20 s of its CPU) under the bench's first cases.
  const coachesOf = new Map<number, number[]>();
  for (const { client_id, coach_id } of await db.selectFrom('client_coach').select(['client_id', 'coach_id']).orderBy('coach_id').execute())
    coachesOf.set(client_id, [...(coachesOf.get(client_id) ?? []), coach_id]);
  const reads: Insertable<MessageReadsTable>[] = [];
  for (const [client_id, list] of byConversation) {
    for (const user_id of [client_id, ...(coachesOf.get(client_id) ?? [])]) {
      const behind = rand() < 0.5 ? 0 : 1 + Math.floor(rand() * 4);
      const mark = list[Math.max(0, list.length - 1 - behind)];
      const newest = list[list.length - 1];
      const emailed =
        newest > mark ? { emailed_for_id: newest, emailed_at: now.toISOString() } : { emailed_for_id: null, emailed_at: null };
      reads.push({ client_id, user_id, last_read_id: mark, read_at: now.toISOString(), ...emailed });
    }
  }
  await insertAll(reads, (batch) => db.insertInto('message_reads').values(batch).execute());

  // Documents and attachments: rows over one stored file (the lists read the rows, never the bytes).
  const bytes = Buffer.from('%PDF-1.4\n% generated for load tests\n');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db
    .insertInto('files')
    .values({
      sha256,
      mime_type: 'application/pdf',
      size: bytes.length,
      bytes,
      width: null,
      height: null,
      original_name: 'bench.pdf',
      is_public: 0,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  const files: Insertable<ClientFilesTable>[] = [];
  for (const { client_id, coach_id } of pairs) {
    const count = 1 + Math.floor(rand() * 5);
    for (let k = 0; k < count; k++) {
      files.push({
        client_id,
        message_id: null,
        sha256,
        file_name: pick(DOCUMENTS),
        mime_type: 'application/pdf',
        size: 20_000 + Math.floor(rand() * 2_000_000),
        uploaded_by: rand() < 0.5 ? client_id : Number(coach_id),
        created_at: at(),
        deleted_at: rand() < 0.05 ? now.toISOString() : null,
      });
    }
  }
  messages.forEach((m, i) => {
    if (rand() < 0.05)
      files.push({
        client_id: m.client_id,
        message_id: ids[i],
        sha256,
        file_name: pick(DOCUMENTS),
        mime_type: 'application/pdf',
        size: 20_000 + Math.floor(rand() * 2_000_000),
        uploaded_by: m.author_id,
        created_at: m.created_at,
        deleted_at: null,
      });
  });
  files.sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  await insertAll(files, (batch) => db.insertInto('client_files').values(batch).execute());

  // Sent mail: invitations, reminders and message notices, a few failed.
  const mail: Insertable<MailQueueTable>[] = [];
  for (const { client_id, coach_id } of pairs) {
    for (let k = 0; k < 3; k++) {
      const created = at();
      const failed = rand() < 0.01;
      mail.push({
        recipient: emails.get(rand() < 0.7 ? client_id : Number(coach_id)) ?? 'someone@example.ca',
        subject: pick(SUBJECTS),
        reply_to: null,
        content: failed ? '{"text":"Generated for load tests."}' : '',
        status: failed ? 'failed' : 'sent',
        attempts: failed ? 8 : 1,
        next_attempt_at: created,
        last_error: failed ? '550 mailbox unavailable' : null,
        locked_by: null,
        locked_until: null,
        created_at: created,
        sent_at: failed ? null : created,
      });
    }
  }
  mail.sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  await insertAll(mail, (batch) => db.insertInto('mail_queue').values(batch).execute());

  // The audit trail of that year.
  const audit: Insertable<AuditEntriesTable>[] = [];
  const ip = () => `10.${Math.floor(rand() * 255)}.${Math.floor(rand() * 255)}.${1 + Math.floor(rand() * 250)}`;
  for (const { client_id, coach_id } of pairs) {
    const coach = Number(coach_id);
    const own = plans.get(client_id) ?? [];
    const count = 20 + Math.floor(rand() * 21);
    for (let k = 0; k < count; k++) {
      const roll = rand();
      const when = at();
      const plan = own.length ? pick(own) : null;
      if (roll < 0.3)
        audit.push({
          at: when,
          actor_id: rand() < 0.6 ? client_id : coach,
          action: 'login',
          entity: 'user',
          entity_id: null,
          before: null,
          after: null,
          ip: ip(),
        });
      else if (roll < 0.55)
        audit.push({
          at: when,
          actor_id: coach,
          action: 'create',
          entity: 'action_journal',
          entity_id: null,
          before: null,
          after: JSON.stringify({
            client_id,
            actionplan_id: plan,
            minutes: 30 + 15 * Math.floor(rand() * 6),
            activity: 'phone',
            date: when.slice(0, 10),
          }),
          ip: ip(),
        });
      else if (roll < 0.7 && plan)
        audit.push({
          at: when,
          actor_id: coach,
          action: 'update',
          entity: 'action_plan',
          entity_id: plan,
          before: JSON.stringify({ id: plan, client_id, status: 'active', summary: 'Grant application' }),
          after: JSON.stringify({ id: plan, client_id, status: 'done', summary: 'Grant application' }),
          ip: ip(),
        });
      else if (roll < 0.9)
        audit.push({
          at: when,
          actor_id: rand() < 0.5 ? client_id : coach,
          action: 'create',
          entity: 'message',
          entity_id: null,
          before: null,
          after: JSON.stringify({ client_id, body: pick(BODIES) }),
          ip: ip(),
        });
      else
        audit.push({
          at: when,
          actor_id: coach,
          action: 'update',
          entity: 'user',
          entity_id: client_id,
          before: JSON.stringify({ id: client_id, phone: '403-555-0100' }),
          after: JSON.stringify({ id: client_id, phone: '403-555-0199' }),
          ip: ip(),
        });
    }
  }
  audit.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  await insertAll(audit, (batch) => db.insertInto('audit_entries').values(batch).execute());

  // Two imports done by the administrator.
  const imports = [0, 1].map((k) => ({
    kind: 'clients' as const,
    status: 'imported' as const,
    file_name: `day-homes-${2025 + k}.csv`,
    created_by: admin.id,
    created_at: at(),
    imported_at: now.toISOString(),
    undone_at: null,
    row_count: 120,
    imported_count: 118,
    skipped_count: 2,
    created_regions: '[]',
    staged: null,
  }));
  await db.insertInto('import_batches').values(imports).execute();

  return {
    messages: messages.length,
    reads: reads.length,
    files: files.length,
    audit: audit.length,
    mail: mail.length,
    imports: imports.length,
  };
}

async function main() {
  const handle = openDatabase(loadConfig({ ...process.env, DEMO_DATA: 'false' }));
  try {
    const some = await handle.db.selectFrom('messages').select('id').limit(1).executeTakeFirst();
    if (some) {
      console.error('The database has messages already: the casework is added once, to a centre seed:large made.');
      process.exitCode = 1;
      return;
    }
    const clients = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('category_id', '=', ROLES.CLIENT)
      .executeTakeFirstOrThrow();
    const started = Date.now();
    const counts = await handle.db.transaction().execute((trx) => seedCasework(trx, Number(clients.n)));
    await sql`analyze`.execute(handle.db);
    console.log(`Added ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
