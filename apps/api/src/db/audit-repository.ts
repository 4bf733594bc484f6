import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@tc/contract/audit';
import { collections } from '@tc/contract/content';
import { PostgresAdapter, type RawBuilder, type Selectable, sql } from 'kysely';
import { describeEntry, type EntryFacts, type Known, type KnownPerson, wanted } from '../lib/audit-wording';
import { likePattern } from '../lib/listing';
import type { Db } from './connection';
import { PLAN_EACH_RUN, planEachRun } from './pg-statements';
import type { AuditCountMarkTable, AuditEntriesTable } from './schema';

// The audit trail's query and record mapping, one place for the trail (features/audit)
// and the administrators' dashboard (features/dashboard), since features do not import each other.

export interface AuditFilters {
  /** Words in a name, a title or a value before or after (docs/decisions/036). */
  q?: string;
  actorId?: number;
  entity?: string;
  entityId?: number;
  action?: AuditAction;
  /** Any of these actions (the dashboard's changes: no sign-in events). */
  actions?: readonly AuditAction[];
  /** UTC instants: `since` inclusive, `until` exclusive. */
  since?: string;
  until?: string;
}

/** Entities whose id is a person's, as lib/audit-wording.ts reads them. */
const PERSON_ENTITIES = ['user', 'users', 'two_factor', 'calendar_feeds', 'availability'];

/** Records of one client, by the table that holds them (the entity's id is the row's). */
const CLIENT_RECORDS = [
  ['action_plan', 'action_plans'],
  ['action_journal', 'action_journals'],
  ['milestone', 'milestones'],
  ['session', 'coaching_sessions'],
  ['message', 'messages'],
  ['client_file', 'client_files'],
  ['client_coach', 'client_coach'],
] as const;

/**
 * The text search: the actor, the person a record is or belongs to (their names now), a plan's or step's title
 * now, or any value in the snapshots (docs/decisions/051-audit-text-search.md). Each is a condition on the entry
 * `x`, given `named`, the ids of the people whose names match. The names match through small sub-selects of
 * users and of each client's records (their client_id indexes). The texts (snapshots, plan summaries, step
 * titles) are LIKEs (ILIKE on PostgreSQL's snapshots).
 *
 * `way` 'sets' (foundBy): each condition is read by its own index, the texts on SQLite first narrowed by their
 * FTS5 trigram tables (migration 0032) to the records holding every trigram of the words, three characters or
 * more, which the LIKE then checks (and the audit entries not yet in their table, read by LIKE alone);
 * PostgreSQL's pg_trgm indexes answer the LIKEs as written, the snapshots' on their own table too (`audit_text`,
 * migration 0037, docs/decisions/060-audit-text-batches.md), the entries not yet in it read by ILIKE. `way` 'scan': the
 * conditions as the entries read in date order test them, one LIKE a text, nothing narrowed, and an entry's
 * record looked up by its id (`exists`): PostgreSQL keeps an `in (…)` list inside an OR in memory only while it
 * fits work_mem, and past that (the diary entries of every client whose name holds two common letters) reads
 * the list again for every entry, which took longer than 14 minutes for a total.
 */
