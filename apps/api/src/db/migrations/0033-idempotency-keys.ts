import type { Kysely } from 'kysely';

/**
 * Idempotency keys (docs/decisions/053-idempotency-keys.md): a signed-in person's change sent with an
 * `Idempotency-Key` header is stored once, however often it is sent (a phone that lost its signal sends it
 * again). One row per person and key:
 *
 * - `fingerprint`: a salted hash of the call (method, path and body), so the same key on another change is refused;
 * - `saved_entity`/`saved_id`: written in the change's own transaction, so a key whose answer was lost still
 *   says the change was stored;
 * - `status`/`answer`: the answer sent, replayed to the same call; null while the call runs.
 *
 * Kept 15 days (the offline app keeps a change at most 14), then purged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(100)', (c) => c.notNull())
    .addColumn('saved_entity', 'varchar(40)')
    .addColumn('saved_id', 'integer')
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
