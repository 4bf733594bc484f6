import type { ClientIntake } from '@tc/contract/handoffs';
import type { ActionJournal, ActionPlan } from '@tc/contract/coaching';
import type { ClientFile } from '@tc/contract/client-files';
import type { Message } from '@tc/contract/messages';
import type { PlanStep } from '@tc/contract/plan-steps';
import type { Milestone } from '@tc/contract/reports';
import { ROLES } from '@tc/contract/roles';
import type { CoachingSession } from '@tc/contract/sessions';
import type { User } from '@tc/contract/users';
import { type CoachingScope, listScope } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { findIntake } from '../../db/handoffs-repository';
import { toUser, type UserRow } from '../../db/users-repository';
import type { Paging, SortSpec } from '../../lib/listing';
import { notesReadableBy } from '../../lib/private-notes';

/**
 * The readers of the features that hold a person's records (plans, steps, diary, sessions, milestones, messages,
 * documents): the very functions their list calls answer from, handed over by plugins/personal-export.ts (a
 * feature imports no other). Each is asked with the scope the policy gives the person (listScope), so an export
 * holds what that person's own calls would list, and no more (docs/decisions/034-personal-export.md).
 */
export interface ExportSources {
  listPlans(
    db: Db,
    f: { scope: CoachingScope; coachId?: number },
    page: { pageSize: number; offset: number },
  ): Promise<{ rows: ActionPlan[] }>;
  listSteps(db: Db, planId: number): Promise<PlanStep[]>;
  listEntries(db: Db, f: { scope: CoachingScope; coachId?: number }, page: Paging): Promise<{ rows: ActionJournal[] }>;
  listSessions(db: Db, f: { scope: CoachingScope; coachId?: number; sort: 'start' }, page: Paging): Promise<{ rows: CoachingSession[] }>;
  listMilestones(db: Db, f: { scope: CoachingScope }, limit: number, offset: number): Promise<{ rows: Milestone[] }>;
  conversationPage(db: Db, clientId: number, opts: { before?: number; limit: number }): Promise<{ messages: Message[]; has_more: boolean }>;
  listClientFiles(
    db: Db,
    f: { clientId: number; sort: SortSpec<'date'>; limit: number; offset: number },
  ): Promise<{ rows: Omit<ClientFile, 'can_delete'>[] }>;
}

/** A person's account as the export tells it: their record, who they work with, what they applied with, their email choices. */
export interface ExportProfile {
  user: User;
  /** A client's coaches, a coach's clients. */
  coaches?: PersonName[];
  clients?: PersonName[];
  /** What a client wrote when applying (their own words), when they applied. */
  intake?: ClientIntake | null;
  emails: { unread_messages: boolean; session_reminders: boolean; new_clients_or_coaches: boolean };
}

interface PersonName {
  id: number;
  firstname: string;
  lastname: string;
}

export type ExportPlan = ActionPlan & { step_list: PlanStep[] };
export type ExportFile = Omit<ClientFile, 'can_delete'>;

/** A conversation the person can read: its client and every live message, oldest first. */
export interface ExportConversation {
  client: PersonName;
  messages: Message[];
}

export interface PersonalData {
  profile: ExportProfile;
  plans: ExportPlan[];
  diary: ActionJournal[];
  sessions: CoachingSession[];
  conversations: ExportConversation[];
  milestones: Milestone[];
  files: ExportFile[];
}

/** Rows read a page at a time; a person's records are hundreds, not millions, but a page keeps each statement small. */
const PAGE = 500;
/** No list of one person goes past this (a guard, far above any real caseload: 100 pages). */
const MAX_ROWS = 50_000;

async function allPages<T>(read: (limit: number, offset: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
    const rows = await read(PAGE, offset);
    all.push(...rows);
    if (rows.length < PAGE) break;
  }
  return all;
}

const paging = (limit: number, offset: number): Paging => ({ limit, offset, paged: true });
const nameOf = (u: PersonName): PersonName => ({ id: u.id, firstname: u.firstname, lastname: u.lastname });

/**
 * Everything of `person` that they can read through the API, read as the API reads it for them:
 *
 * - a client: their own plans (with steps), diary, sessions, milestones, their conversation and their documents
 *   and attachments;
 * - a coach: the records they are named on (plans and diary entries they wrote, sessions they hold, milestones
 *   they recorded) of the clients they coach today, the conversations of those clients they wrote in, and the
 *   files they uploaded there. What they can no longer read (a client reassigned) is not theirs to download;
 * - an administrator: their account (they write no casework of their own).
 *
 * Every record then passes the private-note rule with the person as the reader, so a client's export never holds
 * a private note, whoever downloads it.
 */
