import { ROLES } from '@tc/contract/roles';
import { bookingEndpoints as api } from '@tc/contract/sessions-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize } from '../../auth/policy';
import { isCoachOfClient } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { addDays } from '../../lib/alberta-calendar';
import { audited } from '../../lib/audited';
import { isUniqueViolation } from '../../lib/error-handler';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { todayInAlberta } from '../../lib/time';
import {
  activeCoaches,
  deleteException,
  findActiveCoach,
  freeBlockAt,
  freeSlots,
  insertException,
  overlappingBlocks,
  readAvailability,
  readCoachCalendars,
  replaceWeekly,
} from './availability-repository';
import { noticeSessionChange } from './session-notices';
import { readSessionSettings } from './session-settings';
import { findSession, insertSession } from './sessions-repository';

/** The longest range of days one slots call answers. */
export const SLOT_RANGE_DAYS = 62;
const TAKEN = 'That time is no longer free. Choose another.';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 404 unless the id is an active coach's. */
async function activeCoach(db: Db, coachId: number) {
  const coach = await findActiveCoach(db, coachId);
  if (!coach) throw notFound('Coach not found.');
  return coach;
}

/** Reading a coach's hours: any staff member, or a client of that coach (asked only of a client). */
async function mayRead(db: Db, me: Actor, coachId: number): Promise<void> {
  const assigned = me.category_id === ROLES.CLIENT && (await isCoachOfClient(db, coachId, me.id));
  authorize(me, 'availability.read', { coachId, assigned }, "You can see only your own coach's hours.");
}

/** Writing them: the coach themself or an administrator (then 404 unless it is an active coach). */
async function mayWrite(db: Db, me: Actor, coachId: number): Promise<void> {
  authorize(me, 'availability.write', coachId, 'You can change only your own hours.');
  await activeCoach(db, coachId);
}

/** A coach's free slots between two Alberta dates, days before today left out. */
async function coachSlots(db: Db, coachId: number, from: string, to: string, now = new Date()) {
  const start = from < todayInAlberta(now) ? todayInAlberta(now) : from;
  if (start > to) return [];
  const { slotMinutes } = await readSessionSettings(db);
  return freeSlots(coachId, await readCoachCalendars(db, [coachId], start, to), { from: start, to }, slotMinutes, now);
}

/** The availability after a change to it, audited as one record per coach (entity 'availability'). */
function changeAvailability(request: FastifyRequest, me: Actor, coachId: number, change: (trx: Db) => Promise<void>) {
  return audited(request, { actor: me, action: 'update', entity: 'availability' }, async (trx) => {
    const today = todayInAlberta();
    const before = await readAvailability(trx, coachId, today);
    await change(trx);
    return { id: coachId, before, after: await readAvailability(trx, coachId, today) };
  });
}

export async function bookingRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.availability, async (request) => {
    const me = await requireUser(request);
    const { coachId } = request.params;
    await mayRead(db, me, coachId);
    await activeCoach(db, coachId);
    return readAvailability(db, coachId, todayInAlberta());
  });

  route(app, api.putAvailability, async (request) => {
    const me = await requireUser(request);
    const { coachId } = request.params;
    await mayWrite(db, me, coachId);
    const { weekly } = request.body;
    const overlap = overlappingBlocks(weekly);
    if (overlap) {
      const [a, b] = overlap.map((i) => weekly[i]);
      const message = `Two blocks on ${WEEKDAYS[a.weekday - 1]} overlap (${a.startTime}–${a.endTime} and ${b.startTime}–${b.endTime}).`;
      throw badRequest(message, [{ path: ['weekly', overlap[1], 'startTime'], message }]);
    }
    const { after } = await changeAvailability(request, me, coachId, (trx) => replaceWeekly(trx, coachId, weekly));
    return after;
  });

  route(app, api.addException, async (request, reply) => {
    const me = await requireUser(request);
    const { coachId } = request.params;
    await mayWrite(db, me, coachId);
    const { firstDay, lastDay, reason } = request.body;
    // Past days away are never listed: adding them would do nothing a person could see.
    if (lastDay < todayInAlberta()) throw fieldError('lastDay', 'Those days are past.');
    const { after } = await changeAvailability(request, me, coachId, (trx) =>
      insertException(trx, coachId, { firstDay, lastDay, reason: reason ?? null }),
    );
    return reply.code(201).send(after);
  });

  route(app, api.removeException, async (request) => {
    const me = await requireUser(request);
    const { coachId, id } = request.params;
    await mayWrite(db, me, coachId);
    const { after } = await changeAvailability(request, me, coachId, async (trx) => {
      if (!(await deleteException(trx, coachId, id))) throw notFound('Days away not found.');
    });
    return after;
  });

  route(app, api.slots, async (request) => {
    const me = await requireUser(request);
    const { coachId } = request.params;
    const { from, to } = request.query;
    await mayRead(db, me, coachId);
    await activeCoach(db, coachId);
    if (from > to) throw fieldError('to', 'The last day comes on or after the first.');
    if (to > addDays(from, SLOT_RANGE_DAYS - 1)) throw fieldError('to', `Ask for at most ${SLOT_RANGE_DAYS} days at a time.`);
    return coachSlots(db, coachId, from, to);
  });

  route(app, api.request, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    const assigned = (await isCoachOfClient(db, body.coach_id, me.id)) && (await findActiveCoach(db, body.coach_id)) !== undefined;
    authorize(me, 'sessions.request', { clientId: me.id, assigned }, 'You can ask only your own coach for a session.');
    const settings = await readSessionSettings(db);
    if (!settings.clientBooking) throw conflict('Booking is turned off: ask your coach for a session.');
    const day = body.start.slice(0, 10);
    // A first look, to say which of the two went wrong; the database's unique index decides a race (docs/decisions/020-booking.md).
    const slot = (await coachSlots(db, body.coach_id, day, day)).find((s) => s.start === body.start);
    if (!slot) throw conflict(TAKEN);
    const fits = slot.mode === 'visit' ? body.kind === 'visit' : body.kind === 'phone' || body.kind === 'video';
    if (!fits) {
      throw fieldError('kind', slot.mode === 'visit' ? 'That time is for a visit.' : 'That time is for a phone or video call.');
    }
    try {
      const { after } = await audited(request, { actor: me, action: 'create', entity: 'session' }, async (trx) => {
        const id = await insertSession(trx, {
          client_id: me.id,
          coach_id: body.coach_id,
          actionplan_id: null,
          localStart: body.start,
          minutes: settings.slotMinutes,
          kind: body.kind,
          location: null,
          agenda: body.agenda ?? null,
          status: 'requested',
          series_id: null,
          repeat_rule: null,
          created_by: me.id,
        });
        await noticeSessionChange(trx, request, [id], 'invite');
        return { id, after: (await findSession(trx, id))! };
      });
      return reply.code(201).send(after);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(TAKEN);
      throw err;
    }
  });

  route(app, api.free, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'sessions.whoIsFree');
    const { start, minutes, region } = request.query;
    const day = start.slice(0, 10);
    const coaches = await activeCoaches(db, region);
    const cal = await readCoachCalendars(
      db,
      coaches.map((c) => c.id),
      day,
      day,
    );
    return coaches.flatMap((c) => {
      const block = freeBlockAt(c.id, cal, start, minutes);
      return block ? [{ id: c.id, firstname: c.firstname, lastname: c.lastname, region: c.region, mode: block.mode }] : [];
    });
  });
}
