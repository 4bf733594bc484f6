import { ROLES } from '@tc/contract/roles';
import { forbidden, notFound } from '../lib/errors';

/** Who is asking: the signed-in user as reloaded on this request. */
export interface Actor {
  id: number;
  category_id: number;
}

/** A user record as far as the rules care. */
export interface UserTarget {
  id: number;
  category_id: number;
}

/** A client's coaching records (plans, diary), with whether the actor coaches that client. */
export interface ClientRecordsTarget {
  clientId: number;
  assigned: boolean;
}

/** A client–coach assignment. */
export interface AssignmentTarget {
  client_id: number;
  coach_id: number;
}

/**
 * The access table of docs/architecture.md#access, one rule per action. A rule answers
 * 'allow', 'deny' (403) or 'hide' (404: the record's existence must not leak).
 */
type Verdict = 'allow' | 'deny' | 'hide';

const isAdmin = (a: Actor) => a.category_id === ROLES.ADMIN;
const MEMBER_ROLES = new Set<number>([ROLES.ADMIN, ROLES.COACH, ROLES.CLIENT]);
const isCoach = (a: Actor) => a.category_id === ROLES.COACH;
const isClient = (a: Actor) => a.category_id === ROLES.CLIENT;
const allowIf = (ok: boolean): Verdict => (ok ? 'allow' : 'deny');

