import { accountLinkEndpoints as e } from '@tc/contract/account-links-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LINK_REFUSED, issueLink, resetMail, sendInvitation } from '../../auth/account-links';
import { requireUser } from '../../auth/authenticate';
import { assertPasswordAcceptable } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { authorize } from '../../auth/policy';
import { findUserById } from '../../db/users-repository';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { findLinkHolder, recentResets, usersWithEmail } from './account-links-repository';
import { useLink } from './use-link';

/** Reset links one account may be sent in an hour; beyond it, asking again sends nothing (and answers the same). */
export const RESETS_PER_HOUR = 3;

export const RESET_REQUESTED = "If an account uses that address, we've sent a link to it. It works for one hour.";

/**
 * Invitations and password resets (docs/architecture.md#applications-and-accounts): single-use links,
 * stored hashed (auth/account-links.ts). Neither a token nor its hash ever
 * appears in an answer or a log line.
 */
export async function accountLinksRoutes(app: FastifyInstance) {
  const db = app.db;

  async function sendResets(request: FastifyRequest, email: string) {
    for (const user of await usersWithEmail(db, email)) {
      if ((await recentResets(db, user.id)) >= RESETS_PER_HOUR) {
        request.log.info({ userId: user.id }, 'password reset not sent: this account was sent the most allowed this hour');
        continue;
      }
      const token = await issueLink(request, user, 'reset', 'visitor');
      await app.mailer.send(resetMail(app, user, token));
    }
  }

  // One request's resets at a time, so the hourly allowance per account holds under a burst.
  let queue = Promise.resolve();
  route(app, e.forgotPassword, async (request, reply) => {
    // The lookup and the mail happen after the answer: an address with an account answers as fast as one without.
    const { email } = request.body;
    queue = queue
      .then(() => sendResets(request, email))
      .catch((err: unknown) =>
        request.log.warn({ error: err instanceof Error ? err.message : String(err) }, 'a password reset could not be sent'),
      );
    return reply.code(202).send({ message: RESET_REQUESTED });
  });

  route(app, e.setPassword, async (request) => {
    const { token, password } = request.body;
    const holder = await findLinkHolder(db, token);
    if (!holder) throw badRequest(LINK_REFUSED);
    // Checked before the link is used, so a refused password leaves the link working.
    assertPasswordAcceptable(password, holder.user);
    const password_hash = await hashPassword(password);
    const { purpose, user } = await useLink(request, token, password_hash);
    const message =
      purpose === 'reset'
        ? 'Your new password is set, and every other session of your account has been signed out.'
        : 'Your password is set. Welcome!';
    return { message, username: user.username };
  });

  route(app, e.sendInvitation, async (request) => {
    const me = await requireUser(request);
    // Sending someone else a new link changes their account: administrators only (docs/architecture.md#access).
    authorize(me, 'users.updateAccount', undefined, 'Only administrators can send invitations again.');
    const user = await findUserById(db, request.params.id);
    if (!user) throw notFound('User not found.');
    if (user.erased_at !== null) throw conflict(`${user.firstname} ${user.lastname} was erased on request: there is no one to invite.`);
    // An invitation is for someone who never chose a password: an established account is sent a reset instead,
    // which keeps the password they have until they choose another.
    if (user.password_set_at !== null) {
      throw conflict(
        `${user.firstname} ${user.lastname} has already set a password, so an invitation is not sent. If they cannot sign in, they can use "Forgot password?" on the sign-in page to get a reset link.`,
      );
    }
    const outcome = await sendInvitation(request, user, me);
    const message = outcome.sent
      ? `We've emailed an invitation to ${user.email}. Its link works for 7 days; older links no longer work.`
      : outcome.queued
        ? `The invitation could not be emailed to ${user.email} yet: we will keep trying (see Outgoing mail).`
        : `The invitation could not be emailed to ${user.email}. Check the address, or try again later.`;
    return { message, sent: outcome.sent };
  });
}
