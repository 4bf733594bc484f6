import type { Kysely } from 'kysely';

/**
 * Which emails each person gets (docs/architecture.md#notifications): besides the session reminders of
 * migration 0015 (`users.session_reminders`), a message waiting unread and a hand-off (a new client, a new
 * coach). 1: send them; 0: the person turned them off, on the account page or by an email's unsubscribe link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('notify_messages', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_handoffs', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notify_handoffs').execute();
  await db.schema.alterTable('users').dropColumn('notify_messages').execute();
}
