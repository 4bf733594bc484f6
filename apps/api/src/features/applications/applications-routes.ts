import { applicationEndpoints } from '@tc/contract/applications-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { sendInvitation } from '../../auth/account-links';
import { requireUser } from '../../auth/authenticate';
import { unusablePasswordHash } from '../../auth/passwords';
import { authorize } from '../../auth/policy';
import { assertIs } from '../../auth/client-access';
import { isCoachOfClient } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { canonicalRegion } from '../../db/regions-repository';
import { findUserById, usernameTaken } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { conflict, fieldError, notFound, usernameConflict } from '../../lib/errors';
import { paging, sendTotal } from '../../lib/listing';
import { assignCoach, sendHandoffs } from '../../lib/handoffs';
import { route } from '../../lib/route';
import { acknowledgement, notification } from './applications-mail';
import { applicationsToSince, findApplication, insertApplication, listApplications, updateApplicationIf } from './applications-repository';
import { assertTransition, createClientFor, freeUsername } from './enrolment';

const NOT_FOUND = 'Application not found.';

/** The account someone registered themself, which enrolling them makes a client of the centre's queue (409 if it is gone). */
async function registeredClient(trx: Db, userId: number) {
  const user = await findUserById(trx, userId);
  if (!user || user.category_id !== ROLES.CLIENT) {
    throw conflict('The account this person registered is archived or no longer a client: restore it before enrolling them.');
  }
  return user;
}
/**
 * Acknowledgements one address receives in 24 hours, counted over the stored
 * applications (so across API processes); later applications are still stored
 * and reach the centre, without another email to that address.
 */
const ACKNOWLEDGEMENTS_PER_DAY = 3;
const DAY_MS = 24 * 3600_000;

/**
 * Applications for coaching (docs/architecture.md#applications-and-accounts, access in #access): anyone
 * submits, without an account; administrators read the queue and answer it.
 */
export async function applicationsRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, applicationEndpoints.submit, async (request, reply) => {
    const { consent: _consent, ...fields } = request.body;
    const region = await canonicalRegion(db, fields.region);
    const { after } = await audited(request, { actor: 'visitor', action: 'create', entity: 'application' }, async (trx) => {
      const created = await insertApplication(trx, { ...fields, region });
      return { id: created.id, after: created };
    });
    // Anyone can type any address: past a few a day to one address, the application is kept but not acknowledged.
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const acknowledge = (await applicationsToSince(db, after.email, since)) <= ACKNOWLEDGEMENTS_PER_DAY;
    if (!acknowledge) request.log.info({ applicationId: after.id }, 'no acknowledgement: this address had its share today');
    // Stored before any mail goes: a mail server that is down loses nothing (the mail queue tries again).
    const [ack, note] = await Promise.all([
      acknowledge ? app.mailer.send(acknowledgement(app.config.centre, after)) : undefined,
      app.mailer.send(notification(app.config.centre, after)),
    ]);
    if (!note.sent) request.log.warn({ applicationId: after.id }, 'the centre was not emailed about this application; it is in the queue');
    const thanks = `Thank you, ${after.firstname}.`;
    const message = !ack
      ? `${thanks} We have your application. We have already emailed ${after.email} today, so we did not send another confirmation. ` +
        `There is no need to apply again: we will be in touch.`
      : ack.sent
        ? `${thanks} We have your application and have emailed a confirmation to ${after.email}.`
        : `${thanks} We have your application, but we could not send a confirmation email to ${after.email}` +
          `${ack.queued ? ' yet: we will keep trying' : ''}. There is no need to apply again: we will be in touch.`;
    // It names the applicant: kept out of caches like every answer with personal data (docs/architecture.md#api-conventions).
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .send({ message, confirmation_sent: ack?.sent ?? false });
  });

  route(app, applicationEndpoints.list, async (request, reply) => {
    authorize(await requireUser(request), 'applications.read');
    const { status, q, ...pageQuery } = request.query;
    const { rows, total } = await listApplications(db, { status, q }, paging(pageQuery));
    sendTotal(reply, total);
    return rows;
  });

  route(app, applicationEndpoints.get, async (request) => {
    authorize(await requireUser(request), 'applications.read');
    const application = await findApplication(db, request.params.id);
    if (!application) throw notFound(NOT_FOUND);
    return application;
  });

  route(app, applicationEndpoints.update, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'applications.update');
    const before = await findApplication(db, request.params.id);
    if (!before) throw notFound(NOT_FOUND);
    const { status, admin_note, username, coach_id } = request.body;
    const moving = status !== undefined && status !== before.status;
    if (moving) assertTransition(before.status, status);
    const enrolling = moving && status === 'enrolled';
    // Someone who registered has an account already (source 'registration'): enrolling them makes none.
    const registered = before.user_id !== null;
    if (username !== undefined && !enrolling) throw fieldError('username', 'A username is given only when enrolling the applicant.');
    if (username !== undefined && registered)
      throw fieldError('username', 'This person registered their own account: it has a username already.');
    if (username !== undefined && (await usernameTaken(db, username))) throw usernameConflict();
    if (coach_id !== undefined && !enrolling) throw fieldError('coach_id', 'A coach is chosen only when enrolling the applicant.');
    if (coach_id !== undefined) await assertIs(db, 'coach', coach_id);
    if (!moving && (admin_note === undefined || admin_note === before.admin_note)) return before;
    // The new account's hash is made before the transaction: argon2 takes a moment.
    const passwordHash = enrolling && !registered ? await unusablePasswordHash() : '';

    const { after } = await audited(request, { actor: me, action: 'update', entity: 'application' }, async (trx) => {
      // The status moves only from the one read above, so two administrators cannot both act on it (nor enrol twice).
      const changed = await updateApplicationIf(trx, before.id, before.status, { ...(moving ? { status } : {}), admin_note });
      if (!changed) throw conflict('Someone changed this application just now. Reload it to see where it stands.');
      if (enrolling) {
        const user = registered ? await registeredClient(trx, before.user_id!) : await newClient(trx);
        // The coach the administrator chose, in the enrolment's transaction (docs/decisions/028-hand-offs.md).
        if (coach_id !== undefined && !(await isCoachOfClient(trx, coach_id, user.id)))
          await assignCoach(trx, request, user, coach_id, me.id);
      }
      return { id: before.id, before, after: (await findApplication(trx, before.id))! };
    });
    async function newClient(trx: Db) {
      const chosen = username ?? (await freeUsername(trx, before!.firstname, before!.lastname));
      const user = await createClientFor(trx, request, me.id, before!, { username: chosen, passwordHash });
      await updateApplicationIf(trx, before!.id, 'enrolled', { user_id: user.id });
      return user;
    }
    const enrolled = enrolling && after.user_id !== null ? await findUserById(db, after.user_id) : undefined;
    // The new client's invitation to set a password, once the enrolment is stored (auth/account-links.ts);
    // someone who registered chose theirs.
    if (enrolled && !registered) await sendInvitation(request, enrolled, me);
    // Then the hand-off: the coach and the client are told of each other.
    if (enrolled && coach_id !== undefined) await sendHandoffs(request, me.id, [{ clientId: enrolled.id, coachId: coach_id }]);
    return after;
  });
}
