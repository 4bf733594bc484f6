import { CLIENT_BULK_MAX, type ClientBulkFilter, type ClientBulkResult, type ClientBulkSkip } from '@tc/contract/client-bulk';
import { ROLES } from '@tc/contract/roles';
import type { FastifyRequest } from 'fastify';
import { issueLinkIn, invitationMail } from '../../auth/account-links';
import type { Db } from '../../db/connection';
import { findIntake } from '../../db/handoffs-repository';
import { toUser, updateUser, type UserRow } from '../../db/users-repository';
import { writeAudit } from '../../lib/audit';
import { AppError, badRequest } from '../../lib/errors';
import { assignCoach, newClientMail, yourCoachMail } from '../../lib/handoffs';
import { queueMail } from '../../lib/mail-queue';
import { wantsEmail } from '../../lib/notifications';
import { nowIso } from '../../lib/time';
import { assertNoUpcomingSessions } from './client-closing';
import { type ClientFilters, clientWhere } from './client-listing';

/**
 * Bulk actions on the client list (docs/decisions/031-bulk-actions.md). The clients are named by ids or by the
 * listing's filters, which are resolved here with the listing's own WHERE (client-listing.ts), so "every client
 * that matches" is what the list shows, never a list of ids sent back by the browser. Each action runs in one
 * transaction with one audit entry per client changed, as the one-client paths write them; its emails are
 * queued in that transaction (lib/mail-queue.ts, queueMail) and go once it has committed.
 */

/** More ids than this in one `in (…)` are asked in several queries. */
const ID_CHUNK = 1000;

/** The listing's filters from a bulk body's `filter` (its JSON names are the listing's query names). */
export function listingFilters(f: ClientBulkFilter): ClientFilters {
  return { q: f.q || undefined, status: f.status, region: f.region || undefined, coachedBy: f.coach ? [f.coach] : [], noCoach: f.no_coach };
}

/** What the ids or the filter named: the live clients to act on, and those left out already (with why). */
export interface BulkTargets {
  matched: number;
  clients: UserRow[];
  skips: ClientBulkSkip[];
}

const tooMany = (n: number) =>
  badRequest(
    `The filter matches ${n.toLocaleString('en-CA')} clients; one bulk action takes at most ${CLIENT_BULK_MAX.toLocaleString('en-CA')}. ` +
      'Narrow the list (by region, coach or search) and run it in parts.',
    [{ path: ['filter'], message: `At most ${CLIENT_BULK_MAX.toLocaleString('en-CA')} clients at a time` }],
  );

/** Refuses a filter that matches more clients than one bulk action takes. */
async function assertWithinCap(db: Db, filters: ClientFilters): Promise<void> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => clientWhere(db, eb, filters))
    .executeTakeFirstOrThrow();
  if (Number(n) > CLIENT_BULK_MAX) throw tooMany(Number(n));
}

/**
 * The clients named: by ids, each one a client (else `not_found`) whose file is open (else
 * `already_archived`); by filter, the live clients the listing would show, refused beyond CLIENT_BULK_MAX.
 */
export async function resolveTargets(db: Db, sel: { ids?: number[]; filter?: ClientBulkFilter }): Promise<BulkTargets> {
  if (sel.filter) {
    const filters = listingFilters(sel.filter);
    await assertWithinCap(db, filters);
    const clients = await db
      .selectFrom('users')
      .selectAll('users')
      .where((eb) => clientWhere(db, eb, filters))
      .orderBy('users.id')
      .execute();
    return { matched: clients.length, clients, skips: [] };
  }
  const ids = [...new Set(sel.ids ?? [])];
  const found: UserRow[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    found.push(...(await db.selectFrom('users').selectAll().where('id', 'in', chunk).where('category_id', '=', ROLES.CLIENT).execute()));
  }
  const skips: ClientBulkSkip[] = [];
  for (let k = found.length; k < ids.length; k += 1) skips.push('not_found');
  const clients: UserRow[] = [];
  for (const row of found.sort((a, b) => a.id - b.id)) {
    if (row.deleted_at) skips.push('already_archived');
    else clients.push(row);
  }
  return { matched: ids.length, clients, skips };
}

/** Of these clients, those who already have this coach. */
async function assignedTo(db: Db, coachId: number, clients: UserRow[]): Promise<Set<number>> {
  const assigned = new Set<number>();
  for (let i = 0; i < clients.length; i += ID_CHUNK) {
    const chunk = clients.slice(i, i + ID_CHUNK).map((c) => c.id);
    const rows = await db
      .selectFrom('client_coach')
      .select('client_id')
      .where('coach_id', '=', coachId)
      .where('client_id', 'in', chunk)
      .execute();
    for (const r of rows) assigned.add(r.client_id);
  }
  return assigned;
}

/** The clients an action would change, and the skips it adds; `db` is the action's transaction. */
type Sorter = (db: Db, clients: UserRow[]) => Promise<{ todo: UserRow[]; skips: ClientBulkSkip[] }>;