const rules = {
  /** GET /users: everyone of every category. */
  'users.listAll': (a: Actor) => allowIf(isAdmin(a)),
  'users.listClients': (a: Actor) => allowIf(isAdmin(a) || isCoach(a)),
  'users.listCoaches': (a: Actor) => allowIf(isAdmin(a) || isCoach(a)),
  'users.read': (a: Actor, t: UserTarget): Verdict => {
    if (a.id === t.id || isAdmin(a)) return 'allow';
    if (isCoach(a)) return t.category_id === ROLES.CLIENT || t.category_id === ROLES.COACH ? 'allow' : 'hide';
    return 'deny';
  },
  /** `category` is the category of the user to be created. */
  'users.create': (a: Actor, category: number) => allowIf(isAdmin(a) || (isCoach(a) && category === ROLES.CLIENT)),
  'users.update': (a: Actor, t: UserTarget) => allowIf(isAdmin(a) || a.id === t.id),
  /** Category, status and username of a record: what only an administrator changes. */
  'users.updateAccount': (a: Actor) => allowIf(isAdmin(a)),
  'users.delete': (a: Actor) => allowIf(isAdmin(a)),
  'users.restore': (a: Actor) => allowIf(isAdmin(a)),
  'users.listArchived': (a: Actor) => allowIf(isAdmin(a)),
  /**
   * Erasing a person on request (docs/decisions/035-erasure.md): an administrator erases a client or a coach. Never
   * an administrator (themself included): another administrator makes them a coach first, so no one erases the
   * last administrator, or the trail of an administrator's own work, by a slip.
   */
  'users.erase': (a: Actor, t: UserTarget) => allowIf(isAdmin(a) && (t.category_id === ROLES.CLIENT || t.category_id === ROLES.COACH)),
  /** The centre's privacy settings (retention years) and the clients past them, listed for erasure: administrators. */
  'settings.privacy': (a: Actor) => allowIf(isAdmin(a)),
  'privacy.erasureDue': (a: Actor) => allowIf(isAdmin(a)),
  /** Importing clients and coaches from a spreadsheet, listing imports and undoing one (docs/architecture.md#import). */
  'imports.run': (a: Actor) => allowIf(isAdmin(a)),
  /** A client's email and phone in the client list's CSV: an administrator, or a coach of that client (as the listing screen shows them). */
  'users.exportContacts': (a: Actor, t: ClientRecordsTarget) => allowIf(isAdmin(a) || (isCoach(a) && t.assigned)),
  /** A coach's clients: the coach themself or an administrator. */
  'users.associatedClients': (a: Actor, coachId: number) => allowIf(isAdmin(a) || (isCoach(a) && a.id === coachId)),
  /**
   * Bulk actions on the client list (docs/decisions/031-bulk-actions.md): assigning a coach, sending invitations and
   * closing files are each an administrator's alone one by one ('clientCoach.write', 'users.updateAccount',
   * 'users.delete'), so many at once are too; their export with them.
   */
  'clients.bulk': (a: Actor) => allowIf(isAdmin(a)),
  'regions.read': () => 'allow' as Verdict,
  'regions.create': (a: Actor) => allowIf(isAdmin(a)),
  /** Client–coach: read your own (as client or coach); only administrators write. */
  'clientCoach.read': (a: Actor, t: AssignmentTarget): Verdict =>
    isAdmin(a) || a.id === t.client_id || a.id === t.coach_id ? 'allow' : 'hide',
  'clientCoach.write': (a: Actor) => allowIf(isAdmin(a)),
  /**
   * A client's coaching records (action plans, the time diary, milestones, the client's report and
   * coaches): the client reads their own, a coach those of assigned clients, an administrator all.
   */
  'coaching.read': (a: Actor, t: ClientRecordsTarget) =>
    allowIf(isAdmin(a) || (isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId)),
  /** Writing them: a coach of the client or an administrator; clients read only. */
  'coaching.write': (a: Actor, t: ClientRecordsTarget) => allowIf(isAdmin(a) || (isCoach(a) && t.assigned)),
  /**
   * A plan's checklist (docs/architecture.md#plan-status-and-steps) is read as the plan ('coaching.read') and
   * added to, renamed, reordered and deleted as the plan is written ('coaching.write'), as is the plan's status.
   * Ticking and unticking a step: also the plan's own client, who often does the work.
   */
  'planSteps.tick': (a: Actor, t: ClientRecordsTarget) =>
    allowIf(isAdmin(a) || (isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId)),
  /** Giving a plan or diary entry another client, coach or plan: its own coach or an administrator, never a co-coach. */
  'coaching.move': (a: Actor, t: { coach_id: number | null }) => allowIf(isAdmin(a) || (t.coach_id !== null && a.id === t.coach_id)),
  /** Naming the coach a record is written by: an administrator names any (the route checks they coach the client); a coach only themself. */
  'coaching.nameCoach': (a: Actor, coachId: number) => allowIf(isAdmin(a) || a.id === coachId),
  /**
   * A plan's, diary entry's or session's private note (docs/decisions/023): the client's coaches and
   * administrators read and write it; the client never (lib/private-notes.ts strips it from every answer that
   * is not theirs to read). Writing it rides on 'coaching.write', as only staff calls take it.
   */
  'coaching.privateNotes': (a: Actor, t: ClientRecordsTarget) => allowIf(isAdmin(a) || (isCoach(a) && t.assigned)),
  /**
   * The time diary as a CSV file: staff, of the entries their list shows them (an administrator's whole diary,
   * a coach's clients'); the file never holds a private note.
   */
  'coaching.export': (a: Actor) => allowIf(isAdmin(a) || isCoach(a)),
  /** Lists across clients, and what only administrators see: archived records, restore. */
  'coaching.admin': (a: Actor) => allowIf(isAdmin(a)),
  /** Asking about a client's coaches by id: a client only about themself; others are judged by 'coaching.read'. */
  'clientProfile.lookUp': (a: Actor, clientId: number) => allowIf(!isClient(a) || a.id === clientId),
  /** The audit trail: administrators read it; nobody writes it through the app. */
  'audit.read': (a: Actor) => allowIf(isAdmin(a)),
  /** Who may not sign in now because of failed attempts, and clearing them: administrators. */
  'audit.signInLocks': (a: Actor) => allowIf(isAdmin(a)),
  /** Another person's second factor, and the centre's security settings: administrators. */
  'twoFactor.reset': (a: Actor) => allowIf(isAdmin(a)),
  'settings.security': (a: Actor) => allowIf(isAdmin(a)),
  /** Reports: a coach's own report; a client's is one of their records ('coaching.read'); all clients and regions for administrators. */
  'reports.coach': (a: Actor, coachId: number) => allowIf(isAdmin(a) || (isCoach(a) && a.id === coachId)),
  'reports.allClients': (a: Actor) => allowIf(isAdmin(a)),
  /** Uploading images for the public site (POST /uploads/images). */
  'files.upload': (a: Actor) => allowIf(isAdmin(a)),
  /** Content collections (docs/architecture.md#content-and-files): anyone reads what is published; administrators write, delete and restore. */
  'content.write': (a: Actor) => allowIf(isAdmin(a)),
  /** Drafts, posts scheduled for later and deleted items: administrators only (`status=`, `archived=true`). */
  'content.readHidden': (a: Actor) => allowIf(isAdmin(a)),
  /** Members-only forms and guides: every signed-in role (2, 3, 4); visitors see public ones only. */
  'formFiles.readMembersOnly': (a: Actor) => allowIf(MEMBER_ROLES.has(a.category_id)),
  /** Forms and guides: upload, change, delete, restore, list deleted ones. */
  'formFiles.write': (a: Actor) => allowIf(isAdmin(a)),
  /** Applications for coaching (docs/architecture.md#applications-and-accounts): anyone submits (no account, no rule); administrators read and answer them. */
  'applications.read': (a: Actor) => allowIf(isAdmin(a)),
  'applications.update': (a: Actor) => allowIf(isAdmin(a)),
  /** Outgoing mail (docs/decisions/017-mail-queue.md): administrators see it and send a failed message again. */
  'mail.read': (a: Actor) => allowIf(isAdmin(a)),
  'mail.sendAgain': (a: Actor) => allowIf(isAdmin(a)),
  /**
   * Coaching sessions (docs/architecture.md#coaching-sessions) are a client's coaching records: read and
   * written as plans ('coaching.read', 'coaching.write'). A client also cancels their own, with a reason.
   */
  'sessions.cancel': (a: Actor, t: ClientRecordsTarget) =>
    allowIf(isAdmin(a) || (isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId)),
  /** Asking for a slot of their coach's hours: a client, of a coach assigned to them (`assigned`). */
  'sessions.request': (a: Actor, t: ClientRecordsTarget) => allowIf(isClient(a) && a.id === t.clientId && t.assigned),
  /** A coach's hours and days away: the coach themself or an administrator writes them. */
  'availability.write': (a: Actor, coachId: number) => allowIf(isAdmin(a) || (isCoach(a) && a.id === coachId)),
  /** Reading them (and their free slots): also any coach, and a client of that coach (`assigned`). */
  'availability.read': (a: Actor, t: { coachId: number; assigned: boolean }) =>
    allowIf(isAdmin(a) || isCoach(a) || (isClient(a) && t.assigned)),
  /** Who is free at a time, across coaches; the centre's session settings. */
  'sessions.whoIsFree': (a: Actor) => allowIf(isAdmin(a)),
  'settings.sessions': (a: Actor) => allowIf(isAdmin(a)),
  /**
   * A client's documents and their messages' attachments (docs/architecture.md#casework): the client their own,
   * a coach those of assigned clients, an administrator all. Anyone else hears 404, so that neither the client
   * nor a file id leaks. Uploading a document is the same rule: whoever may read a client's files adds to them.
   */
  'clientFiles.read': (a: Actor, t: ClientRecordsTarget): Verdict =>
    isAdmin(a) || (isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId) ? 'allow' : 'hide',
  'clientFiles.upload': (a: Actor, t: ClientRecordsTarget): Verdict =>
    isAdmin(a) || (isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId) ? 'allow' : 'hide',
  /**
   * Deleting a document: its uploader (while they may still read the client's files) or an administrator. A
   * co-coach, or the client of a document their coach uploaded, may not: nobody loses a file someone else chose to keep.
   */
  'clientFiles.delete': (a: Actor, t: ClientRecordsTarget & { uploadedBy: number }) =>
    allowIf(isAdmin(a) || (a.id === t.uploadedBy && ((isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId)))),
  /**
   * A client's conversation (docs/decisions/026-messages.md): the client and the coaches assigned to them read
   * it; administrators read every one; to anyone else it does not exist (404).
   */
  'messages.read': (a: Actor, t: ClientRecordsTarget): Verdict =>
    isAdmin(a) || (isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId) ? 'allow' : 'hide',
  /** Writing in it (and being counted as its reader): only its people, the client and their coaches; administrators read only (403). */
  'messages.write': (a: Actor, t: ClientRecordsTarget): Verdict =>
    (isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId) ? 'allow' : isAdmin(a) ? 'deny' : 'hide',
  /** The list of conversations: a coach's (their clients'), an administrator's (all); a client goes straight to their own. */
  'messages.listConversations': (a: Actor) => allowIf(isAdmin(a) || isCoach(a)),
  /**
   * Which emails one gets (docs/architecture.md#notifications): every signed-in person chooses their own. An email's
   * unsubscribe link needs no rule: its token, signed by the server, names the one person and kind it turns off.
   */
  'account.notifications': (a: Actor) => allowIf(MEMBER_ROLES.has(a.category_id)),
  /**
   * Hand-offs (docs/decisions/028-hand-offs.md). The coaches an enrolment offers, with their client counts: administrators,
   * who enrol. A client's intake (what they wrote when applying): administrators, the client's coaches, and the client,
   * whose own words it is. The new clients waiting for a first call: the coach's own (an administrator, who has none, gets an empty list).
   */
  'handoffs.suggestCoaches': (a: Actor) => allowIf(isAdmin(a)),
  'handoffs.readIntake': (a: Actor, t: ClientRecordsTarget) =>
    allowIf(isAdmin(a) || (isCoach(a) && t.assigned) || (isClient(a) && a.id === t.clientId)),
  'handoffs.newClients': (a: Actor) => allowIf(isAdmin(a) || isCoach(a)),
  /**
   * A person's data as one ZIP (docs/architecture.md#privacy-requests): everyone signed in downloads their own;
   * an administrator downloads anyone's, answering that person's request. What the ZIP holds is what the person
   * can read, whoever downloads it (docs/decisions/034-personal-export.md).
   */
  'privacy.exportOwn': (a: Actor) => allowIf(MEMBER_ROLES.has(a.category_id)),
  'privacy.exportOf': (a: Actor) => allowIf(isAdmin(a)),
  /** The two hero images (`/landing-image`). */
  'landingImages.write': (a: Actor) => allowIf(isAdmin(a)),
  /** The media library (docs/architecture.md#content-and-files): the uploaded images and where each is used. */
  'media.read': (a: Actor) => allowIf(isAdmin(a)),
  /** An image's alt text, its replacement everywhere it is used, its deletion once unused. */
  'media.write': (a: Actor) => allowIf(isAdmin(a)),
} satisfies Record<string, (a: Actor, target: never) => Verdict>;

