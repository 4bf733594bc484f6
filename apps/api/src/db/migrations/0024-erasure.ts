import type { Kysely } from 'kysely';

/**
 * When a person was erased on request (docs/decisions/035-erasure.md): their row stays, under the name "Erased
 * client #N" (or coach), so the funder totals of their plans, diary and sessions stay attributed to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('erased_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
}
