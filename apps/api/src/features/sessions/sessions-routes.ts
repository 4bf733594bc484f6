import { randomUUID } from 'node:crypto';
import { type CoachingSession, SESSION_STATUS_LABELS, type SessionStatus } from '@tc/contract/sessions';
import { sessionEndpoints } from '@tc/contract/sessions-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertIs, clientRecordsTarget, requireUserWithClient } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize, can, hideUnless, listScope, writtenAs } from '../../auth/policy';
import { findLivePlan, isCoachOfClient } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import type { CoachingSessionsTable } from '../../db/schema';
import { addDays, utcToAlberta } from '../../lib/alberta-calendar';
import { writeAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/error-handler';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { endRepeat, expandRepeat, localMinutesBetween, shiftLocal } from './repeat-rule';
import { noticeSessionChange } from './session-notices';
import {
  bookedStarts,
  coachesOfClient,
  listSessions,
  outsideAvailability,
  overlappingSessions,
  seriesSessions,
  setSessionArchived,
  updateSessionRow,
} from './session-records';
import { findSession, insertSession, LIVE_STATUSES, sessionTimes } from './sessions-repository';

const NOT_FOUND = 'Session not found.';
export const BOOKED = 'That time is already booked for this coach.';

/**
 * The status changes a session may go through (the contract's sessionStatusBodySchema): a request is
 * confirmed or cancelled; a scheduled session is completed, missed or cancelled; any of those three is undone.
 */
const NEXT: Record<SessionStatus, SessionStatus[]> = {
  requested: ['scheduled', 'cancelled'],
  scheduled: ['completed', 'no_show', 'cancelled'],
  completed: ['scheduled'],
  cancelled: ['scheduled'],
  no_show: ['scheduled'],
};
const BECOMING: Record<SessionStatus, string> = {
  requested: 'requested',
  scheduled: 'scheduled',
  completed: 'marked completed',
  cancelled: 'cancelled',
  no_show: 'marked a no-show',
};

/** Whether a session holds its coach's slot (the unique index of migration 0015). */
const holdsSlot = (s: { status: SessionStatus; kind: CoachingSessionsTable['kind'] }) =>
  LIVE_STATUSES.includes(s.status) && s.kind !== 'workshop';

/** A race the checks below lost to a parallel request: the database's unique index has the last word. */
async function booking<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(BOOKED);
    throw err;
  }
}

/** 409 naming the first of these UTC starts that the coach already has a live session at. */
async function refuseBooked(db: Db, coachId: number, startsAt: string[], except: number[]): Promise<void> {
  const [taken] = await bookedStarts(db, coachId, startsAt, except);
  if (taken === undefined) return;
  const at = utcToAlberta(taken).replace('T', ' at ');
  throw conflict(`The coach already has a session on ${at} (Alberta time): nothing was saved.`, [
    { path: ['start'], message: `${BOOKED} (${at})` },
  ]);
}

/** Writes one audit entry per session changed, in the change's transaction. */
async function auditSessions(
  trx: Db,
  request: FastifyRequest,
  me: Actor,
  action: 'create' | 'update' | 'delete' | 'restore',
  changes: { id: number; before?: CoachingSession }[],
): Promise<void> {
  for (const c of changes) {
    const after = action === 'delete' ? undefined : await findSession(trx, c.id, { includeArchived: true });
    await writeAudit(trx, { actorId: me.id, action, entity: 'session', entityId: c.id, before: c.before, after, ip: request.ip });
  }
}