function searchTerms(db: Db, q: string, x: 'a' | 'e', named: RawBuilder<unknown>, way: SearchWay): RawBuilder<boolean>[] {
  const pattern = likePattern(q);
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const lowered = (expr: RawBuilder<unknown>) => lowerLike(expr, pattern);
  const trigrams = pg || way === 'scan' ? null : trigramsOf(q);
  /** `checked` (a LIKE over a text), narrowed first by the text's trigram table when the words allow it. */
  const indexed = (fts: string, id: RawBuilder<unknown>, checked: RawBuilder<boolean>) =>
    trigrams
      ? sql<boolean>`${id} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${trigrams}) and ${checked}`
      : checked;
  const e = (column: string) => sql.ref(`${x}.${column}`);
  const like = (column: string, entry: string = x) =>
    sql<boolean>`${sql.ref(`${entry}.${column}`)} ${sql.raw(pg ? 'ilike' : 'like')} ${pattern} escape '\\'`;
  /** The entry is of `entity` and its record (`r` in `from`) meets `where`. */
  const recordOf = (entity: string, from: RawBuilder<unknown>, where: RawBuilder<boolean>) =>
    way === 'sets'
      ? sql<boolean>`(${e('entity')} = ${entity} and ${e('entity_id')} in (select r.id from ${from} where ${where}))`
      : sql<boolean>`(${e('entity')} = ${entity} and exists (select 1 from ${from} where r.id = ${e('entity_id')} and (${where})))`;
  const summaryHolds = indexed('plan_text', sql.ref('r.id'), lowered(sql.ref('r.summary')));
  // A step by its client, its own title, or its plan's summary: as sets, each read by its index; in a scan, the
  // entry's step looked up with its plan.
  const step =
    way === 'sets'
      ? sql<boolean>`(${e('entity')} = 'plan_step' and ${e('entity_id')} in (
          select s.id from plan_steps s inner join action_plans p on p.id = s.actionplan_id where p.client_id in (${named})
          union all select r.id from plan_steps r where ${indexed('step_text', sql.ref('r.id'), lowered(sql.ref('r.title')))}
          union all select s.id from plan_steps s where s.actionplan_id in (select r.id from action_plans r where ${summaryHolds})))`
      : recordOf(
          'plan_step',
          sql`plan_steps r inner join action_plans p on p.id = r.actionplan_id`,
          sql<boolean>`p.client_id in (${named}) or ${lowered(sql.ref('r.title'))} or ${lowered(sql.ref('p.summary'))}`,
        );
  const snapshotsHold = (entry: string = x) => sql<boolean>`(${like('before', entry)} or ${like('after', entry)})`;
  // The text table holds the entries up to audit_text_indexed's id (indexAuditText); those after it are read by
  // LIKE, a range of ids. On PostgreSQL its pg_trgm index answers the ILIKE as written (migration 0037), whatever
  // the words; the entry's own snapshots are checked too, as a match of the text may span its two lines.
  const textHolds = pg
    ? sql<boolean>`${e('id')} in (select t.id from audit_text t where t.body ilike ${pattern} escape '\\') and ${snapshotsHold()}`
    : trigrams && indexed('audit_text', e('id'), snapshotsHold());
  // The range after the mark as a join with the mark's row: PostgreSQL plans `id > (select last_id …)` for a third of
  // the entries (the value unknown when planning), and read that empty range with parallel workers: 47 ms, 0.1 here.
  const notIndexedYet = sql<boolean>`${e('id')} in (select n.id from audit_text_indexed m inner join audit_entries n on n.id > m.last_id
    where ${snapshotsHold('n')})`;
  const snapshots = way === 'scan' ? [like('before'), like('after')] : textHolds ? [textHolds, notIndexedYet] : [snapshotsHold()];
  return [
    sql<boolean>`${e('actor_id')} in (${named})`,
    // A person is their own record: no table to look up.
    sql<boolean>`(${e('entity')} in (${sql.join(PERSON_ENTITIES)}) and ${e('entity_id')} in (${named}))`,
    ...CLIENT_RECORDS.map(([entity, table]) => recordOf(entity, sql`${sql.table(table)} r`, sql<boolean>`r.client_id in (${named})`)),
    recordOf('client_coach', sql`client_coach r`, sql<boolean>`r.coach_id in (${named})`),
    recordOf('action_plan', sql`action_plans r`, summaryHolds),
    step,
    ...snapshots,
  ];
}

/** The people whose names (first and last, or user name) hold the words. */
function namedPeople(db: Db, q: string) {
  const pattern = likePattern(q);
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([lowerLike(sql`firstname || ' ' || lastname`, pattern), lowerLike(sql.ref('username'), pattern)]));
}

