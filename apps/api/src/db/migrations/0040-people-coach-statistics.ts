import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL's statistics of the people's role and count of current coaches together (docs/decisions/064): the
 * clients without a coach (`GET /users/clients?no_coach=true`, the administrators' dashboard) are few or none, but
 * taken one column at a time, 4 % of the people have no current coach and most are clients, so PostgreSQL expected
 * 386 clients without one and walked every client in name order to find them: 22 ms at 10,000 clients, none found.
 * With the two columns' most common pairs it knows how few there are and reads their index
 * (users_clients_without_coach, migration 0028): 0.1 ms. SQLite keeps no such statistics; its planner takes that
 * index already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create statistics users_role_coaches (mcv) on category_id, current_coaches from users`.execute(db);
  await sql`analyze users`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop statistics users_role_coaches`.execute(db);
}
