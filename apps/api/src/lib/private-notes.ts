import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SIGNED_IN } from '../auth/authenticate';
import { type Actor, can } from '../auth/policy';
import type { Db } from '../db/connection';

/**
 * The one place a private note leaves the server (docs/decisions/023). Plans, diary entries and sessions are
 * read with their `privateNote` wherever they are read; every JSON answer of the API then passes here before it
 * is written, and each record's note stays only when the caller may read it ('coaching.privateNotes'): an
 * administrator, or a coach of that record's client. A client, a visitor (a calendar feed by its token), a
 * coach of other clients: the key is removed, so no list, record, report, dashboard or error carries it
 * whichever route built the answer. Text answers (CSV, PDF, .ics) and emails never put a private note in.
 */
export async function hidePrivateNotes(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  return notesReadableBy(request.server.db, request[SIGNED_IN] ?? undefined, payload);
}

/**
 * The answer as `me` may read it: every private note `me` may not read removed (the rule above). Also what a
 * personal export (features/personal-export) passes its records through, with the person it is of as `me`.
 */
export async function notesReadableBy(db: Db, me: Actor | undefined, payload: unknown): Promise<unknown> {
  if (payload === null || typeof payload !== 'object') return payload;
  const notes: NoteHolder[] = [];
  collect(payload, notes);
  if (notes.length === 0) return payload;
  const keep = new Set<NoteHolder>();
  // Staff (who would read a note of a client they coach) keep an empty one, which tells nothing; a client never sees the key.
  if (me && can(me, 'coaching.privateNotes', { clientId: 0, assigned: true })) {
    // Each client once: a coach's week of sessions names a few clients.
    const clients = [...new Set(notes.filter((n) => n.privateNote != null).map((n) => n.client_id))];
    const assigned = clients.length ? await assignedOf(db, me.id, clients) : new Set<number>();
    for (const n of notes) {
      if (n.privateNote == null || can(me, 'coaching.privateNotes', { clientId: n.client_id, assigned: assigned.has(n.client_id) })) {
        keep.add(n);
      }
    }
  }
  return keep.size === notes.length ? payload : without(payload, notes, keep);
}

/** A record that carries a private note: a plan, a diary entry or a session (each names its client). */
interface NoteHolder {
  privateNote?: string | null;
  client_id: number;
}

/** A plain object of an answer (not a Date, a Buffer, a stream). */
const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

function collect(value: unknown, into: NoteHolder[]): void {
  if (Array.isArray(value)) {
    for (const v of value) collect(v, into);
  } else if (isPlain(value)) {
    if ('privateNote' in value) into.push(value as unknown as NoteHolder);
    for (const v of Object.values(value)) if (v !== null && typeof v === 'object') collect(v, into);
  }
}

/** Which of these clients the coach is assigned to, in one statement. */
async function assignedOf(db: Db, coachId: number, clientIds: number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('client_coach')
    .select('client_id')
    .where('coach_id', '=', coachId)
    .where('client_id', 'in', clientIds)
    .execute();
  return new Set(rows.map((r) => r.client_id));
}

/** A copy of the answer with the notes not kept removed: the records the routes built are left as they were. */
function without(value: unknown, notes: NoteHolder[], keep: Set<NoteHolder>): unknown {
  const drop = new Set(notes.filter((n) => !keep.has(n)));
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(copy);
    if (!isPlain(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, inner] of Object.entries(v)) {
      if (k === 'privateNote' && drop.has(v as unknown as NoteHolder)) continue;
      out[k] = copy(inner);
    }
    return out;
  };
  return copy(value);
}

/** Whether a route's response schemas (zod, or a download's `content` of them) declare a `privateNote` anywhere. */
export function carriesPrivateNotes(response: unknown): boolean {
  if (response === null || typeof response !== 'object') return false;
  return Object.values(response).some((answer) => {
    const schemas =
      answer instanceof z.ZodType
        ? [answer]
        : Object.values((answer as { content?: Record<string, { schema?: unknown }> })?.content ?? {}).map((c) => c.schema);
    return schemas.some((schema) => schema instanceof z.ZodType && declaresPrivateNote(schema));
  });
}

/** Answers by shape: a route's answers are `.describe(…)` copies of a few shapes, which share their definition. */
const declaring = new WeakMap<object, boolean>();

function declaresPrivateNote(schema: z.ZodType): boolean {
  let found = declaring.get(schema._zod.def);
  if (found === undefined) {
    found = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' })).includes('"privateNote"');
    declaring.set(schema._zod.def, found);
  }
  return found;
}
