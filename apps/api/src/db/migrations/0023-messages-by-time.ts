import type { Kysely } from 'kysely';

/**
 * The unread-message emails (features/messages/message-emails.ts) look every minute for the conversations with
 * a message between an hour and a week old. Without an index that reads every message ever written, each minute,
 * in every instance; with it, only the week's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('messages_created').on('messages').columns(['created_at', 'client_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_created').execute();
}
