import { APPLICATION_STATUS_LABELS, APPLICATION_TRANSITIONS, type Application, type ApplicationStatus } from '@tc/contract/applications';
import { ROLES } from '@tc/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { type UserRow, insertUser, toUser } from '../../db/users-repository';
import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';

/** 409 unless `to` is one of the changes docs/architecture.md#applications-and-accounts allows from `from`, with words that say what to do instead. */
export function assertTransition(from: ApplicationStatus, to: ApplicationStatus): void {
  if (APPLICATION_TRANSITIONS[from].includes(to)) return;
  if (from === 'enrolled' || from === 'declined') {
    throw conflict(`This application is already ${APPLICATION_STATUS_LABELS[from].toLowerCase()}, so its status cannot change any more.`);
  }
  if (to === 'new') throw conflict('An application cannot go back to New once someone has acted on it.');
  throw conflict('Mark the application contacted before enrolling it: talk to the applicant first.');
}

/** A name as a username part: "Marie-Claire" → "marie-claire", "Đỗ Thị" → "do-thi". */
function usernamePart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** firstname.lastname, then firstname.lastname2, 3, … : the first that no account (archived ones too) uses. */
export async function freeUsername(db: Db, firstname: string, lastname: string): Promise<string> {
  const joined = [usernamePart(firstname), usernamePart(lastname)].filter(Boolean).join('.');
  const base = (joined.length >= 3 ? joined : `client${joined ? `.${joined}` : ''}`).slice(0, 44);
  const taken = new Set(
    (await db.selectFrom('users').select('username').where('username', 'like', `${base}%`).execute()).map((r) => r.username),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/**
 * The client account of an enrolled applicant, with their contact, region and
 * business details, active and without a usable password (its invitation sets
 * one), in the enrolment's transaction and with its own audit entry.
 */
export async function createClientFor(
  trx: Db,
  request: FastifyRequest,
  actorId: number,
  application: Application,
  account: { username: string; passwordHash: string },
): Promise<UserRow> {
  const user = await insertUser(trx, {
    username: account.username,
    email: application.email,
    password_hash: account.passwordHash,
    // No password yet: the invitation sets it.
    password_set_at: null,
    firstname: application.firstname,
    lastname: application.lastname,
    category_id: ROLES.CLIENT,
    status: 'active',
    phone: application.phone,
    region: application.region,
    business_name: application.business_name,
    city: application.city,
  });
  await writeAudit(trx, { actorId, action: 'create', entity: 'user', entityId: user.id, after: toUser(user), ip: request.ip });
  return user;
}