export async function sessionsRoutes(app: FastifyInstance) {
  const db = app.db;

  /** A session the actor may read: 404 otherwise, so ids do not leak. */
  async function readable(me: Actor, id: number, opts: { includeArchived?: boolean } = {}) {
    const session = await findSession(db, id, opts);
    if (!session) throw notFound(NOT_FOUND);
    const target = await clientRecordsTarget(db, me, session.client_id);
    hideUnless(me, 'coaching.read', target, NOT_FOUND);
    return { session, target };
  }

  /** A live session the actor may change: 404 as a read, then 403 with `denied`. */
  async function writable(me: Actor, id: number, denied: string) {
    const { session, target } = await readable(me, id);
    authorize(me, 'coaching.write', target, denied);
    return session;
  }

  /**
   * The coach a session is with: a coach schedules as themself; an administrator names a coach of the
   * client, or leaves it out when the client has exactly one.
   */
  async function sessionCoach(me: Actor, clientId: number, requested: number | undefined): Promise<number> {
    const own = writtenAs(me, requested, 'A coach schedules sessions as themself.');
    if (own !== undefined) return own;
    if (requested !== undefined) {
      if (!(await isCoachOfClient(db, requested, clientId))) throw fieldError('coach_id', 'That coach is not assigned to this client.');
      return requested;
    }
    const coaches = await coachesOfClient(db, clientId);
    if (coaches.length === 1) return coaches[0]!;
    throw fieldError('coach_id', 'Choose the coach.');
  }

  /** The plan a session is about: a live plan of the same client, or none. */
  async function sessionPlan(clientId: number, planId: number | null): Promise<number | null> {
    if (planId === null) return null;
    const plan = await findLivePlan(db, planId);
    if (!plan || plan.client_id !== clientId) throw fieldError('actionplan_id', "Choose one of this client's action plans.");
    return plan.id;
  }

  route(app, sessionEndpoints.list, async (request, reply) => {
    const q = request.query;
    // For a named client, the user is reloaded and their access to the client read in one statement.
    const signedIn = q.client_id === undefined ? { me: await requireUser(request) } : await requireUserWithClient(request, q.client_id);
    const { me } = signedIn;
    if (q.archived === 'true') authorize(me, 'coaching.admin');
    // A named client the actor may not see is refused outright rather than listed empty.
    if ('target' in signedIn) authorize(me, 'coaching.read', signedIn.target, 'These sessions are not available to you.');
    const { rows, total } = await listSessions(
      db,
      {
        scope: q.client_id !== undefined ? { all: true } : listScope(me, 'coaching'),
        from: q.from,
        to: q.to,
        clientId: q.client_id,
        coachId: q.coach_id,
        region: q.region || undefined,
        statuses: q.status?.split(',') as SessionStatus[] | undefined,
        archived: q.archived === 'true',
        sort: q.sort ?? 'start',
      },
      { limit: q.pageSize, offset: (q.page - 1) * q.pageSize, paged: true },
    );
    sendTotal(reply, total);
    return rows;
  });

  route(app, sessionEndpoints.check, async (request) => {
    const me = await requireUser(request);
    const q = request.query;
    authorize(me, 'coaching.nameCoach', q.coach_id, 'A coach checks their own calendar.');
    const { starts_at, ends_at } = sessionTimes(q.start, q.minutes);
    return {
      overlapping: await overlappingSessions(db, q.coach_id, starts_at, ends_at, q.except),
      outsideAvailability: await outsideAvailability(db, q.coach_id, q.start, q.minutes),
    };
  });

  route(app, sessionEndpoints.get, async (request) => {
    const me = await requireUser(request);
    return (await readable(me, request.params.id, { includeArchived: can(me, 'coaching.admin') })).session;
  });

  route(app, sessionEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const b = request.body;
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, b.client_id), 'You cannot schedule sessions for this client.');
    await assertIs(db, 'client', b.client_id);
    const coachId = await sessionCoach(me, b.client_id, b.coach_id);
    const planId = await sessionPlan(b.client_id, b.actionplan_id ?? null);
    const repeat = b.repeat ?? null;
    const starts = repeat ? expandRepeat(b.start, repeat) : [b.start];
    if (starts.length === 0) throw fieldError('repeat', 'The repeat ends before the first session.');
    const seriesId = repeat ? randomUUID() : null;
    const ids = await booking(() =>
      db.transaction().execute(async (trx) => {
        if (b.kind !== 'workshop') {
          await refuseBooked(
            trx,
            coachId,
            starts.map((s) => sessionTimes(s, b.minutes).starts_at),
            [],
          );
        }
        const made: number[] = [];
        for (const localStart of starts) {
          made.push(
            await insertSession(trx, {
              client_id: b.client_id,
              coach_id: coachId,
              actionplan_id: planId,
              localStart,
              minutes: b.minutes,
              kind: b.kind,
              location: b.location ?? null,
              agenda: b.agenda ?? null,
              private_note: b.privateNote ?? null,
              status: 'scheduled',
              series_id: seriesId,
              repeat_rule: repeat,
              created_by: me.id,
            }),
          );
        }
        await auditSessions(
          trx,
          request,
          me,
          'create',
          made.map((id) => ({ id })),
        );
        await noticeSessionChange(trx, request, made, 'invite');
        return made;
      }),
    );
    return reply.code(201).send((await findSession(db, ids[0]!))!);
  });

  route(app, sessionEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const before = await writable(me, request.params.id, "You cannot change this client's sessions.");
    const { scope, repeat, start, coach_id, actionplan_id, minutes, kind, location, agenda, privateNote } = request.body;
    if (repeat !== undefined && scope !== 'following') {
      throw fieldError('repeat', 'A new repeat applies to this session and the following ones (scope "following").');
    }
    const fields = {
      coach_id: coach_id === undefined ? before.coach_id : await sessionCoach(me, before.client_id, coach_id),
      actionplan_id: actionplan_id === undefined ? before.actionplan_id : await sessionPlan(before.client_id, actionplan_id),
      minutes: minutes ?? before.minutes,
      kind: kind ?? before.kind,
      location: location === undefined ? before.location : location,
      agenda: agenda === undefined ? before.agenda : agenda,
      // As the agenda: what this occurrence has, for the following ones too when the change is theirs as well.
      private_note: privateNote === undefined ? (before.privateNote ?? null) : privateNote,
    };
    const following = scope === 'following' && before.seriesId !== null;
    // This occurrence and the later live ones of its series (finished ones stay as they were).
    const series = following ? await seriesSessions(db, before.seriesId!, { from: before.start }) : [before];
    const targets = series.filter((s) => s.id === before.id || LIVE_STATUSES.includes(s.status));

    if (scope === 'following' && repeat !== undefined) {
      return booking(() => regenerate(request, me, before, targets, fields, start ?? before.localStart, repeat));
    }

    // A moved start moves each following occurrence by the same wall-clock difference.
    const delta = start === undefined ? 0 : localMinutesBetween(before.localStart, start);
    const moves = targets.map((t) => ({ t, times: sessionTimes(shiftLocal(t.localStart, delta), fields.minutes) }));
    // Moved later, the latest goes first (and earlier, the earliest), so no occurrence lands on another's slot on the way.
    if (delta > 0) moves.reverse();
    await booking(() =>
      db.transaction().execute(async (trx) => {
        if (fields.kind !== 'workshop') {
          const held = moves.filter(({ t }) => LIVE_STATUSES.includes(t.status));
          await refuseBooked(
            trx,
            fields.coach_id,
            held.map((m) => m.times.starts_at),
            targets.map((t) => t.id),
          );
        }
        for (const { t, times } of moves) await updateSessionRow(trx, t.id, { ...fields, ...times });
        await auditSessions(
          trx,
          request,
          me,
          'update',
          targets.map((t) => ({ id: t.id, before: t })),
        );
        await noticeSessionChange(
          trx,
          request,
          targets.map((t) => t.id),
          'update',
        );
      }),
    );
    return (await findSession(db, before.id))!;
  });

  /**
   * "This and the following" with a new rule (or none): the earlier occurrences keep the old series, their rule
   * now ending the day before this one; this occurrence becomes the first of a new series (or a single session)
   * and the following ones are archived and made again from the new rule.
   */
  async function regenerate(
    request: FastifyRequest,
    me: Actor,
    before: CoachingSession,
    targets: CoachingSession[],
    fields: {
      coach_id: number;
      actionplan_id: number | null;
      minutes: number;
      kind: CoachingSessionsTable['kind'];
      location: string | null;
      agenda: string | null;
      private_note: string | null;
    },
    localStart: string,
    repeat: string | null,
  ): Promise<CoachingSession> {
    const starts = repeat ? expandRepeat(localStart, repeat) : [localStart];
    if (starts.length === 0) throw fieldError('repeat', 'The repeat ends before this session.');
    const seriesId = repeat ? randomUUID() : null;
    const later = targets.filter((t) => t.id !== before.id);
    const earlier = before.seriesId ? await seriesSessions(db, before.seriesId, { before: before.start }) : [];
    await db.transaction().execute(async (trx) => {
      // The occurrences made anew are scheduled and hold their slots; this one holds its own if its status does.
      const held = holdsSlot({ status: before.status, kind: fields.kind }) ? starts : starts.slice(1);
      if (fields.kind !== 'workshop') {
        await refuseBooked(
          trx,
          fields.coach_id,
          held.map((s) => sessionTimes(s, fields.minutes).starts_at),
          targets.map((t) => t.id),
        );
      }
      for (const t of later) await setSessionArchived(trx, t.id, true);
      const lastDay = addDays(before.localStart.slice(0, 10), -1);
      for (const e of earlier) if (e.repeat) await updateSessionRow(trx, e.id, { repeat_rule: endRepeat(e.repeat, lastDay) });
      await updateSessionRow(trx, before.id, {
        ...fields,
        ...sessionTimes(starts[0]!, fields.minutes),
        series_id: seriesId,
        repeat_rule: repeat,
      });
      const made: number[] = [];
      for (const s of starts.slice(1)) {
        made.push(
          await insertSession(trx, {
            client_id: before.client_id,
            ...fields,
            localStart: s,
            status: 'scheduled',
            series_id: seriesId,
            repeat_rule: repeat,
            created_by: me.id,
          }),
        );
      }
      await auditSessions(
        trx,
        request,
        me,
        'delete',
        later.map((t) => ({ id: t.id, before: t })),
      );
      await auditSessions(
        trx,
        request,
        me,
        'update',
        [...earlier.filter((e) => e.repeat), before].map((t) => ({ id: t.id, before: t })),
      );
      await auditSessions(
        trx,
        request,
        me,
        'create',
        made.map((id) => ({ id })),
      );
      await noticeSessionChange(
        trx,
        request,
        later.map((t) => t.id),
        'cancel',
      );
      await noticeSessionChange(trx, request, [before.id], 'update');
      await noticeSessionChange(trx, request, made, 'invite');
    });
    return (await findSession(db, before.id))!;
  }

  route(app, sessionEndpoints.status, async (request) => {
    const me = await requireUser(request);
    const { session, target } = await readable(me, request.params.id);
    const { status, reason } = request.body;
    if (status === 'cancelled') authorize(me, 'sessions.cancel', target, 'You cannot cancel this session.');
    else authorize(me, 'coaching.write', target, "Only the client's coach or an administrator changes this session's status.");
    if (!NEXT[session.status].includes(status)) {
      throw conflict(`This session is ${SESSION_STATUS_LABELS[session.status].toLowerCase()}: it cannot be ${BECOMING[status]}.`);
    }
    if ((status === 'completed' || status === 'no_show') && session.start > nowIso()) throw conflict('This session has not started yet.');
    await booking(() =>
      db.transaction().execute(async (trx) => {
        if (status === 'scheduled' && session.kind !== 'workshop') await refuseBooked(trx, session.coach_id, [session.start], [session.id]);
        await updateSessionRow(trx, session.id, { status, status_reason: reason ?? null, status_by: me.id, status_at: nowIso() });
        await auditSessions(trx, request, me, 'update', [{ id: session.id, before: session }]);
        // A confirmed request, or a cancellation undone, is in people's calendars again: an invitation.
        if (status === 'cancelled') await noticeSessionChange(trx, request, [session.id], 'cancel');
        if (status === 'scheduled') await noticeSessionChange(trx, request, [session.id], 'invite');
      }),
    );
    return (await findSession(db, session.id))!;
  });

  route(app, sessionEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    const before = await writable(me, request.params.id, "You cannot delete this client's sessions.");
    const following = request.query.scope === 'following' && before.seriesId !== null;
    const targets = following ? await seriesSessions(db, before.seriesId!, { from: before.start }) : [before];
    const earlier = following ? await seriesSessions(db, before.seriesId!, { before: before.start }) : [];
    await db.transaction().execute(async (trx) => {
      for (const t of targets) await setSessionArchived(trx, t.id, true);
      // The occurrences before keep their series, which now ends the day before this one.
      const lastDay = addDays(before.localStart.slice(0, 10), -1);
      for (const e of earlier) if (e.repeat) await updateSessionRow(trx, e.id, { repeat_rule: endRepeat(e.repeat, lastDay) });
      await auditSessions(
        trx,
        request,
        me,
        'delete',
        targets.map((t) => ({ id: t.id, before: t })),
      );
      await auditSessions(
        trx,
        request,
        me,
        'update',
        earlier.filter((e) => e.repeat).map((e) => ({ id: e.id, before: e })),
      );
      await noticeSessionChange(
        trx,
        request,
        targets.map((t) => t.id),
        'cancel',
      );
    });
    return { id: before.id };
  });

  route(app, sessionEndpoints.restore, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'coaching.admin');
    const before = await findSession(db, request.params.id, { includeArchived: true });
    if (!before) throw notFound(NOT_FOUND);
    if (!before.archivedAt) throw conflict('This session is not archived.');
    await booking(() =>
      db.transaction().execute(async (trx) => {
        // Its slot may have been booked since it was archived.
        if (holdsSlot(before)) await refuseBooked(trx, before.coach_id, [before.start], [before.id]);
        await setSessionArchived(trx, before.id, false);
        await auditSessions(trx, request, me, 'restore', [{ id: before.id, before }]);
        if (holdsSlot(before)) await noticeSessionChange(trx, request, [before.id], 'invite');
      }),
    );
    return (await findSession(db, before.id))!;
  });
}
