import { type Kysely, sql } from 'kysely';

/**
 * A diary entry's session (action_journals.session_id, migration 0015) is looked up from the session:
 * every session read names the entry logged from it. Without an index that is a pass over the whole
 * diary per session: a coach's week of 4 sessions took a second at 10,000 clients (a million entries).
 * Partial, as few entries come from a session; `session_id = …` implies the `is not null` on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('action_journals_session')
    .on('action_journals')
    .column('session_id')
    .where(sql.ref('session_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('action_journals_session').execute();
}
