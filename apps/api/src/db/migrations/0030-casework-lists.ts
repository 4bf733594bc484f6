import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The casework lists at 10,000 clients (docs/decisions/043-casework-lists-at-scale.md).
 *
 * - `conversations`: each client's newest live message, kept by triggers on `messages` (one for SQLite, one for
 *   PostgreSQL), so every path that writes messages (the API, erasure, a restore) keeps it true. The inbox sorts
 *   every client by it; read through a correlated max() per client, the first page cost 20–150 ms and the last
 *   70–430 ms at 10,000 clients. No foreign key: a row goes with its client's last message, never before.
 * - Live sessions listed for everyone: by start and id, with the client and status in the index, so a page and
 *   its count read the index alone (they joined three tables and sorted 25,000 rows: 45 ms to 1 s).
 * - The audit trail by kind of record and by action, newest first: read through (entity, entity_id) it sorted
 *   every entry of the kind (45,000 plan entries: 0.3–0.9 s on SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('conversations')
    .addColumn('client_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_message_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversations_latest').on('conversations').columns(['last_message_id', 'client_id']).execute();
  await sql`insert into conversations (client_id, last_message_id)
    select client_id, max(id) from messages where deleted_at is null group by client_id`.execute(db);
  if (pg) {
    await sql`create function conversations_keep() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if new.deleted_at is null then
            insert into conversations (client_id, last_message_id) values (new.client_id, new.id)
              on conflict (client_id) do update set last_message_id = greatest(conversations.last_message_id, excluded.last_message_id);
          end if;
          return null;
        end if;
        -- A message deleted, archived or restored: the conversation's newest live one again.
        insert into conversations (client_id, last_message_id)
          select old.client_id, latest from (select max(id) as latest from messages where client_id = old.client_id and deleted_at is null) m
          where latest is not null
          on conflict (client_id) do update set last_message_id = excluded.last_message_id;
        delete from conversations c where c.client_id = old.client_id
          and not exists (select 1 from messages m where m.client_id = old.client_id and m.deleted_at is null);
        return null;
      end $$`.execute(db);
    await sql`create trigger messages_conversations after insert or delete or update of deleted_at on messages
      for each row execute function conversations_keep()`.execute(db);
  } else {
    await sql`create trigger messages_conversations_insert after insert on messages when new.deleted_at is null begin
      insert into conversations (client_id, last_message_id) values (new.client_id, new.id)
        on conflict (client_id) do update set last_message_id = max(last_message_id, excluded.last_message_id);
      end`.execute(db);
    for (const [name, event] of [
      ['messages_conversations_update', 'update of deleted_at'],
      ['messages_conversations_delete', 'delete'],
    ]) {
      await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on messages begin
        delete from conversations where client_id = old.client_id;
        insert into conversations (client_id, last_message_id)
          select client_id, max(id) from messages where client_id = old.client_id and deleted_at is null group by client_id;
        end`.execute(db);
    }
  }
  // Partial, of live sessions: PostgreSQL orders by an index's columns after an equality only, never after `is null`.
  await db.schema
    .createIndex('coaching_sessions_list')
    .on('coaching_sessions')
    .columns(['starts_at', 'id', 'client_id', 'status'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('audit_entries_entity_at').on('audit_entries').columns(['entity', 'at', 'id']).execute();
  await db.schema.createIndex('audit_entries_action_at').on('audit_entries').columns(['action', 'at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('audit_entries_action_at').execute();
  await db.schema.dropIndex('audit_entries_entity_at').execute();
  await db.schema.dropIndex('coaching_sessions_list').execute();
  if (pg) {
    await sql`drop trigger messages_conversations on messages`.execute(db);
    await sql`drop function conversations_keep()`.execute(db);
  } else {
    for (const name of ['messages_conversations_insert', 'messages_conversations_update', 'messages_conversations_delete'])
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('conversations').execute();
}
