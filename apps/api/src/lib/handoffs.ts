import { BUSINESS_TYPE_LABELS, LICENSED_LABELS, NEED_LABELS } from '@tc/contract/applications';
import type { ClientCoach } from '@tc/contract/coaching';
import type { ClientIntake } from '@tc/contract/handoffs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { findIntake } from '../db/handoffs-repository';
import { findUserById, type UserRow } from '../db/users-repository';
import { writeAudit } from './audit';
import type { Centre } from './centre';
import type { MailMessage } from './mailer';
import { unsubscribeLinks, wantsEmail } from './notifications';
import { nowIso } from './time';

/**
 * Hand-offs (docs/decisions/028-hand-offs.md): a client given a coach, and the emails that tell both;
 * shared by the features that make an assignment (client–coach, users, applications) and by registration.
 */

/**
 * Makes a client a coach's client inside the caller's transaction, with its own audit entry (entity
 * `client_coach`) in the shape an administrator's assignment is recorded in: a coach's new client (the
 * coach as actor), or an enrolment that names a coach (the administrator as actor).
 */
export async function assignCoach(
  trx: Db,
  request: FastifyRequest,
  client: UserRow,
  coachId: number,
  actorId: number = coachId,
): Promise<void> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('client_coach')
    .values({ client_id: client.id, coach_id: coachId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const coach = (await findUserById(trx, coachId))!;
  const after: ClientCoach = {
    id,
    client_id: client.id,
    coach_id: coachId,
    client: { id: client.id, firstname: client.firstname, lastname: client.lastname, business_name: client.business_name },
    coach: { id: coach.id, firstname: coach.firstname, lastname: coach.lastname },
    createdAt: now,
    updatedAt: now,
  };
  await writeAudit(trx, { actorId, action: 'create', entity: 'client_coach', entityId: id, after, ip: request.ip });
}

/** A client given a coach: by an administrator, a coach creating their own client, an enrolment or an archive. */
export interface HandOff {
  clientId: number;
  coachId: number;
}

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton', dateStyle: 'long' });
const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;

/** What they told us, as lines a coach reads: the intake of their application, when there is one. */
function intakeParagraphs(intake: ClientIntake | null): string[] {
  if (!intake) return [];
  const lines = [
    ...(intake.business_type ? [`Kind of childcare: ${BUSINESS_TYPE_LABELS[intake.business_type]}`] : []),
    ...(intake.licensed ? [`Licensed: ${LICENSED_LABELS[intake.licensed]}`] : []),
    ...(intake.spaces !== null ? [`Spaces: ${intake.spaces}`] : []),
    ...(intake.needs.length ? [`Help with: ${intake.needs.map((n) => NEED_LABELS[n]).join('; ')}`] : []),
    `${intake.source === 'registration' ? 'Registered' : 'Applied'}: ${DAY.format(new Date(intake.applied_at))}`,
  ];
  return ['What they told us:', lines.join('\n'), ...(intake.message ? [`Their message:\n${intake.message}`] : [])];
}

/** To the coach: who the new client is, how to reach them, and what they told us. */
export function newClientMail(app: FastifyInstance, coach: UserRow, client: UserRow, intake: ClientIntake | null): MailMessage {
  const name = fullName(client);
  const contact = [
    `Email: ${client.email}`,
    ...(client.phone ? [`Phone: ${client.phone}`] : []),
    ...(client.city || client.region ? [`Where: ${[client.city, client.region].filter(Boolean).join(', ')}`] : []),
  ];
  return {
    to: coach.email,
    replyTo: client.email,
    subject: `You have a new client: ${name}${client.business_name ? `, ${client.business_name}` : ''}`,
    greeting: `Hello ${coach.firstname},`,
    paragraphs: [
      `${name}${client.business_name ? ` of ${client.business_name}` : ''} is now your client. Please contact them within two business days to arrange a first conversation.`,
      contact.join('\n'),
      ...intakeParagraphs(intake),
      'Reply to this email to write to them.',
    ],
    action: { label: 'Open their profile', url: `${app.config.publicUrl}/clients/${client.id}` },
    unsubscribe: unsubscribeLinks(app.config, coach.id, 'handoffs'),
  };
}

/** To the client: who their coach is and how to reach them. */
export function yourCoachMail(app: FastifyInstance, client: UserRow, coach: UserRow): MailMessage {
  const name = fullName(coach);
  return {
    to: client.email,
    replyTo: coach.email,
    subject: `Your coach is ${name}`,
    greeting: `Hello ${client.firstname},`,
    paragraphs: [
      `${name} is your business coach at ${app.config.centre.name} and will be in touch soon to arrange a first conversation.`,
      [`Email: ${coach.email}`, ...(coach.phone ? [`Phone: ${coach.phone}`] : [])].join('\n'),
      `Reply to this email to write to ${coach.firstname}, or call us at ${app.config.centre.phone}.`,
    ],
    unsubscribe: unsubscribeLinks(app.config, client.id, 'handoffs'),
  };
}

/**
 * Tells the coach and the client of each hand-off, once the assignment is stored: each email only to a
 * person who wants hand-off emails (lib/notifications.ts), and never to the person who made the hand-off.
 * The mail queue keeps what the mail server refuses; an email that cannot even be queued is logged and
 * never undoes the assignment.
 */
export async function sendHandoffs(request: FastifyRequest, actorId: number, handoffs: HandOff[]): Promise<void> {
  const app = request.server;
  for (const { clientId, coachId } of handoffs) {
    try {
      const [client, coach] = await Promise.all([findUserById(app.db, clientId), findUserById(app.db, coachId)]);
      if (!client || !coach) continue;
      if (coach.id !== actorId && (await wantsEmail(app.db, coach.id, 'handoffs'))) {
        await app.mailer.send(newClientMail(app, coach, client, await findIntake(app.db, client.id)));
      }
      if (client.id !== actorId && (await wantsEmail(app.db, client.id, 'handoffs'))) {
        await app.mailer.send(yourCoachMail(app, client, coach));
      }
    } catch (err) {
      request.log.warn(
        { clientId, coachId, error: err instanceof Error ? err.message : String(err) },
        'a hand-off email could not be sent',
      );
    }
  }
}

/**
 * To the centre: someone registered an account themself, and the Register tab promised them a coach's
 * call within two business days. They wait in the applications queue (marked as a registration); replies
 * go to them.
 */
export function registrationNotification(
  centre: Centre,
  user: Pick<UserRow, 'firstname' | 'lastname' | 'email' | 'phone' | 'business_name' | 'region' | 'username'>,
): MailMessage {
  const name = fullName(user);
  const details = [
    `Name: ${name}`,
    `Username: ${user.username}`,
    `Email: ${user.email}`,
    ...(user.phone ? [`Phone: ${user.phone}`] : []),
    ...(user.business_name ? [`Business: ${user.business_name}`] : []),
    ...(user.region ? [`Region: ${user.region}`] : []),
  ];
  return {
    to: centre.email,
    replyTo: user.email,
    subject: `New registration: ${name}${user.business_name ? `, ${user.business_name}` : ''}`,
    paragraphs: [
      `${name} registered an account and was told that a coach will contact them within two business days. ` +
        'They are waiting under Applications, marked New (registered an account).',
      details.join('\n'),
      'Enrol them there to give them a coach. Reply to this email to write to them.',
    ],
  };
}
