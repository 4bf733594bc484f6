import { ROLES } from '@tc/contract/roles';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/users-repository';
import { conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';

/**
 * Closing a client's file (docs/decisions/029-closing-a-file.md) is refused while they have a session to come
 * (requested or scheduled): cancelling it tells the client and the coach and takes it off their calendars, which
 * the sessions feature does with the reason the person cancelling gives. A closed client's session would
 * otherwise stay in the coach's hours, hidden from every list.
 */
export async function assertNoUpcomingSessions(db: Db, target: UserRow): Promise<void> {
  if (target.category_id !== ROLES.CLIENT) return;
  const { n } = await db
    .selectFrom('coaching_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', target.id)
    .where('status', 'in', ['requested', 'scheduled'])
    .where('deleted_at', 'is', null)
    .where('ends_at', '>', nowIso())
    .executeTakeFirstOrThrow();
  const count = Number(n);
  if (count === 0) return;
  const name = `${target.firstname} ${target.lastname}`;
  const sessions = count === 1 ? 'an upcoming session' : `${count} upcoming sessions`;
  throw conflict(
    `${name} has ${sessions}. Cancel ${count === 1 ? 'it' : 'them'} first (the client and their coach are told), then close the file.`,
  );
}
