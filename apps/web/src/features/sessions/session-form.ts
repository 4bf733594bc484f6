import {
  createSessionBodySchema,
  updateSessionBodySchema,
  type CoachingSession,
  type CreateSessionBody,
  type SessionKind,
  type UpdateSessionBody,
} from '@tc/contract/sessions';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../lib/contract-form';
import { buildRepeatRule, NO_REPEAT, readRepeatRule, type RepeatEvery } from './repeat-rule';

/**
 * The session dialog as typed, named as the body is so the server's messages find their fields; `start` is one
 * date-and-time box (Alberta time, YYYY-MM-DDTHH:MM, as the contract takes it), `repeat` how often.
 */
export interface SessionFormValues {
  client_id: string;
  /** An administrator's choice among the client's coaches; a coach schedules as themself. */
  coach_id: string;
  actionplan_id: string;
  start: string;
  minutes: string;
  kind: SessionKind;
  location: string;
  agenda: string;
  /** Staff's own note (components/private-note.tsx); the dialog adds it, absent it is not sent. */
  privateNote?: string;
  repeat: RepeatEvery;
  repeat_ends: 'count' | 'until';
  repeat_count: string;
  repeat_until: string;
}

/** Where a new session starts: a slot clicked, or a coach and time from "Who is free". */
export interface SessionDraft {
  start: string;
  minutes?: number;
  coachId?: number | null;
  clientId?: number | null;
}

export function initialSessionValues(session: CoachingSession | null, draft: SessionDraft | null): SessionFormValues {
  if (session) {
    const repeat = readRepeatRule(session.repeat);
    return {
      client_id: String(session.client_id),
      coach_id: String(session.coach_id),
      actionplan_id: session.actionplan_id ? String(session.actionplan_id) : '',
      start: session.localStart,
      minutes: String(session.minutes),
      kind: session.kind,
      location: session.location ?? '',
      agenda: session.agenda ?? '',
      repeat: repeat.every,
      repeat_ends: repeat.ends,
      repeat_count: repeat.count,
      repeat_until: repeat.until,
    };
  }
  return {
    client_id: draft?.clientId ? String(draft.clientId) : '',
    coach_id: draft?.coachId ? String(draft.coachId) : '',
    actionplan_id: '',
    start: draft?.start ?? '',
    minutes: String(draft?.minutes ?? 60),
    kind: 'visit',
    location: '',
    agenda: '',
    repeat: NO_REPEAT.every,
    repeat_ends: NO_REPEAT.ends,
    repeat_count: NO_REPEAT.count,
    repeat_until: NO_REPEAT.until,
  };
}

const optionalId = (v: string) => (v ? Number(v) : undefined);
const text = (v: string) => v.trim() || null;

/** `withCoach`: an administrator's form, which names the coach. */
export function toCreateBody(values: SessionFormValues, withCoach: boolean): CreateSessionBody {
  return {
    client_id: values.client_id ? Number(values.client_id) : Number.NaN,
    ...(withCoach ? { coach_id: values.coach_id ? Number(values.coach_id) : Number.NaN } : {}),
    actionplan_id: optionalId(values.actionplan_id) ?? null,
    start: values.start,
    minutes: values.minutes.trim() === '' ? Number.NaN : Number(values.minutes),
    kind: values.kind,
    location: text(values.location),
    agenda: text(values.agenda),
    ...(values.privateNote !== undefined ? { privateNote: text(values.privateNote) } : {}),
    repeat: buildRepeatRule({ every: values.repeat, ends: values.repeat_ends, count: values.repeat_count, until: values.repeat_until }),
  };
}

/** A change: what the dialog shows of the session (its repeat is the series', changed only with "this and the following"). */
export function toUpdateBody(values: SessionFormValues, withCoach: boolean): UpdateSessionBody {
  const { client_id: _client, repeat: _repeat, ...rest } = toCreateBody(values, withCoach);
  return rest;
}

export function sessionResolver(
  isNew: boolean,
  withCoach: boolean,
): Resolver<SessionFormValues, unknown, CreateSessionBody | UpdateSessionBody> {
  const contract = isNew
    ? contractResolver(createSessionBodySchema, (v: SessionFormValues) => toCreateBody(v, withCoach))
    : contractResolver(updateSessionBodySchema, (v: SessionFormValues) => toUpdateBody(v, withCoach));
  // The dialog's own words for a choice not made (the contract's would say "client_id must be a number").
  return async (values, context, options) => {
    const missing: Partial<Record<'client_id' | 'coach_id', { type: string; message: string }>> = {};
    if (isNew && !values.client_id) missing.client_id = { type: 'required', message: 'Choose the client' };
    if (withCoach && !values.coach_id) missing.coach_id = { type: 'required', message: 'Choose the coach' };
    const checked = await contract(values, context, options);
    if (Object.keys(missing).length === 0) return checked;
    return { values: {}, errors: { ...checked.errors, ...missing } };
  };
}
