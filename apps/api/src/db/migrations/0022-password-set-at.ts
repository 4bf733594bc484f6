import { type Kysely, sql } from 'kysely';

/**
 * When the person last chose a password (docs/decisions/029-closing-a-file.md): null while an account made
 * without one (by an administrator or a coach, or by enrolling an application) waits for its invitation to be
 * used. "Send invitation again" is offered, and allowed, only then; someone who has a password is sent a reset.
 *
 * Filled in for the people already here: everyone has one (the time their record was made) except an account
 * that was sent an invitation and has never used a link of its own nor signed in, which is the account that
 * was made without a password. Someone made with a password and sent an invitation anyway, who never signed in,
 * counts as waiting too: sending them the invitation again is what they need.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_set_at', 'varchar(32)').execute();
  await sql`
    update users set password_set_at = created_at
    where not (
      exists (select 1 from account_tokens t where t.user_id = users.id and t.purpose = 'invitation')
      and not exists (select 1 from account_tokens t where t.user_id = users.id and t.used_at is not null)
      and not exists (select 1 from audit_entries a where a.actor_id = users.id and a.action = 'login')
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_set_at').execute();
}
