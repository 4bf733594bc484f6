import { ERASED_TEXT, erasedName } from '@tc/contract/erasure';
import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { unusablePasswordHash } from '../../auth/passwords';
import type { Db, Dialect } from '../../db/connection';
import type { UserRow } from '../../db/users-repository';
import { forgetAnswers } from '../../lib/idempotency';
import { nowIso } from '../../lib/time';

/**
 * Erasing a person on request (docs/decisions/035-erasure.md). The `users` row and its id stay, so the funder
 * totals of their plans, diary and sessions stay attributed to "Erased client #N"; their identity, contact data,
 * free text and files go, and so does every copy of them in the audit trail and the mail queue. All of it in the
 * caller's transaction: an erasure lands whole or not at all.
 */

/** Audit snapshot keys whose string values are structure, not what a person wrote or is: they stay. */
const STRUCTURAL_KEYS = new Set([
  'status',
  'kind',
  'activity',
  'category_id',
  'purpose',
  'mime_type',
  'sha256',
  'source',
  'date',
  'due_date',
  'starts_at',
  'ends_at',
  'first_day',
  'last_day',
  'finished_at',
  'done_at',
  'status_at',
  'created_at',
  'updated_at',
  'deleted_at',
  'archivedAt',
  'createdAt',
  'updatedAt',
  'erasedAt',
  'repeat_rule',
  'series_id',
  'uid',
]);

/** Every string of a snapshot replaced by "[erased]", but for the structural ones; numbers, flags and ids stay. */
function scrubSnapshot(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && STRUCTURAL_KEYS.has(key) ? value : ERASED_TEXT;
  if (Array.isArray(value)) return value.map((v) => scrubSnapshot(v, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubSnapshot(v, k)]));
  return value;
}

function scrubJson(text: string | null): string | null {
  if (text === null) return null;
  try {
    return JSON.stringify(scrubSnapshot(JSON.parse(text)));
  } catch {
    return ERASED_TEXT;
  }
}

/** Each needle replaced by "[erased]" in a text; in JSON text the needle is looked for as JSON writes it. */
function replaceNeedles(text: string, needles: string[], json: boolean): string {
  let out = text;
  for (const needle of needles) {
    const form = json ? JSON.stringify(needle).slice(1, -1) : needle;
    out = out.split(form).join(ERASED_TEXT);
  }
  return out;
}

/**
 * What identifies the person wherever it was copied (another client's audit entry, a coach's email about
 * them): their full name, email, username, phone, address, business name and postal code. Their first or
 * last name alone is not looked for across others' rows (a "Grace" elsewhere is not theirs); the entries
 * about them and their records are scrubbed field by field.
 */
function needlesOf(user: UserRow): string[] {
  const values = [
    `${user.firstname} ${user.lastname}`,
    user.email,
    user.username,
    user.phone,
    user.address,
    user.business_name,
    user.postal_code,
  ];
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim().length >= 4))].sort((a, b) => b.length - a.length);
}

const ids = async (q: { execute(): Promise<{ id: number }[]> }) => (await q.execute()).map((r) => r.id);

/** The rows erasure touched, for its one audit entry: counts only, never what was there. */
export interface ErasureCounts {
  plans: number;
  steps: number;
  diary_entries: number;
  sessions: number;
  milestones: number;
  messages_deleted: number;
  files_deleted: number;
  applications: number;
  audit_entries_scrubbed: number;
  mail_deleted: number;
}