/** `expr`, lower-cased, holds the LIKE `pattern` (the words are lower-cased by likePattern). */
const lowerLike = (expr: RawBuilder<unknown>, pattern: string) => sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`;

/**
 * The ids of the entries the words find, as one statement: each way of matching a set read by its index (the
 * actor's, the record's `(entity, entity_id)`, the texts' trigrams), joined with `union all`, the people named
 * read once (a materialized CTE).
 */
function foundBy(db: Db, q: string): RawBuilder<unknown> {
  const sets = searchTerms(db, q, 'e', sql`select id from named`, 'sets').map(
    (term) => sql`select e.id from audit_entries e where ${term}`,
  );
  return sql`with named as materialized ${namedPeople(db, q)} ${sql.join(sets, sql` union all `)}`;
}

/**
 * How a search by words reads the trail. `sets`: the entries its words find, then sorted by date, fast for words
 * few entries hold (1,374 → 28 ms on SQLite at 510,000 entries); `scan`: every entry in date order, each tested,
 * which finds a page of a word most entries hold (a name every entry's actor has) without sorting them all.
 */
export type SearchWay = 'sets' | 'scan';

/** The most entries a search reads by its sets; more, and it scans in date order. */
const SETS_AT_MOST = 2000;

/** Which way reads the search of `f` faster: by its sets when they hold at most SETS_AT_MOST entries. */
export async function searchWay(db: Db, f: AuditFilters): Promise<SearchWay> {
  if (!f.q) return 'sets';
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from (select id from (${foundBy(db, f.q)}) found limit ${SETS_AT_MOST + 1}) probe ${PLAN_EACH_RUN}`.execute(db);
  return Number(rows[0]?.n ?? 0) > SETS_AT_MOST ? 'scan' : 'sets';
}

function matching(db: Db, q: string, way: SearchWay): RawBuilder<boolean> {
  if (way === 'sets') return sql<boolean>`a.id in (${foundBy(db, q)})`;
  return sql<boolean>`(${sql.join(searchTerms(db, q, 'a', sql`${namedPeople(db, q)}`, 'scan'), sql` or `)})`;
}

/** The audit entries indexAuditText takes into the text table at a time: one transaction (on SQLite, one segment). */
export const INDEX_BATCH = 500;

/**
 * Takes the audit entries written since the last batch into the word search's text table (SQLite: migration 0032,
 * an FTS5 trigram table; PostgreSQL: 0037, a table with a pg_trgm index), at most INDEX_BATCH of them, in one
 * transaction: on SQLite one FTS5 segment a batch, where a trigger made one a commit; on PostgreSQL the GIN index's
 * work off the saves' path. Answers how many entries it went over (0: none were ready; INDEX_BATCH: more may be).
 */
export async function indexAuditText(db: Db): Promise<number> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return indexAuditTextPg(db);
  return db.transaction().execute(async (trx) => {
    // The next ids after the last indexed, read from the primary key (a join here scanned every entry: 0.1 s).
    const { rows } = await sql<{ last: number; upto: number | null; n: number }>`select
        (select last_id from audit_text_indexed) as last, max(id) as upto, count(*) as n
      from (select id from audit_entries where id > (select last_id from audit_text_indexed) order by id limit ${INDEX_BATCH})`.execute(
      trx,
    );
    const batch = rows[0];
    if (!batch || batch.upto === null) return 0;
    // The text as the migration's triggers write it: before and after on two lines.
    await sql`insert into audit_text (rowid, body)
      select id, coalesce(before, '') || char(10) || coalesce(after, '') from audit_entries
      where id > ${batch.last} and id <= ${batch.upto} and (before is not null or after is not null)`.execute(trx);
    await sql`update audit_text_indexed set last_id = ${batch.upto}`.execute(trx);
    return Number(batch.n);
  });
}

/**
 * PostgreSQL's batch (docs/decisions/060-audit-text-batches.md): an entry with a smaller id can commit after a larger
 * one is seen, so the indexed id moves in two steps, as the audit count mark does (moveMark, decision 058). The
 * largest id and the snapshot that saw it are noted (`pending_id`, `pending_snapshot`); once none of that snapshot's
 * transactions is in progress, every entry up to the noted id is stored for good, and the batches take them, the
 * next step noted when they reach it. Another instance's worker at the same batch: its update finds the row moved,
 * and its transaction, copies included, is rolled back.
 */