export async function personalData(db: Db, sources: ExportSources, person: UserRow): Promise<PersonalData> {
  const scope = listScope(person, 'coaching');
  const isClient = person.category_id === ROLES.CLIENT;
  const isCoach = person.category_id === ROLES.COACH;
  const profile = await profileOf(db, person, isClient, isCoach);
  const data: PersonalData = { profile, plans: [], diary: [], sessions: [], conversations: [], milestones: [], files: [] };
  if (!isClient && !isCoach) return data;

  // A coach's own records among those they may read; a client's are all theirs.
  const mine = isCoach ? { coachId: person.id } : {};
  const plans = await allPages(
    async (limit, offset) => (await sources.listPlans(db, { scope, ...mine }, { pageSize: limit, offset })).rows,
  );
  data.plans = [];
  for (const plan of plans) data.plans.push({ ...plan, step_list: await sources.listSteps(db, plan.id) });
  data.diary = await allPages(async (limit, offset) => (await sources.listEntries(db, { scope, ...mine }, paging(limit, offset))).rows);
  data.sessions = await allPages(
    async (limit, offset) => (await sources.listSessions(db, { scope, ...mine, sort: 'start' }, paging(limit, offset))).rows,
  );
  const milestones = await allPages(async (limit, offset) => (await sources.listMilestones(db, { scope }, limit, offset)).rows);
  data.milestones = isCoach ? milestones.filter((m) => m.recorded_by === person.id) : milestones;

  // Conversations and files are kept per client: a client's own; a coach's clients of today.
  const clients: PersonName[] = isClient ? [nameOf(person)] : (profile.clients ?? []);
  for (const client of clients) {
    const messages = await wholeConversation(db, sources, client.id);
    if (isClient || messages.some((m) => m.author.id === person.id)) data.conversations.push({ client, messages });
    const files = await allPages(
      async (limit, offset) =>
        (await sources.listClientFiles(db, { clientId: client.id, sort: { field: 'date', direction: 'asc' }, limit, offset })).rows,
    );
    data.files.push(...(isClient ? files : files.filter((f) => f.uploaded_by.id === person.id)));
  }

  // The private-note rule of every answer of the API (lib/private-notes.ts), with the person as the reader.
  return (await notesReadableBy(db, person, data)) as PersonalData;
}

async function profileOf(db: Db, person: UserRow, isClient: boolean, isCoach: boolean): Promise<ExportProfile> {
  const profile: ExportProfile = {
    user: toUser(person),
    emails: {
      unread_messages: person.notify_messages === 1,
      session_reminders: person.session_reminders === 1,
      new_clients_or_coaches: person.notify_handoffs === 1,
    },
  };
  if (isClient) {
    profile.coaches = await db
      .selectFrom('client_coach as cc')
      .innerJoin('users as u', 'u.id', 'cc.coach_id')
      .select(['u.id', 'u.firstname', 'u.lastname'])
      .where('cc.client_id', '=', person.id)
      .where('u.deleted_at', 'is', null)
      .orderBy('u.lastname')
      .orderBy('u.id')
      .execute();
    profile.intake = await findIntake(db, person.id);
  }
  if (isCoach) {
    // Archived clients leave every list a coach reads, and so this one.
    profile.clients = await db
      .selectFrom('client_coach as cc')
      .innerJoin('users as u', 'u.id', 'cc.client_id')
      .select(['u.id', 'u.firstname', 'u.lastname'])
      .where('cc.coach_id', '=', person.id)
      .where('u.deleted_at', 'is', null)
      .orderBy('u.lastname')
      .orderBy('u.id')
      .execute();
  }
  return profile;
}

/** A client's live messages, oldest first, read newest page first as the conversation screen does. */
async function wholeConversation(db: Db, sources: ExportSources, clientId: number): Promise<Message[]> {
  const pages: Message[][] = [];
  let before: number | undefined;
  for (let n = 0; n * PAGE < MAX_ROWS; n += 1) {
    const page = await sources.conversationPage(db, clientId, { before, limit: PAGE });
    pages.unshift(page.messages);
    if (!page.has_more || page.messages.length === 0) break;
    before = page.messages[0].id;
  }
  return pages.flat();
}
