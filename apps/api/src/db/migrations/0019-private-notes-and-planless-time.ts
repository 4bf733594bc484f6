import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Two changes to a client's coaching records (docs/decisions/023 and 024).
 *
 * 1. Private notes. A plan, a diary entry and a session each keep their shared text (the plan's `description`,
 *    the entry's `notes`, the session's `agenda`: the client reads it) and gain a `private_note` that only the
 *    client's coaches and administrators read. Diary notes written so far were written for the coach's own use
 *    more often than not, and entries are written by coaches and administrators only, so an entry's notes move
 *    to `private_note` (and `notes` becomes null) when a coach wrote the entry. Who wrote it: the actor of the
 *    entry's `create` in the audit trail; an entry with no such audit entry (demo data, an import) or whose
 *    actor is unknown counts as written by its coach (`action_journals.coach_id`, always a coach). Notes of an
 *    entry an administrator created stay shared. Plans' descriptions and sessions' agendas stay shared: the
 *    client has been reading them.
 *
 * 2. Time without a plan. `action_journals.actionplan_id` becomes nullable: an entry without a plan is time
 *    spent on the client before any plan exists (an intake call, paperwork). PostgreSQL drops the NOT NULL;
 *    SQLite cannot, so the table is rebuilt from its own definition with only that column changed, keeping
 *    every row and id, its AUTOINCREMENT counter and every index on it (0002, 0006, 0009, 0016: read from
 *    sqlite_master, so none is forgotten). No table references action_journals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ['action_plans', 'action_journals', 'coaching_sessions']) {
    await db.schema.alterTable(table).addColumn('private_note', 'text').execute();
  }

  // Role 3 is a coach (contract/roles.ts); an actor of any other role wrote the entry's notes for the client.
  await sql`
    update action_journals set private_note = notes, notes = null
    where notes is not null
      and not exists (
        select 1 from audit_entries a inner join users u on u.id = a.actor_id
        where a.entity = 'action_journal' and a.action = 'create' and a.entity_id = action_journals.id and u.category_id <> 3
      )`.execute(db);

  if (pg) {
    await sql`alter table action_journals alter column actionplan_id drop not null`.execute(db);
    return;
  }
  await rebuildSqliteJournals(db, (create) => {
    const changed = create.replace(/("actionplan_id"\s+integer)\s+not null/i, '$1');
    if (changed === create) throw new Error('action_journals.actionplan_id: its definition is not the one expected');
    return changed;
  });
}

/** SQLite's way to change a column's constraint (sqlite.org/lang_altertable.html#otheralter): a new table, the rows copied. */
async function rebuildSqliteJournals(db: Kysely<unknown>, change: (create: string) => string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const objects = await sql<{ type: string; sql: string }>`
      select type, sql from sqlite_master where tbl_name = 'action_journals' and sql is not null order by type desc`.execute(trx);
    const create = objects.rows.find((o) => o.type === 'table')!.sql;
    const others = objects.rows.filter((o) => o.type !== 'table').map((o) => o.sql);
    const seq = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'action_journals'`.execute(trx);
    const rebuilt = change(create).replace(/^create table\s+"?action_journals"?/i, 'create table "action_journals_rebuilt"');
    await sql.raw(rebuilt).execute(trx);
    await sql`insert into action_journals_rebuilt select * from action_journals`.execute(trx);
    await sql`drop table action_journals`.execute(trx);
    await sql`alter table action_journals_rebuilt rename to action_journals`.execute(trx);
    // The indexes (and any trigger) went with the old table: made again as they were.
    for (const statement of others) await sql.raw(statement).execute(trx);
    if (seq.rows.length) {
      await sql`update sqlite_sequence set seq = ${seq.rows[0].seq} where name = 'action_journals'`.execute(trx);
    }
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Entries without a plan cannot go back to a table that requires one.
  await sql`delete from action_journals where actionplan_id is null`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table action_journals alter column actionplan_id set not null`.execute(db);
  } else {
    await rebuildSqliteJournals(db, (create) => create.replace(/("actionplan_id"\s+integer)(?!\s+not null)/i, '$1 not null'));
  }
  // Notes moved to private go back to where they were.
  await sql`update action_journals set notes = private_note where notes is null and private_note is not null`.execute(db);
  for (const table of ['coaching_sessions', 'action_journals', 'action_plans']) {
    await db.schema.alterTable(table).dropColumn('private_note').execute();
  }
}
