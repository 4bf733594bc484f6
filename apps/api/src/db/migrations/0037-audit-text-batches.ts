import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * On PostgreSQL, the audit trail's word search reads new entries' snapshots from a table filled in batches, as
 * SQLite's has since 0032 (docs/decisions/060-audit-text-batches.md).
 *
 * 0032 gave `audit_entries` two pg_trgm GIN indexes, on `before` and `after`. Every audited write then added an
 * entry's 300-odd trigrams to them, the pending list of each index taken in turn by every save: with those two
 * indexes, 50 coaches saving diary entries at once got 686-706 saves a second at 10,000 clients, without them 827.
 *
 * Here an entry's text (before and after on two lines, as SQLite's `audit_text` has it) goes into `audit_text`, one
 * GIN index of its own, in batches (indexAuditText in db/audit-repository.ts), up to the id `audit_text_indexed`
 * names; the search reads the entries after it by ILIKE, a range of the primary key, as on SQLite. An entry's
 * transaction can commit after one with a larger id, so that id moves in two steps, as the audit count mark does
 * (docs/decisions/058-audit-count-mark.md): `pending_id` and `pending_snapshot` hold the first.
 *
 * A trigger keeps an indexed entry's text when its snapshots change (erasure scrubs them) or it is deleted. Where
 * pg_trgm is missing (0032 then made no indexes), the table is made all the same, without its index: the search
 * reads it as it read the snapshots before. SQLite: nothing changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const trgm = await hasTrgm(db);
  const statements = [
    `create table audit_text (id integer primary key, body text not null)`,
    `create table audit_text_indexed (last_id integer not null, pending_id integer, pending_snapshot text)`,
    // Every entry so far is copied here, up to the last: the share lock first waits for the transactions writing
    // entries to end and holds new ones back until the migration commits, so that none below the mark commits after.
    `lock table audit_entries in share mode`,
    `insert into audit_text_indexed (last_id) select coalesce(max(id), 0) from audit_entries`,
    `insert into audit_text (id, body) select id, ${BODY('a')} from audit_entries a where ${HAS('a')}`,
    ...(trgm ? [`create index audit_text_body_trgm on audit_text using gin (body gin_trgm_ops)`] : []),
    `drop index if exists audit_entries_before_trgm`,
    `drop index if exists audit_entries_after_trgm`,
    // An entry already copied keeps its copy in step: the snapshots scrubbed by erasure, or the entry deleted. The
    // row is read `for share`: a batch moves the id before it copies, so a batch under way finishes first (its copy
    // then replaced here), and one not yet begun waits for this transaction and copies what it wrote.
    `create function audit_text_keep() returns trigger language plpgsql as $$ begin
       if old.id <= (select last_id from audit_text_indexed for share) then
         delete from audit_text where id = old.id;
         if tg_op = 'UPDATE' and ${HAS('new')} then
           insert into audit_text (id, body) values (new.id, ${BODY('new')});
         end if;
       end if;
       return null; end $$`,
    `create trigger audit_text_update after update of before, after on audit_entries
       for each row execute function audit_text_keep()`,
    `create trigger audit_text_delete after delete on audit_entries for each row execute function audit_text_keep()`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const s of [
    'drop trigger if exists audit_text_update on audit_entries',
    'drop trigger if exists audit_text_delete on audit_entries',
    'drop function if exists audit_text_keep()',
    'drop table audit_text',
    'drop table audit_text_indexed',
  ])
    await sql.raw(s).execute(db);
  if (await hasTrgm(db)) {
    await sql`create index audit_entries_before_trgm on audit_entries using gin (before gin_trgm_ops)`.execute(db);
    await sql`create index audit_entries_after_trgm on audit_entries using gin (after gin_trgm_ops)`.execute(db);
  }
}

/** An entry's text as the search's table holds it: before and after on two lines (SQLite's `audit_text` too). */
const BODY = (r: string) => `coalesce(${r}.before, '') || chr(10) || coalesce(${r}.after, '')`;
const HAS = (r: string) => `(${r}.before is not null or ${r}.after is not null)`;

/** Whether 0032 could create pg_trgm in this database. */
export async function hasTrgm(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select extname as name from pg_extension where extname = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}
