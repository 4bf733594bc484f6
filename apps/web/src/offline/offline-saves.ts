import type {
  ActionJournal,
  ActionPlan,
  CreateActionJournalBody,
  CreateActionPlanBody,
  UpdateActionJournalBody,
  UpdateActionPlanBody,
} from '@tc/contract/coaching';
import type { Message } from '@tc/contract/messages';
import { MILESTONE_LABELS, type CreateMilestoneBody, type Milestone, type UpdateMilestoneBody } from '@tc/contract/reports';
import type { CreatePlanStepBody, PlanStep } from '@tc/contract/plan-steps';
import type { CoachingSession as Session, SessionStatusBody, UpdateSessionBody } from '@tc/contract/sessions';
import type { User } from '@tc/contract/users';
import { readStoredUser } from '../api/session-storage';
import { formatCalendarDate } from '../lib/calendar-date';
import { durationText } from '../lib/duration';
import { addMinutes, minutesBetween } from '../features/sessions/session-time';
import type { OfflineSave } from './waiting-changes';
import { newWaitingId } from './waiting-ids';

// What each change a coach may make without a signal says of itself (docs/decisions/055-offline-work.md): its line
// in the list of waiting changes, the words to copy if it cannot be sent, the version it changes, and what the
// screen shows meanwhile.

const now = () => new Date().toISOString();
const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function diaryEntrySave(body: CreateActionJournalBody | UpdateActionJournalBody, entry?: ActionJournal): OfflineSave {
  const what = `${durationText(body.minutes ?? entry?.minutes ?? 0)} on ${formatCalendarDate(body.date ?? entry?.date ?? '')}`;
  const me = readStoredUser() as User | null;
  if (entry) return { label: `Time entry changed: ${what}`, text: body.notes ?? undefined, answer: { ...entry, ...body } };
  // A new entry as the diary lists it; its plan's summary and client come from the plans kept (showKeptChange).
  const added: Partial<ActionJournal> = {
    id: newWaitingId(),
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
          id: newWaitingId(),
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

export function planCreateSave(body: CreateActionPlanBody): OfflineSave {
  const me = readStoredUser() as User | null;
  // A new plan as the lists show it, with no steps yet; its client's name comes from the profile kept (showKeptChange).
  const plan: ActionPlan = {
    id: newWaitingId(),
    client_id: body.client_id,
    coach_id: me?.id ?? null,
    date: body.date,
    summary: body.summary,
    description: body.description ?? null,
    privateNote: body.privateNote ?? null,
    coach: me ? { id: me.id, firstname: me.firstname, lastname: me.lastname } : null,
    client: { id: body.client_id, firstname: '', lastname: '', business_name: null },
    status: body.status ?? 'open',
    due_date: body.due_date ?? null,
    finished_at: null,
    steps: { total: 0, done: 0 },
    archivedAt: null,
    createdAt: now(),
    updatedAt: now(),
  };
  return {
    label: `Plan written: “${clip(body.summary)}”`,
    text: [body.summary, body.description].filter(Boolean).join('\n\n'),
    answer: plan,
  };
}

export function stepAddSave(planId: number, body: CreatePlanStepBody): OfflineSave {
  const step: PlanStep = {
    id: newWaitingId(),
    actionplan_id: planId,
    title: body.title,
    due_date: body.due_date ?? null,
    done_at: null,
    done_by: null,
    position: 0,
    createdAt: now(),
    updatedAt: now(),
  };
  return { label: `Step added: “${clip(body.title)}”`, text: body.title, answer: step };
}

/**
 * A session's time, place or notes changed. Its start is a wall time in the body and `localStart` in the record: the
 * version compared with the server's before sending names it as the record does.
 */
export function sessionSave(session: Session, body: UpdateSessionBody): OfflineSave {
  const { scope: _scope, repeat: _repeat, start, ...rest } = body;
  const localStart = start ?? session.localStart;
  const minutes = rest.minutes ?? session.minutes;
  const startsAt = Date.parse(session.start) + minutesBetween(session.localStart, localStart) * 60_000;
  const mine: Record<string, unknown> = { ...rest, localStart };
  const record = session as unknown as Record<string, unknown>;
  return {
    label: `Session of ${formatCalendarDate(session.localStart.slice(0, 10))} changed`,
    text: [rest.agenda, rest.privateNote].filter(Boolean).join('\n\n') || undefined,
    base: {
      path: `/sessions/${session.id}`,
      fields: Object.fromEntries(Object.keys(mine).map((field) => [field, record[field] ?? null])),
      mine,
    },
    answer: {
      ...session,
      ...rest,
      localStart,
      localEnd: addMinutes(localStart, minutes),
      start: new Date(startsAt).toISOString(),
      end: new Date(startsAt + minutes * 60_000).toISOString(),
    },
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
    id: newWaitingId(),
    client_id: clientId,
    author: { id: me?.id ?? 0, name: me ? `${me.firstname} ${me.lastname}` : '', role: 'coach' },
    body,
    created_at: now(),
    attachments: files.map((file, i) => ({ id: i, file_name: file.name, size: file.size, mime_type: file.type })),
    seen_by: [],
  };
  return { label: `Message: “${clip(body)}”`, text: body, answer };
}