export type Action = keyof typeof rules;
type TargetOf<A extends Action> = Parameters<(typeof rules)[A]>[1];

export function can<A extends Action>(actor: Actor, action: A, target?: TargetOf<A>): boolean {
  return (rules[action] as (a: Actor, t: unknown) => Verdict)(actor, target) === 'allow';
}

/**
 * Throws 403 or 404 unless the rule allows. A record fetched by its id that
 * the actor may not read answers 404 (see `hideUnless`), so ids do not leak.
 */
export function authorize<A extends Action>(actor: Actor, action: A, target?: TargetOf<A>, message?: string): void {
  const verdict = (rules[action] as (a: Actor, t: unknown) => Verdict)(actor, target);
  if (verdict === 'hide') throw notFound(action.startsWith('users.') ? 'User not found.' : 'Not found.');
  if (verdict === 'deny') throw forbidden(message);
}

/** For a record fetched by id: 404 unless the rule allows, so its existence does not leak. */
export function hideUnless<A extends Action>(actor: Actor, action: A, target: TargetOf<A>, what = 'Not found.'): void {
  if (!can(actor, action, target)) throw notFound(what);
}

/**
 * The coach a client's record is written by, as far as the actor decides it: a coach writes as
 * themself, so naming another coach is refused (403 with `message`) and naming none means themself;
 * undefined for an administrator, who names a coach of the client (the caller checks the assignment).
 */
export function writtenAs(actor: Actor, requested: number | null | undefined, message: string): number | undefined {
  if (requested != null) authorize(actor, 'coaching.nameCoach', requested, message);
  return isCoach(actor) ? actor.id : undefined;
}

/**
 * Which records an actor may list, the list form of the read rules above:
 * coaching records (plans, journals, milestones) by their client, client–coach
 * assignments by the people in them. Repositories turn it into a where clause.
 */
export type CoachingScope = { all: true } | { clientsOfCoach: number } | { client: number };
export type AssignmentScope = { all: true } | { participant: number };

export function listScope(actor: Actor, records: 'coaching'): CoachingScope;
export function listScope(actor: Actor, records: 'assignments'): AssignmentScope;
export function listScope(actor: Actor, records: 'coaching' | 'assignments'): CoachingScope | AssignmentScope {
  if (isAdmin(actor)) return { all: true };
  if (records === 'assignments') return { participant: actor.id };
  return isCoach(actor) ? { clientsOfCoach: actor.id } : { client: actor.id };
}