/** Whoever already has the coach is left as they are. */
const sortForAssign =
  (coachId: number): Sorter =>
  async (db, clients) => {
    const assigned = await assignedTo(db, coachId, clients);
    return {
      todo: clients.filter((c) => !assigned.has(c.id)),
      skips: clients.filter((c) => assigned.has(c.id)).map(() => 'already_assigned' as const),
    };
  };

/**
 * An invitation is for someone who never chose a password, as "Send invitation again" is (decision 029), and never
 * for a person erased on request (their address is gone).
 */
const sortForInvite: Sorter = async (_db, clients) => ({
  todo: clients.filter((c) => c.password_set_at === null && c.erased_at === null),
  skips: clients
    .filter((c) => c.password_set_at !== null || c.erased_at !== null)
    .map((c) => (c.erased_at !== null ? ('erased' as const) : ('has_password' as const))),
});

/** A file with a session to come stays open, as for one client (client-closing.ts). */
const sortForArchive: Sorter = async (db, clients) => {
  const todo: UserRow[] = [];
  const skips: ClientBulkSkip[] = [];
  for (const client of clients) {
    try {
      await assertNoUpcomingSessions(db, client);
      todo.push(client);
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
      skips.push('upcoming_session');
    }
  }
  return { todo, skips };
};

function counted(action: ClientBulkResult['action'], dryRun: boolean, matched: number, done: number, skips: ClientBulkSkip[]) {
  const byReason = new Map<ClientBulkSkip, number>();
  for (const s of skips) byReason.set(s, (byReason.get(s) ?? 0) + 1);
  return {
    action,
    dry_run: dryRun,
    matched,
    done,
    skipped: skips.length,
    reasons: [...byReason].map(([reason, count]) => ({ reason, count })),
  };
}

/**
 * Runs one action (or, `dryRun`, only counts what it would do) in one transaction: the targets are sorted
 * and changed in it, so a client changed by someone else meanwhile is counted as they are at the commit.
 */
async function runAction(
  request: FastifyRequest,
  action: ClientBulkResult['action'],
  targets: BulkTargets,
  dryRun: boolean,
  sort: Sorter,
  apply: (trx: Db, client: UserRow) => Promise<void>,
): Promise<ClientBulkResult> {
  const db = request.server.db;
  if (dryRun) {
    const { todo, skips } = await sort(db, targets.clients);
    return counted(action, true, targets.matched, todo.length, [...targets.skips, ...skips]);
  }
  const result = await db.transaction().execute(async (trx) => {
    const { todo, skips } = await sort(trx, targets.clients);
    for (const client of todo) await apply(trx, client);
    return counted(action, false, targets.matched, todo.length, [...targets.skips, ...skips]);
  });
  // The emails queued in the transaction go now rather than at the queue's next poll.
  if (result.done > 0) request.server.mailer.wake();
  return result;
}

/**
 * Gives each client the coach, audited as each assignment is (lib/handoffs.ts, entity `client_coach`), and
 * queues the hand-off emails each assignment sends (decision 028), to those who want them.
 */
export function bulkAssignCoach(request: FastifyRequest, actorId: number, coach: UserRow, targets: BulkTargets, dryRun: boolean) {
  const app = request.server;
  return runAction(request, 'assign_coach', targets, dryRun, sortForAssign(coach.id), async (trx, client) => {
    await assignCoach(trx, request, client, coach.id, actorId);
    if (coach.id !== actorId && (await wantsEmail(trx, coach.id, 'handoffs'))) {
      await queueMail(trx, newClientMail(app, coach, client, await findIntake(trx, client.id)));
    }
    if (await wantsEmail(trx, client.id, 'handoffs')) await queueMail(trx, yourCoachMail(app, client, coach));
  });
}

/** A new invitation link for each client without a password (its audit entry as auth/account-links.ts writes it), its email queued. */
export function bulkInvite(request: FastifyRequest, actorId: number, targets: BulkTargets, dryRun: boolean) {
  return runAction(request, 'invite', targets, dryRun, sortForInvite, async (trx, client) => {
    const token = await issueLinkIn(trx, request, client.id, 'invitation', actorId);
    await queueMail(trx, invitationMail(request.server, client, token));
  });
}

/** Closes each file as DELETE /users/:id does: archived, signed out, audited as the delete of a user. */
export function bulkArchive(request: FastifyRequest, actorId: number, targets: BulkTargets, dryRun: boolean) {
  return runAction(request, 'archive', targets, dryRun, sortForArchive, async (trx, client) => {
    const after = await updateUser(trx, client.id, { deleted_at: nowIso(), bumpTokenVersion: true });
    await writeAudit(trx, {
      actorId,
      action: 'delete',
      entity: 'user',
      entityId: client.id,
      before: toUser(client),
      after: toUser(after),
      ip: request.ip,
    });
  });
}
