import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Indexes for the audit trail's word search (docs/decisions/051-audit-text-search.md). The search finds what is
 * typed as a substring (LIKE '%…%') of an entry's snapshots (`before`, `after`), of a plan's summary or of a
 * step's title, which read every entry, plan and step (1.4 s at 510,000 entries and 200,000 plans on SQLite,
 * the server held all that while). These indexes answer substrings of three characters or more by their
 * trigrams, so the search keeps its meaning:
 *
 * - SQLite: an FTS5 table per text with the trigram tokenizer, contentless (it keeps the index, not a second copy
 *   of the text) and without positions (`detail=none`: 34 MB for 410,000 snapshots where positions took 92), one
 *   row per record that has the text (rowid = the record's id): `audit_text` (an entry's before and after on two
 *   lines), `plan_text` (a plan's summary), `step_text` (a step's title). Each answers which records hold every
 *   trigram of the words; the search then checks those records with LIKE. Triggers keep them: a record added, its
 *   text changed (erasure scrubs snapshots), a record deleted. Except a new audit entry: an FTS5 insert at every
 *   commit took diary saves from 1,421 to 367 a second, so `audit_text` takes new entries in batches
 *   (indexAuditText in db/audit-repository.ts), up to the id `audit_text_indexed` names, and the search reads the
 *   entries after it by LIKE.
 * - PostgreSQL: pg_trgm's GIN indexes on the same texts (ILIKE on the snapshots, LIKE on the lower-cased summary
 *   and title use them as they are).
 */
const TEXTS = [
  { fts: 'audit_text', table: 'audit_entries', columns: ['before', 'after'], deferred: true },
  { fts: 'plan_text', table: 'action_plans', columns: ['summary'], deferred: false },
  { fts: 'step_text', table: 'plan_steps', columns: ['title'], deferred: false },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // pg_trgm is in PostgreSQL's contrib, which nearly every installation has, and trusted: the database's owner
    // may create it. Where it is missing, or this user may not, the search runs without these indexes, as it did
    // before (a savepoint, as the migrations run in one transaction there).
    const { rows } = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (rows.length === 0) return;
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`release savepoint pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
      return;
    }
    await sql`create index audit_entries_before_trgm on audit_entries using gin (before gin_trgm_ops)`.execute(db);
    await sql`create index audit_entries_after_trgm on audit_entries using gin (after gin_trgm_ops)`.execute(db);
    await sql`create index action_plans_summary_trgm on action_plans using gin (lower(summary) gin_trgm_ops)`.execute(db);
    await sql`create index plan_steps_title_trgm on plan_steps using gin (lower(title) gin_trgm_ops)`.execute(db);
    return;
  }
  for (const { fts, table, columns, deferred } of TEXTS) {
    await sql`create virtual table ${sql.id(fts)} using fts5(body, content='', contentless_delete=1, tokenize='trigram', detail=none)`.execute(
      db,
    );
    const body = (r: string) => columns.map((c) => `coalesce(${r}.${c}, '')`).join(' || char(10) || ');
    const has = (r: string) => `(${columns.map((c) => `${r}.${c} is not null`).join(' or ')})`;
    // A deferred table indexes new rows in batches (indexAuditText), up to the id its `_indexed` row names; its
    // triggers keep only the rows already indexed.
    const indexedYet = deferred ? `when old.id <= (select last_id from ${fts}_indexed)` : '';
    const statements = [
      ...(deferred
        ? [
            `create table ${fts}_indexed (last_id integer not null)`,
            `insert into ${fts}_indexed (last_id) select coalesce(max(id), 0) from ${table}`,
          ]
        : [
            `create trigger ${fts}_insert after insert on ${table} when ${has('new')} begin
               insert into ${fts} (rowid, body) values (new.id, ${body('new')});
             end`,
          ]),
      `create trigger ${fts}_update after update of ${columns.join(', ')} on ${table} ${indexedYet} begin
         delete from ${fts} where rowid = old.id;
         insert into ${fts} (rowid, body) select new.id, ${body('new')} where ${has('new')};
       end`,
      `create trigger ${fts}_delete after delete on ${table} ${indexedYet} begin
         delete from ${fts} where rowid = old.id;
       end`,
      `insert into ${fts} (rowid, body) select r.id, ${body('r')} from ${table} r where ${has('r')}`,
    ];
    for (const s of statements) await sql.raw(s).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const index of ['audit_entries_before_trgm', 'audit_entries_after_trgm', 'action_plans_summary_trgm', 'plan_steps_title_trgm'])
      await sql`drop index if exists ${sql.id(index)}`.execute(db);
    return;
  }
  for (const { fts, deferred } of TEXTS) {
    for (const t of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${fts}_${t}`)}`.execute(db);
    await sql`drop table ${sql.id(fts)}`.execute(db);
    if (deferred) await sql`drop table ${sql.id(`${fts}_indexed`)}`.execute(db);
  }
}