export async function eraseUser(trx: Db, user: UserRow): Promise<{ user: UserRow; counts: ErasureCounts }> {
  const id = user.id;
  const isClient = user.category_id === ROLES.CLIENT;
  const now = nowIso();
  const needles = needlesOf(user);
  const email = user.email.toLowerCase();
  const username = user.username.toLowerCase();

  // What their records say, looked for in mail waiting to go: read before it is erased.
  const texts = await recordTexts(trx, id, isClient);

  // ---- Their records: the free text goes, the numbers and dates (the funder totals) stay ----
  const planIds = isClient ? await ids(trx.selectFrom('action_plans').select('id').where('client_id', '=', id)) : [];
  if (planIds.length) {
    await trx
      .updateTable('action_plans')
      .set({ summary: ERASED_TEXT, description: null, private_note: null })
      .where('client_id', '=', id)
      .execute();
  }
  const stepIds = planIds.length ? await ids(trx.selectFrom('plan_steps').select('id').where('actionplan_id', 'in', planIds)) : [];
  if (stepIds.length) await trx.updateTable('plan_steps').set({ title: ERASED_TEXT }).where('id', 'in', stepIds).execute();
  const entryIds = isClient ? await ids(trx.selectFrom('action_journals').select('id').where('client_id', '=', id)) : [];
  if (entryIds.length)
    await trx.updateTable('action_journals').set({ notes: null, private_note: null }).where('client_id', '=', id).execute();
  const sessionIds = isClient ? await ids(trx.selectFrom('coaching_sessions').select('id').where('client_id', '=', id)) : [];
  if (sessionIds.length) {
    await trx
      .updateTable('coaching_sessions')
      .set({ agenda: null, private_note: null, status_reason: null, location: null })
      .where('client_id', '=', id)
      .execute();
  }
  const milestoneIds = isClient ? await ids(trx.selectFrom('milestones').select('id').where('client_id', '=', id)) : [];
  if (milestoneIds.length) await trx.updateTable('milestones').set({ notes: null }).where('client_id', '=', id).execute();
  // A coach's days away may give a reason; their hours are no one's personal data.
  await trx.updateTable('availability_exceptions').set({ reason: null }).where('coach_id', '=', id).execute();

  // ---- Messages and files: rows that carry no totals are deleted ----
  // A client's whole conversation goes; of a coach, the messages they wrote.
  const messageIds = await ids(
    trx
      .selectFrom('messages')
      .select('id')
      .where(isClient ? 'client_id' : 'author_id', '=', id),
  );
  const fileRows = await trx
    .selectFrom('client_files')
    .select(['id', 'sha256'])
    .where((eb) => {
      const of = [];
      if (isClient) of.push(eb('client_id', '=', id));
      if (messageIds.length) of.push(eb('message_id', 'in', messageIds));
      // A coach's own uploads to their clients' files stay: they are the clients' documents.
      return of.length ? eb.or(of) : eb.val(false);
    })
    .execute();
  if (fileRows.length)
    await trx
      .deleteFrom('client_files')
      .where(
        'id',
        'in',
        fileRows.map((f) => f.id),
      )
      .execute();
  const filesDeleted = await deleteUnreferencedBlobs(trx, [...new Set(fileRows.map((f) => f.sha256))]);
  if (messageIds.length) await trx.deleteFrom('messages').where('id', 'in', messageIds).execute();
  if (isClient) await trx.deleteFrom('message_reads').where('client_id', '=', id).execute();
  await trx.deleteFrom('message_reads').where('user_id', '=', id).execute();

  // ---- Applications from them: their text goes, the application (a count) stays ----
  const applicationIds = await ids(
    trx
      .selectFrom('applications')
      .select('id')
      .where((eb) => eb.or([eb('user_id', '=', id), eb(eb.fn('lower', ['email']), '=', email)])),
  );
  if (applicationIds.length) {
    await trx
      .updateTable('applications')
      .set({
        ...erasedName('client', id),
        email: `erased-${id}@erased.invalid`,
        phone: null,
        business_name: null,
        city: null,
        message: null,
        admin_note: null,
        updated_at: now,
      })
      .where('id', 'in', applicationIds)
      .execute();
  }

  // ---- What signs them in and reaches them ----
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', id).execute();
  await trx.deleteFrom('two_factor').where('user_id', '=', id).execute();
  await trx.deleteFrom('account_tokens').where('user_id', '=', id).execute();
  await trx.deleteFrom('unlock_links').where('user_id', '=', id).execute();
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', id).execute();
  await trx.deleteFrom('session_reminders').where('user_id', '=', id).execute();
  await trx
    .deleteFrom('sign_in_addresses')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username))
    .execute();
  await trx
    .deleteFrom('login_failures')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username))
    .execute();
  const mail = await trx
    .deleteFrom('mail_queue')
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email))
    .executeTakeFirst();
  // A centre's copy of their application answers to them: it answers to no one now.
  await trx
    .updateTable('mail_queue')
    .set({ reply_to: null })
    .where((eb) => eb(eb.fn('lower', ['reply_to']), '=', email))
    .execute();
  // Mail to others that names them or quotes their records (a coach told of a session's agenda, of their message):
  // waiting, it is dropped (a calendar attachment folds its lines, so no replacement would find all of it); sent,
  // only its subject is kept, and their name goes from it.
  let mailDropped = 0;
  for (const needle of [...needles, ...texts]) {
    const like = `%${JSON.stringify(needle).slice(1, -1)}%`;
    const dropped = await trx
      .deleteFrom('mail_queue')
      .where('status', '!=', 'sent')
      .where((eb) => eb.or([eb('subject', 'like', `%${needle}%`), eb('content', 'like', like)]))
      .executeTakeFirst();
    mailDropped += Number(dropped.numDeletedRows);
    const rows = await trx.selectFrom('mail_queue').select(['id', 'subject', 'content']).where('subject', 'like', `%${needle}%`).execute();
    for (const row of rows) {
      await trx
        .updateTable('mail_queue')
        .set({ subject: replaceNeedles(row.subject, needles, false), content: replaceNeedles(row.content, needles, true) })
        .where('id', '=', row.id)
        .execute();
    }
  }

  // ---- The audit trail: entries about them or their records are scrubbed field by field, any other that names them by needle ----
  const about: [string, number[]][] = [
    ['user', [id]],
    ['users', [id]],
    ['two_factor', [id]],
    ['calendar_feeds', [id]],
    ['account_link', [id]],
    ['unlock_link', [id]],
    ['action_plan', planIds],
    ['plan_step', stepIds],
    ['action_journal', entryIds],
    ['session', sessionIds],
    ['milestone', milestoneIds],
    ['message', messageIds],
    ['client_file', fileRows.map((f) => f.id)],
    ['application', applicationIds],
  ];
  let scrubbed = 0;
  for (const [entity, entityIds] of about) {
    for (let i = 0; i < entityIds.length; i += 500) {
      const rows = await trx
        .selectFrom('audit_entries')
        .select(['id', 'before', 'after'])
        .where('entity', '=', entity)
        .where('entity_id', 'in', entityIds.slice(i, i + 500))
        .execute();
      for (const row of rows) {
        await trx
          .updateTable('audit_entries')
          .set({ before: scrubJson(row.before), after: scrubJson(row.after) })
          .where('id', '=', row.id)
          .execute();
      }
      scrubbed += rows.length;
    }
  }
  for (const needle of needles) {
    const form = `%${JSON.stringify(needle).slice(1, -1)}%`;
    const rows = await trx
      .selectFrom('audit_entries')
      .select(['id', 'before', 'after'])
      .where((eb) => eb.or([eb('before', 'like', form), eb('after', 'like', form)]))
      .execute();
    for (const row of rows) {
      await trx
        .updateTable('audit_entries')
        .set({
          before: row.before === null ? null : replaceNeedles(row.before, needles, true),
          after: row.after === null ? null : replaceNeedles(row.after, needles, true),
        })
        .where('id', '=', row.id)
        .execute();
    }
    scrubbed += rows.length;
  }

  // ---- The person: the row and id stay, under "Erased client #N"; signed out everywhere, never to sign in ----
  const role = user.category_id === ROLES.COACH ? 'coach' : 'client';
  const erased = await trx
    .updateTable('users')
    .set((eb) => ({
      ...erasedName(role, id),
      username: `erased-${id}`,
      email: `erased-${id}@erased.invalid`,
      phone: null,
      business_name: null,
      address: null,
      city: null,
      postal_code: null,
      status: 'inactive' as const,
      session_reminders: 0,
      notify_messages: 0,
      notify_handoffs: 0,
      token_version: eb('token_version', '+', 1),
      erased_at: now,
      updated_at: now,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // A fresh random hash no one knows: no password signs in, and no reset reaches an address that is gone.
  await trx
    .updateTable('users')
    .set({ password_hash: await unusablePasswordHash() })
    .where('id', '=', id)
    .execute();
  // The answers kept for changes sent again (lib/idempotency.ts) may quote their records: none is kept past this.
  await forgetAnswers(trx);

  return {
    user: erased,
    counts: {
      plans: planIds.length,
      steps: stepIds.length,
      diary_entries: entryIds.length,
      sessions: sessionIds.length,
      milestones: milestoneIds.length,
      messages_deleted: messageIds.length,
      files_deleted: filesDeleted,
      applications: applicationIds.length,
      audit_entries_scrubbed: scrubbed,
      mail_deleted: Number(mail.numDeletedRows) + mailDropped,
    },
  };
}

/** The free text of a person's records (plans, steps, diary, sessions, milestones, messages, file names), of 4 characters or more. */
async function recordTexts(trx: Db, id: number, isClient: boolean): Promise<string[]> {
  const texts: (string | null)[] = [];
  if (isClient) {
    const plans = await trx
      .selectFrom('action_plans')
      .select(['id', 'summary', 'description', 'private_note'])
      .where('client_id', '=', id)
      .execute();
    texts.push(...plans.flatMap((p) => [p.summary, p.description, p.private_note]));
    if (plans.length) {
      const steps = await trx
        .selectFrom('plan_steps')
        .select('title')
        .where(
          'actionplan_id',
          'in',
          plans.map((p) => p.id),
        )
        .execute();
      texts.push(...steps.map((s) => s.title));
    }
    const entries = await trx.selectFrom('action_journals').select(['notes', 'private_note']).where('client_id', '=', id).execute();
    texts.push(...entries.flatMap((e) => [e.notes, e.private_note]));
    const sessions = await trx
      .selectFrom('coaching_sessions')
      .select(['agenda', 'location', 'private_note', 'status_reason'])
      .where('client_id', '=', id)
      .execute();
    texts.push(...sessions.flatMap((s) => [s.agenda, s.location, s.private_note, s.status_reason]));
    const milestones = await trx.selectFrom('milestones').select('notes').where('client_id', '=', id).execute();
    texts.push(...milestones.map((m) => m.notes));
    const files = await trx.selectFrom('client_files').select('file_name').where('client_id', '=', id).execute();
    texts.push(...files.map((f) => f.file_name));
  }
  const messages = await trx
    .selectFrom('messages')
    .select('body')
    .where(isClient ? 'client_id' : 'author_id', '=', id)
    .execute();
  texts.push(...messages.map((m) => m.body));
  // Each line on its own too: an email quotes a line of a longer text.
  const all = texts.flatMap((t) => (t ? [t, ...t.split('\n')] : [])).map((t) => t.trim());
  return [...new Set(all.filter((t) => t.length >= 4 && t !== ERASED_TEXT))];
}

/** Deletes the stored bytes of these files that nothing references any more; answers how many went. */
async function deleteUnreferencedBlobs(trx: Db, hashes: string[]): Promise<number> {
  let deleted = 0;
  for (const sha256 of hashes) {
    const file = await trx.selectFrom('files').select('is_public').where('sha256', '=', sha256).executeTakeFirst();
    // Public bytes were published by someone (a page image): not the person's to take away.
    if (!file || Number(file.is_public) === 1) continue;
    const used = await trx
      .selectFrom('client_files')
      .select('id')
      .where('sha256', '=', sha256)
      .union(trx.selectFrom('form_files').select('id').where('sha256', '=', sha256))
      .limit(1)
      .executeTakeFirst();
    const variantOrImage = await trx
      .selectFrom('file_variants')
      .select('sha256')
      .where((eb) => eb.or([eb('sha256', '=', sha256), eb('variant_sha256', '=', sha256)]))
      .union(trx.selectFrom('landing_images').select('sha256').where('sha256', '=', sha256))
      .limit(1)
      .executeTakeFirst();
    if (used || variantOrImage) continue;
    await trx.deleteFrom('files').where('sha256', '=', sha256).execute();
    deleted += 1;
  }
  return deleted;
}

/**
 * After the erasure's transaction: no copy left in the database's free space. On SQLite the word search's
 * trigram tables are merged (below); the connection runs with `secure_delete` (db/connection.ts), so what the
 * erasure freed is overwritten with zeros; the write-ahead log is emptied into the file and truncated (its older
 * frames held the text as it was), then VACUUM rebuilds the file and the log is truncated again. On PostgreSQL
 * a VACUUM of the tables erasure writes removes the dead row versions from their pages and indexes (the audit
 * search's text table and trigram indexes among them). VACUUM runs outside any transaction, on both.
 */
export async function reclaimFreeSpace(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    // The word search's trigram tables (docs/decisions/051-audit-text-search.md) keep a deleted row's terms in
    // their blocks until those are merged: merged into one now, so none of the erased text's pieces is left.
    for (const table of ['audit_text', 'plan_text', 'step_text'])
      await sql`insert into ${sql.table(table)} (${sql.table(table)}) values ('optimize')`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await sql`vacuum`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return;
  }
  await sql`vacuum users, action_plans, plan_steps, action_journals, coaching_sessions, milestones, messages, message_reads, client_files, files, applications, audit_entries, audit_text, mail_queue, sign_in_addresses, login_failures, availability_exceptions`.execute(
    db,
  );
}
