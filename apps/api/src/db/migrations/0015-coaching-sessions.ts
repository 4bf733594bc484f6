import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Coaching sessions (docs/architecture.md#coaching-sessions): the meetings themselves, a coach's weekly
 * availability and its exceptions, each person's private calendar feed, and the reminders already sent.
 *
 * - A repeating session is stored as one row per occurrence, all sharing a series id and the series' RRULE;
 *   "this one" changes one row, "this and the following" ends the old series and starts another.
 * - Times are UTC ISO 8601 text (`2026-11-05T16:00:00.000Z`); the server turns them into Alberta time.
 * - Two live bookings of one coach at one start (other than a workshop, which several clients attend)
 *   are refused by the database itself: a partial unique index, which both databases enforce.
 * - A reminder row is inserted once per session, person and start time; the instance whose insert
 *   succeeds queues the email, in the same transaction, so two instances never send it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('coaching_sessions')
    .addColumn('id', id, pk)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actionplan_id', 'integer', (c) => c.references('action_plans.id'))
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes between 5 and 1440`))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('location', 'varchar(500)')
    .addColumn('agenda', 'text')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('status_reason', 'varchar(1000)')
    .addColumn('status_by', 'integer', (c) => c.references('users.id'))
    .addColumn('status_at', 'varchar(32)')
    .addColumn('series_id', 'varchar(40)')
    .addColumn('repeat_rule', 'varchar(300)')
    // iCalendar: a UID that never changes and a SEQUENCE raised with every change sent out.
    .addColumn('uid', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('coaching_sessions_one_booking')
    .on('coaching_sessions')
    .columns(['coach_id', 'starts_at'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql<boolean>`status in ('requested', 'scheduled') and kind <> 'workshop'`)
    .execute();
  // The calendars: one coach's or one client's sessions in a range of time; everyone's by time.
  await db.schema
    .createIndex('coaching_sessions_coach_time')
    .on('coaching_sessions')
    .columns(['coach_id', 'deleted_at', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('coaching_sessions_client_time')
    .on('coaching_sessions')
    .columns(['client_id', 'deleted_at', 'starts_at'])
    .execute();
  await db.schema.createIndex('coaching_sessions_time').on('coaching_sessions').columns(['deleted_at', 'starts_at']).execute();
  await db.schema.createIndex('coaching_sessions_series').on('coaching_sessions').columns(['series_id', 'starts_at']).execute();

  // A coach's weekly hours: ISO weekday (1 Monday … 7 Sunday), Alberta wall-clock times HH:MM, and how they meet then.
  await db.schema
    .createTable('coach_availability')
    .addColumn('id', id, pk)
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coach_availability_coach').on('coach_availability').columns(['coach_id', 'weekday']).execute();

  // Days a coach is not available (a holiday, a day off): Alberta calendar dates, both ends included.
  await db.schema
    .createTable('availability_exceptions')
    .addColumn('id', id, pk)
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('first_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('availability_exceptions_coach').on('availability_exceptions').columns(['coach_id', 'last_day']).execute();

  // A person's private calendar feed: the sha256 of the secret in its address (the address itself is shown once).
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session_reminders')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('coaching_sessions.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_reminders_once', ['session_id', 'user_id', 'starts_at'])
    .execute();

  // Reminders are on unless a person turns them off; a diary entry may record the session it came from.
  await db.schema
    .alterTable('users')
    .addColumn('session_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('action_journals')
    .addColumn('session_id', 'integer', (c) => c.references('coaching_sessions.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('action_journals').dropColumn('session_id').execute();
  await db.schema.alterTable('users').dropColumn('session_reminders').execute();
  for (const t of ['session_reminders', 'calendar_feeds', 'availability_exceptions', 'coach_availability', 'coaching_sessions']) {
    await db.schema.dropTable(t).execute();
  }
}
