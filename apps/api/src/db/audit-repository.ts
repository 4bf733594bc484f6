import type { AuditAction, AuditEntry } from '@tc/contract/audit';
import { collections } from '@tc/contract/content';
import { PostgresAdapter, type Selectable, sql } from 'kysely';
import { describeEntry, type EntryFacts, type Known, type KnownPerson, wanted } from '../lib/audit-wording';
import { likePattern } from '../lib/listing';
import type { Db } from './connection';
import type { AuditEntriesTable } from './schema';

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
 * The text search: the actor, the person a record is or belongs to (their names now), a plan's or
 * step's title now, or any value in the snapshots. The names match through small sub-selects of users
 * and of each client's records (their client_id indexes); the snapshots by LIKE (ILIKE on PostgreSQL),
 * which reads every entry the other filters leave: with a date range, the `at` index narrows it first.
 */
function matching(db: Db, q: string) {
  const pattern = likePattern(q);
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const like = (expr: ReturnType<typeof sql>) =>
    pg ? sql<boolean>`${expr} ilike ${pattern} escape '\\'` : sql<boolean>`${expr} like ${pattern} escape '\\'`;
  const lowered = (expr: ReturnType<typeof sql>) => sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`;
  const named = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([lowered(sql`firstname || ' ' || lastname`), lowered(sql.ref('username'))]));
  return sql<boolean>`(${sql.join(
    [
      sql`a.actor_id in (${named})`,
      sql`(a.entity in (${sql.join(PERSON_ENTITIES)}) and a.entity_id in (${named}))`,
      ...CLIENT_RECORDS.map(
        ([entity, table]) =>
          sql`(a.entity = ${entity} and a.entity_id in (select r.id from ${sql.table(table)} r where r.client_id in (${named})))`,
      ),
      sql`(a.entity = 'client_coach' and a.entity_id in (select r.id from client_coach r where r.coach_id in (${named})))`,
      sql`(a.entity = 'action_plan' and a.entity_id in (select r.id from action_plans r where ${lowered(sql.ref('r.summary'))}))`,
      sql`(a.entity = 'plan_step' and a.entity_id in (select s.id from plan_steps s inner join action_plans p on p.id = s.actionplan_id
        where p.client_id in (${named}) or ${lowered(sql.ref('s.title'))} or ${lowered(sql.ref('p.summary'))}))`,
      like(sql.ref('a.before')),
      like(sql.ref('a.after')),
    ],
    sql` or `,
  )})`;
}

function filtered(db: Db, f: AuditFilters) {
  let q = db.selectFrom('audit_entries as a');
  if (f.actorId !== undefined) q = q.where('a.actor_id', '=', f.actorId);
  if (f.entity !== undefined) q = q.where('a.entity', '=', f.entity);
  if (f.entityId !== undefined) q = q.where('a.entity_id', '=', f.entityId);
  if (f.action !== undefined) q = q.where('a.action', '=', f.action);
  if (f.actions !== undefined) q = q.where('a.action', 'in', f.actions);
  if (f.since !== undefined) q = q.where('a.at', '>=', f.since);
  if (f.until !== undefined) q = q.where('a.at', '<', f.until);
  if (f.q) q = q.where(matching(db, f.q));
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

/** The stored entries the filters match, newest first (id breaks ties): a page of them is the list, all of them the CSV. */
export function auditRows(db: Db, f: AuditFilters) {
  return filtered(db, f).select(COLUMNS).orderBy('a.at', 'desc').orderBy('a.id', 'desc');
}

/** One page of the trail, newest first (id breaks ties), each entry described with the names as they are now. */
export async function listAuditEntries(db: Db, f: AuditFilters, limit: number, offset: number): Promise<AuditEntry[]> {
  // The page's ids first, from an index of (…, at, id) alone, then those entries whole: a deep page skips index
  // keys, not rows with their snapshots (300,000 entries: 0.2–0.3 s on PostgreSQL for the last page before).
  const page = filtered(db, f).select('a.id').orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset);
  const rows = await db
    .selectFrom('audit_entries as a')
    .select(COLUMNS)
    .where('a.id', 'in', page)
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return describedEntries(db, rows);
}

export async function countAuditEntries(db: Db, f: AuditFilters): Promise<number> {
  const { n } = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
