import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Casework (docs/architecture.md#casework): each client's conversation with their coaches, who has read
 * how far in it, and the files of one client (their documents and the attachments of messages).
 *
 * - A conversation is a client's: `messages.client_id` names it; its people are the client, their coaches
 *   and (reading) the administrators.
 * - `message_reads` is one row per conversation and person: the newest message they have read, and the
 *   newest one an "unread message" email was sent about, so one email goes per conversation until it is read.
 * - A client file's bytes are a row of `files` (not public); `message_id` is set when it came with a message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('messages')
    .addColumn('id', id, pk)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('edited_at', 'varchar(32)')
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  // A conversation in order, and what is newer than a person's last read.
  await db.schema.createIndex('messages_client_id').on('messages').columns(['client_id', 'id']).execute();

  await db.schema
    .createTable('message_reads')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'varchar(32)')
    .addColumn('emailed_for_id', 'integer')
    .addColumn('emailed_at', 'varchar(32)')
    .addPrimaryKeyConstraint('message_reads_pk', ['client_id', 'user_id'])
    .execute();
  await db.schema.createIndex('message_reads_user').on('message_reads').columns(['user_id', 'client_id']).execute();

  await db.schema
    .createTable('client_files')
    .addColumn('id', id, pk)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('message_id', 'integer', (c) => c.references('messages.id'))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().references('files.sha256'))
    // The original name, reduced to safe characters: for Content-Disposition and the list.
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('client_files_client').on('client_files').columns(['client_id', 'deleted_at', 'id']).execute();
  await db.schema.createIndex('client_files_message').on('client_files').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['client_files', 'message_reads', 'messages']) await db.schema.dropTable(t).execute();
}
