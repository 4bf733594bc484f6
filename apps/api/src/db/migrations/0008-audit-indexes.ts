import type { Kysely } from 'kysely';

/**
 * The audit trail is read newest first (`at desc, id desc`), by date range and by
 * actor (GET /audit). Without these, every page of it sorts the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_entries_at').on('audit_entries').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_entries_actor_at').on('audit_entries').columns(['actor_id', 'at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_entries_actor_at').execute();
  await db.schema.dropIndex('audit_entries_at').execute();
}