async function indexAuditTextPg(db: Db): Promise<number> {
  type Row = { last_id: number; pending_id: number | null; pending_snapshot: string | null };
  const read = async () =>
    (await sql<Row>`select last_id, pending_id, pending_snapshot from audit_text_indexed`.execute(db)).rows[0] as Row | undefined;
  const mark = await read();
  if (!mark) return 0;
  // Noted now, checked at the next call (the worker's next round): an entry whose insert had taken its id but not
  // yet written its row when the snapshot was taken is not in its list, and has long ended by then.
  if (mark.pending_id === null || mark.pending_snapshot === null || mark.pending_id <= mark.last_id) {
    await notePending(db, mark.last_id);
    return 0;
  }
  if (!(await snapshotEnded(db, mark.pending_snapshot))) return 0;
  const { last_id: last, pending_id: pending } = mark;
  return db.transaction().execute(async (trx) => {
    const batch = (
      await sql<{ upto: number | null; n: number | string }>`select max(id) as upto, count(*) as n from (select id from audit_entries
        where id > ${last} and id <= ${pending} order by id limit ${INDEX_BATCH}) next`.execute(trx)
    ).rows[0];
    // No entry left up to the noted id (those ids were rolled back): the mark moves there all the same.
    const upto = batch.upto === null || Number(batch.n) < INDEX_BATCH ? pending : Number(batch.upto);
    const moved = await sql`update audit_text_indexed set last_id = ${upto} where last_id = ${last}`.execute(trx);
    if (Number(moved.numAffectedRows ?? 0) === 0) return 0;
    await sql`insert into audit_text (id, body)
      select id, coalesce(before, '') || chr(10) || coalesce(after, '') from audit_entries
      where id > ${last} and id <= ${upto} and (before is not null or after is not null)`.execute(trx);
    return Number(batch.n);
  });
}

/**
 * Whether every transaction a PostgreSQL snapshot (`pg_current_snapshot()` as text) listed in progress has ended:
 * then every id taken before it is stored for good or rolled back (the audit count mark, the audit text's batches).
 */
async function snapshotEnded(db: Db, snapshot: string): Promise<boolean> {
  const { rows } = await sql<{ ended: boolean }>`select coalesce(bool_and(pg_xact_status(x) <> 'in progress'), true) as ended
    from pg_snapshot_xip(cast(${snapshot} as pg_snapshot)) x`.execute(db);
  return rows[0].ended;
}

/** Notes the largest entry id and the snapshot that saw it, unless another worker moved the row meanwhile. */
async function notePending(db: Db, lastId: number): Promise<void> {
  await sql`update audit_text_indexed set pending_snapshot = cast(pg_current_snapshot() as text),
      pending_id = coalesce((select max(id) from audit_entries), 0)
    where last_id = ${lastId}`.execute(db);
}

/** How many audit entries wait to go into the text table (by their ids). */
export async function auditTextWaiting(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | null }>`select
    (select max(id) from audit_entries) - (select last_id from audit_text_indexed) as n`.execute(db);
  return Math.max(0, Number(rows[0]?.n ?? 0));
}

/**
 * The FTS5 query of the records whose text holds every three-character piece of the words (lower-cased, as
 * the trigram tokenizer folds them), each quoted; null for words under three characters, which it cannot answer.
 */
function trigramsOf(q: string): string | null {
  const chars = [...q.toLowerCase()];
  if (chars.length < 3) return null;
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) pieces.add(chars.slice(i, i + 3).join(''));
  return [...pieces].map((p) => `"${p.replaceAll('"', '""')}"`).join(' ');
}

function filtered(db: Db, f: AuditFilters, way: SearchWay) {
  let q = db.selectFrom('audit_entries as a');
  if (f.actorId !== undefined) q = q.where('a.actor_id', '=', f.actorId);
  if (f.entity !== undefined) q = q.where('a.entity', '=', f.entity);
  if (f.entityId !== undefined) q = q.where('a.entity_id', '=', f.entityId);
  if (f.action !== undefined) q = q.where('a.action', '=', f.action);
  if (f.actions !== undefined) {
    // Written as the few actions left out: an `in` over the dashboard's changes, most of the trail, had SQLite read
    // them all by the action index and sort them for the ten newest (12 ms at 500,000 entries), where `not in` lets
    // both databases walk the trail newest first and stop at the page.
    const others = AUDIT_ACTIONS.filter((a) => !f.actions!.includes(a));
    if (others.length > 0) q = q.where('a.action', 'not in', others);
  }
  if (f.since !== undefined) q = q.where('a.at', '>=', f.since);
  if (f.until !== undefined) q = q.where('a.at', '<', f.until);
  if (f.q) q = q.where(matching(db, f.q, way));
  return q;
}

