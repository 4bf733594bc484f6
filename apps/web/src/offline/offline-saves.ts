import type {
  ActionJournal,
  ActionPlan,
  CreateActionJournalBody,
  UpdateActionJournalBody,
  UpdateActionPlanBody,
} from '@tc/contract/coaching';
import type { Message } from '@tc/contract/messages';
import { MILESTONE_LABELS, type CreateMilestoneBody, type Milestone, type UpdateMilestoneBody } from '@tc/contract/reports';
import type { PlanStep } from '@tc/contract/plan-steps';
import type { CoachingSession as Session, SessionStatusBody } from '@tc/contract/sessions';
import type { User } from '@tc/contract/users';
import { readStoredUser } from '../api/session-storage';
import { formatCalendarDate } from '../lib/calendar-date';
import { durationText } from '../lib/duration';
import type { OfflineSave } from './waiting-changes';

// What each change a coach may make without a signal says of itself (docs/decisions/055-offline-work.md): its line
// in the list of waiting changes, the words to copy if it cannot be sent, the version it changes, and what the
// screen shows meanwhile.

/** Ids of what waits on the device, above any id the server gives: never sent as one, never "the newest" read. */
export const WAITING_ID_FROM = 2 ** 52;
let waitingIds = WAITING_ID_FROM;
export const isWaitingId = (id: number): boolean => id >= WAITING_ID_FROM;

const now = () => new Date().toISOString();
const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function diaryEntrySave(body: CreateActionJournalBody | UpdateActionJournalBody, entry?: ActionJournal): OfflineSave {
  const what = `${durationText(body.minutes ?? entry?.minutes ?? 0)} on ${formatCalendarDate(body.date ?? entry?.date ?? '')}`;
  const me = readStoredUser() as User | null;
  if (entry) return { label: `Time entry changed: ${what}`, text: body.notes ?? undefined, answer: { ...entry, ...body } };
  // A new entry as the diary lists it; its plan's summary and client come from the plans kept (showKeptChange).
  const added: Partial<ActionJournal> = {
    id: waitingIds++,
    actionplan_id: body.actionplan_id ?? null,
    client_id: (body as CreateActionJournalBody).client_id,
    coach_id: me?.id,
    date: body.date,
    minutes: body.minutes,
    activity: body.activity,
    notes: body.notes ?? null,
    privateNote: body.privateNote ?? null,
    session_id: (body as CreateActionJournalBody).session_id ?? null,
    coach: me ? { id: me.id, firstname: me.firstname, lastname: me.lastname } : undefined,
    plan: null,
    archivedAt: null,
  };
  return { label: `Time logged: ${what}`, text: body.notes ?? undefined, answer: added };
}

export function milestoneSave(body: CreateMilestoneBody | UpdateMilestoneBody, milestone?: Milestone): OfflineSave {
  const kind = body.kind ?? milestone?.kind;
  const what = `${kind ? MILESTONE_LABELS[kind] : 'Milestone'} on ${formatCalendarDate(body.date ?? milestone?.date ?? '')}`;
  const me = readStoredUser() as User | null;
  return {
    label: milestone ? `Milestone changed: ${what}` : `Milestone recorded: ${what}`,
    text: body.notes ?? undefined,
    answer: milestone
      ? { ...milestone, ...body }
      : ({
          id: waitingIds++,
          client_id: (body as CreateMilestoneBody).client_id,
          kind: body.kind,
          date: body.date,
          value: body.value ?? null,
          notes: body.notes ?? null,
          recorded_by: me?.id,
          archivedAt: null,
          createdAt: now(),
          updatedAt: now(),
        } as Partial<Milestone>),
  };
}

export function stepRenameSave(step: PlanStep, title: string, due: string | null): OfflineSave {
  return { label: `Step renamed: “${clip(title)}”`, text: title, answer: { ...step, title, due_date: due } };
}

export function stepTickSave(step: PlanStep, done: boolean): OfflineSave {
  const me = readStoredUser() as User | null;
  return {
    label: `Step ${done ? 'ticked' : 'unticked'}: “${clip(step.title)}”`,
    answer: {
      ...step,
      done_at: done ? now() : null,
      done_by: done && me ? { id: me.id, firstname: me.firstname, lastname: me.lastname } : null,
    },
  };
}

export function planSave(plan: ActionPlan, data: UpdateActionPlanBody): OfflineSave {
  const fields = Object.fromEntries(Object.keys(data).map((field) => [field, (plan as Record<string, unknown>)[field] ?? null]));
  return {
    label: `Plan changed: “${clip(data.summary ?? plan.summary)}”`,
    text: [data.summary, data.description].filter(Boolean).join('\n\n') || undefined,
    base: { path: `/action-plans/${plan.id}`, fields },
    answer: { ...plan, ...data },
  };
}

export function sessionStatusSave(session: Session, body: SessionStatusBody): OfflineSave {
  return {
    label: `Session of ${formatCalendarDate(session.localStart.slice(0, 10))} marked ${body.status}`,
    answer: { ...session, ...body },
  };
}

export function messageSave(clientId: number, body: string, files: File[]): OfflineSave {
  const me = readStoredUser() as User | null;
  const answer: Message = {
    id: waitingIds++,
    client_id: clientId,
    author: { id: me?.id ?? 0, name: me ? `${me.firstname} ${me.lastname}` : '', role: 'coach' },
    body,
    created_at: now(),
    attachments: files.map((file, i) => ({ id: i, file_name: file.name, size: file.size, mime_type: file.type })),
    seen_by: [],
  };
  return { label: `Message: “${clip(body)}”`, text: body, answer };
}
