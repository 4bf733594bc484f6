import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { hasTrgm } from './0037-audit-text-batches';

/**
 * PostgreSQL: a pg_trgm index of the live people's searchable text (`users.search_text`, migration 0028), so that a
 * search's total reads the people whose text holds the words' trigrams instead of every person (docs/decisions/065).
 * The people lists, the client list and the conversations all search that text. At 10,000 clients the total of the
 * clients matching "maple" (1,003 of them) read all 10,400 people: 8.3 ms; by this index, 1.2 ms. A page is still
 * read in its sort's index (the first 25 matches come quickly), and a word of one or two letters, which has no
 * trigram, is still read row by row: such statements are planned for each run's words (plannedEachRun,
 * db/pg-statements.ts). The index takes about 2 MB at 10,000 clients. Without pg_trgm (0032 could not create it)
 * nothing is made, and the search reads every person as before. SQLite has no trigram index of a column; its search
 * reads the narrow (search_text, category_id) index of 0028.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  if (!(await hasTrgm(db))) return;
  await sql`create index users_search_trigrams on users using gin (search_text gin_trgm_ops) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists users_search_trigrams`.execute(db);
}