/** A stored snapshot as the record it was; text that is not JSON (never written so) comes back as it is. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const unique = (ids: number[]) => [...new Set(ids)];
const CONTENT_TITLES = new Map<string, string>([
  ...Object.values(collections).map((def) => [def.table as string, def.adminList.title] as [string, string]),
  ['form_files', 'title'],
]);
const TABLE_OF = (entity: string) => (entity === 'form_file' ? 'form_files' : entity);

/** Everything the sentences of these entries name, as it is now: people, plans, steps, titles. */
async function lookUp(db: Db, entries: EntryFacts[]): Promise<Known> {
  const wants = entries.map(wanted);
  const known: Known = { people: new Map(), plans: new Map(), steps: new Map(), titles: new Map() };
  const stepIds = unique(wants.flatMap((w) => w.steps));
  for (const s of stepIds.length
    ? await db.selectFrom('plan_steps').select(['id', 'title', 'actionplan_id']).where('id', 'in', stepIds).execute()
    : [])
    known.steps.set(s.id, s);
  const planIds = unique([...wants.flatMap((w) => w.plans), ...[...known.steps.values()].map((s) => s.actionplan_id)]);
  for (const p of planIds.length
    ? await db.selectFrom('action_plans').select(['id', 'summary', 'client_id']).where('id', 'in', planIds).execute()
    : [])
    known.plans.set(p.id, p);
  const personIds = unique([...wants.flatMap((w) => w.people), ...[...known.plans.values()].map((p) => p.client_id)]);
  if (personIds.length) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username', 'firstname', 'lastname', 'category_id', 'erased_at'])
      .where('id', 'in', personIds)
      .execute();
    for (const r of rows) known.people.set(r.id, { ...r, erased: r.erased_at !== null } satisfies KnownPerson);
  }
  const byEntity = new Map<string, number[]>();
  for (const [entity, id] of wants.flatMap((w) => w.titles)) byEntity.set(entity, [...(byEntity.get(entity) ?? []), id]);
  for (const [entity, ids] of byEntity) {
    const table = TABLE_OF(entity);
    const column = CONTENT_TITLES.get(table);
    if (!column) continue;
    const { rows } = await sql<{ id: number; title: string | null }>`select id, ${sql.ref(column)} as title from ${sql.table(table)}
      where id in (${sql.join(unique(ids))})`.execute(db);
    known.titles.set(entity, new Map(rows.flatMap((r) => (r.title ? [[Number(r.id), r.title] as const] : []))));
  }
  return known;
}

/** A stored entry as the table holds it. */
type Row = Selectable<AuditEntriesTable>;

/** Stored rows as the trail answers them: snapshots parsed, the sentence and the names as they are now. */
export async function describedEntries(db: Db, rows: Row[]): Promise<AuditEntry[]> {
  const facts = rows.map((r) => ({
    action: r.action as AuditAction,
    entity: r.entity,
    entity_id: r.entity_id,
    actor_id: r.actor_id,
    before: parsed(r.before),
    after: parsed(r.after),
  }));
  const known = await lookUp(db, facts);
  return rows.map((r, i) => {
    const actor = r.actor_id === null ? undefined : known.people.get(r.actor_id);
    const words = describeEntry(facts[i], known);
    return {
      id: r.id,
      at: r.at,
      actor_id: r.actor_id,
      actor: actor
        ? { id: actor.id, username: actor.username, firstname: actor.firstname, lastname: actor.lastname, erased: actor.erased }
        : null,
      action: facts[i].action,
      entity: r.entity,
      entity_id: r.entity_id,
      ...words,
      before: facts[i].before,
      after: facts[i].after,
      ip: r.ip,
    };
  });
}

const COLUMNS = ['a.id', 'a.at', 'a.actor_id', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after', 'a.ip'] as const;

/**
 * The stored entries the filters match, newest first (id breaks ties): a page of them is the list, all of them the
 * CSV. `way`: how a search by words reads (searchWay).
 */
export function auditRows(db: Db, f: AuditFilters, way: SearchWay) {
  return searched(f, filtered(db, f, way).select(COLUMNS).orderBy('a.at', 'desc').orderBy('a.id', 'desc'));
}

/**
 * A statement of a search by words, planned for each run's words on PostgreSQL (planEachRun): the plan kept for any
 * words read the trigram index as if every word were common (the search's probe 270 ms, where planned for a rare
 * word it takes 27, at 510,000 entries).
 */
const searched = <Q extends { modifyEnd(modifier: RawBuilder<unknown>): Q }>(f: AuditFilters, query: Q): Q =>
  f.q ? planEachRun(query) : query;

/**
 * One page of the trail, newest first (id breaks ties), each entry described with the names as they are now;
 * `reversed`, the page counted from the oldest end, oldest first (pageFromNearerEnd reads a deep page so).
 */
export async function listAuditEntries(
  db: Db,
  f: AuditFilters,
  limit: number,
  offset: number,
  way?: SearchWay,
  reversed = false,
): Promise<AuditEntry[]> {
  const order = reversed ? 'asc' : 'desc';
  // The page's ids first, from an index of (…, at, id) alone, then those entries whole: a deep page skips index
  // keys, not rows with their snapshots (300,000 entries: 0.2–0.3 s on PostgreSQL for the last page before).
  const page = filtered(db, f, way ?? (await searchWay(db, f)))
    .select('a.id')
    .orderBy('a.at', order)
    .orderBy('a.id', order)
    .limit(limit)
    .offset(offset);
  const rows = await searched(
    f,
    db.selectFrom('audit_entries as a').select(COLUMNS).where('a.id', 'in', page).orderBy('a.at', order).orderBy('a.id', order),
  ).execute();
  return describedEntries(db, rows);
}

/** `way`, when the caller has asked searchWay already for a page of the same filters; else it is asked here. */
export async function countAuditEntries(db: Db, f: AuditFilters, way?: SearchWay): Promise<number> {
  if (matchesAll(f)) return keptTotal(db);
  const key = keptKey(f);
  if (key) return keptTotal(db, key);
  const { n } = await searched(
    f,
    filtered(db, f, way ?? (await searchWay(db, f))).select((eb) => eb.fn.countAll<number>().as('n')),
  ).executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Whether the filters match every entry: the whole trail, whose total is kept to a mark. Read from the filters given
 * rather than a list of them, so that a filter added to AuditFilters (and to filtered()) is counted, never taken for
 * the whole trail.
 */
function matchesAll(f: AuditFilters): boolean {
  return filtersSet(f).length === 0;
}

const filtersSet = (f: AuditFilters) => Object.entries(f).filter(([key, value]) => value !== undefined && !(key === 'q' && !value));

/** A filter whose total is kept to the mark (migration 0039): one kind of record, or one action, and nothing else. */
interface CountKey {
  field: 'entity' | 'action';
  value: string;
}

function keptKey(f: AuditFilters): CountKey | undefined {
  const set = filtersSet(f);
  if (set.length !== 1) return undefined;
  const [[field, value]] = set;
  return field === 'entity' || field === 'action' ? { field, value: String(value) } : undefined;
}

/**
 * Moves the whole trail's mark up to its newest entries, as the totals of a centre that ran have: reads the total
 * until the mark is within MARK_LAG of the last entry (on PostgreSQL a move takes two totals). For a centre written
 * in bulk (`seed:large`), whose mark would otherwise stay at 0 until the first totals each counted the whole trail.
 */
export async function settleAuditMark(db: Db): Promise<void> {
  // A step waits for every transaction open on the server when it was noted (other databases' too): tries a while.
  for (let tries = 0; tries < 100; tries++) {
    await keptTotal(db);
    const mark = await db.selectFrom('audit_count_mark').select('last_id').where('id', '=', 1).executeTakeFirst();
    const { last } = await db
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.max<number>('id').as('last'))
      .executeTakeFirstOrThrow();
    if (!mark || Number(last ?? 0) - mark.last_id < MARK_LAG) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many entries after the mark a total lets by before it moves the mark up to them. */
export const MARK_LAG = 1000;

type Mark = Selectable<AuditCountMarkTable>;

/**
 * The entries after `after` (up to `upTo`), a range of the primary key; with `key`, those of them with its entity or
 * action. Bounded on both sides, the range is a small one in the plan PostgreSQL keeps for the statement; with
 * `id > $1` alone and a key, that plan took a third of the trail and read it in parallel (60 ms at 510,000 entries).
 */
const countAfter = async (db: Db, after: number, upTo?: number, key?: CountKey): Promise<number> => {
  const { n } = await db
    .selectFrom('audit_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', '>', after)
    .$if(upTo !== undefined, (q) => q.where('id', '<=', upTo!))
    .$if(key !== undefined, (q) => q.where(key!.field, '=', key!.value as AuditAction))
    .executeTakeFirstOrThrow();
  return Number(n);
};

/**
 * The whole trail's total (docs/decisions/058-audit-count-mark.md): the entries counted up to the mark (migration
 * 0035) and a count of those after it, from the primary key; past MARK_LAG of them, the mark moves up. With `key`,
 * the total of one kind of record or one action (docs/decisions/063-audit-count-keys.md): its count up to the mark
 * (migration 0039), read in the statement that reads the mark, and those of the entries after it that have it.
 */
async function keptTotal(db: Db, key?: CountKey): Promise<number> {
  const mark = await db
    .selectFrom('audit_count_mark as m')
    .selectAll('m')
    .$if(key !== undefined, (q) =>
      q.select((eb) =>
        eb.selectFrom('audit_count_keys as k').select('k.n').where('k.field', '=', key!.field).where('k.value', '=', key!.value).as('kept'),
      ),
    )
    .where('m.id', '=', 1)
    .executeTakeFirst();
  if (!mark) return countAfter(db, 0, undefined, key);
  // The entries after the mark and the last of them, read in one statement: on SQLite the mark moves to that last.
  const { n: after, last } = await db
    .selectFrom('audit_entries')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number>('id').as('last')])
    .where('id', '>', mark.last_id)
    .executeTakeFirstOrThrow();
  if (Number(after) >= MARK_LAG) await moveMark(db, mark, { after: Number(after), last: Number(last) });
  if (!key) return Number(mark.n) + Number(after);
  // Of the entries after the mark, those with the key, over the range the count above saw.
  return Number(mark.kept ?? 0) + (Number(after) === 0 ? 0 : await countAfter(db, mark.last_id, Number(last), key));
}

/**
 * Adds the entries after `from` up to `to` to each entity's and each action's count: in the transaction that moves
 * the mark from `from` to `to`, so that the counts are always those of the entries up to the mark.
 */
async function addKeyCounts(db: Db, from: number, to: number): Promise<void> {
  for (const field of ['entity', 'action'] as const) {
    await sql`insert into audit_count_keys (field, value, n)
      select ${field}, ${sql.ref(field)}, count(*) from audit_entries where id > ${from} and id <= ${to} group by ${sql.ref(field)}
      on conflict (field, value) do update set n = audit_count_keys.n + excluded.n`.execute(db);
  }
}

/**
 * Moves the mark up to entries every one of which is stored for good: the mark may only pass an id no transaction
 * can still add or take back. SQLite has one writer, and a transaction holds the one connection: every entry the
 * total's count read (`seenNow`) is committed, so the mark moves to the last of them. On PostgreSQL an entry with a
 * smaller id can commit after a larger one is seen; so the mark moves in two steps. The first notes the largest id seen and the snapshot that saw
 * it (`pending_id`, `pending_snapshot`); any smaller id was taken before that snapshot, by a transaction the snapshot
 * lists as in progress or one that had ended. A later total, once none of those is still in progress, counts up to
 * the noted id and moves the mark there, noting the next step. Two totals moving it at once: one of the updates
 * finds the mark moved, and changes nothing.
 */
async function moveMark(db: Db, mark: Mark, seenNow: { after: number; last: number }): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('audit_count_mark')
        .set({ last_id: seenNow.last, n: Number(mark.n) + seenNow.after })
        .where('id', '=', 1)
        .where('last_id', '=', mark.last_id)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) await addKeyCounts(trx, mark.last_id, seenNow.last);
    });
    return;
  }
  let { last_id: lastId, n } = mark;
  if (mark.pending_id !== null && mark.pending_snapshot !== null) {
    if (!(await snapshotEnded(db, mark.pending_snapshot))) return;
    n = Number(n) + (await countAfter(db, lastId, mark.pending_id));
    lastId = mark.pending_id;
  }
  const seen = (
    await sql<{ snapshot: string; last: number | null }>`select cast(pg_current_snapshot() as text) as snapshot,
      (select max(id) from audit_entries) as last`.execute(db)
  ).rows[0];
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('audit_count_mark')
      .set({ last_id: lastId, n, pending_id: seen.last ?? lastId, pending_snapshot: seen.snapshot })
      .where('id', '=', 1)
      .where('last_id', '=', mark.last_id)
      .where((eb) => (mark.pending_id === null ? eb('pending_id', 'is', null) : eb('pending_id', '=', mark.pending_id)))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1 && lastId > mark.last_id) await addKeyCounts(trx, mark.last_id, lastId);
  });
}
