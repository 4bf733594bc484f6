import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_REPLAYED_HEADER,
} from '@tc/contract/idempotency';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { requireUser } from '../auth/authenticate';
import type { Db } from '../db/connection';
import { groupCommitOf } from '../db/group-commit';
import { badRequest, conflict } from './errors';
import { nowIso } from './time';

/**
 * Idempotency keys (docs/decisions/053-idempotency-keys.md). A signed-in person's change sent with an
 * `Idempotency-Key` header is stored once, however often it is sent: the first call reserves the key, the change
 * marks it in its own transaction (`markSaved`, called by `audited`), and its answer is kept; the same call with
 * the same key gets that answer again, status and body, with `Idempotency-Replayed: true`. The same key on
 * another change is refused (409), as is a key whose first call is still running.
 */

/** Where a request keeps the key it reserved, until its answer is kept (a request decoration, plugins/api.ts). */
export const RESERVED = Symbol('idempotencyKey');

declare module 'fastify' {
  interface FastifyRequest {
    [RESERVED]: { userId: number; key: string } | null;
  }
}

/** How long a key and its answer are kept: the offline app keeps a change 14 days at most, and a day more. */
export const KEYS_KEPT_MS = 15 * 24 * 3600_000;
/**
 * A first call with no answer after this long has ended without one (its process stopped): longer than any call
 * may take, an upload included (its request ends at `timeouts.uploadMs`, plugins/slow-clients.ts).
 */
const ABANDONED_AFTER_MS = 15 * 60_000;
/** Expired keys are purged at most this often, by the process that reserves a key. */
const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<Db, number>();

/** A single write of the key's row: on SQLite in the group commit (one flush shared with the saves), else as is. */
function write<T>(request: FastifyRequest, change: (db: Db) => Promise<T>): Promise<T> {
  const { db, dialect } = request.server;
  return dialect === 'sqlite' ? groupCommitOf(db).run(change) : change(db);
}

/** The call a key was first sent with: method, path with its query, and the JSON body (an upload's parts are not in it). */
function callText(request: FastifyRequest): string {
  return `${request.method} ${request.url}\n${request.body === undefined ? '' : JSON.stringify(request.body)}`;
}

/** A salted hash of the call, so that a body holding a password is not kept in a form that can be guessed back. */
function fingerprint(text: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(salt).update(text).digest('hex')}`;
}

function sameCall(stored: string, text: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(stored);
  const b = Buffer.from(fingerprint(text, salt));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The preHandler of a call that takes a key: reserves it, or answers the call as it was answered. Without the
 * header it returns at once, with no promise: a change sent without a key costs what it did.
 */
export const reserveKey: preHandlerHookHandler = (request, reply, done) => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return done();
  reserve(request, reply, key).then((answered) => {
    if (!answered) done();
  }, done);
};

/** Reserves the key; true when the call was answered instead (its kept answer sent again). */
async function reserve(request: FastifyRequest, reply: FastifyReply, key: string | string[]): Promise<boolean> {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest(IDEMPOTENCY_MESSAGES.invalid, [{ path: ['Idempotency-Key'], message: IDEMPOTENCY_MESSAGES.invalid }]);
  }
  const user = await requireUser(request);
  const { db } = request.server;
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? 0) > PURGE_EVERY_MS) {
    lastPurge.set(db, now);
    const before = new Date(now - KEYS_KEPT_MS).toISOString();
    await write(request, (db) => db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute());
  }
  const text = callText(request);
  const reserved = await write(request, (db) =>
    db
      .insertInto('idempotency_keys')
      .values({ user_id: user.id, key, fingerprint: fingerprint(text), created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst(),
  );
  if (reserved) {
    request[RESERVED] = { userId: user.id, key };
    return false;
  }
  const stored = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'saved_entity', 'status', 'answer', 'created_at'])
    .where('user_id', '=', user.id)
    .where('key', '=', key)
    .executeTakeFirst();
  // Freed between the insert and this read (its first call stored nothing): sent again, it runs.
  if (!stored) throw conflict(IDEMPOTENCY_MESSAGES.running);
  if (!sameCall(stored.fingerprint, text)) throw conflict(IDEMPOTENCY_MESSAGES.otherChange);
  if (stored.status !== null) {
    if (stored.answer !== null) {
      replay(reply, stored.status, stored.answer);
      return true;
    }
    throw conflict(IDEMPOTENCY_MESSAGES.answerLost);
  }
  // No answer yet: the first call is still running, unless it is so old that its process ended on the way.
  if (now - Date.parse(stored.created_at) < ABANDONED_AFTER_MS) throw conflict(IDEMPOTENCY_MESSAGES.running);
  if (stored.saved_entity !== null) throw conflict(IDEMPOTENCY_MESSAGES.answerLost);
  // Abandoned before anything was stored: this call runs the change, under the same key.
  await write(request, (db) =>
    db.updateTable('idempotency_keys').set({ created_at: nowIso() }).where('user_id', '=', user.id).where('key', '=', key).execute(),
  );
  request[RESERVED] = { userId: user.id, key };
  return false;
}

function replay(reply: FastifyReply, status: number, answer: string): void {
  reply.code(status).header('content-type', 'application/json; charset=utf-8').header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  reply.send(answer);
}

/**
 * The onSend hook of a call that takes a key: a stored change keeps its answer; a call that stored nothing
 * frees its key, so that sending it again runs it again (after a 401 and a new sign-in, say).
 */
export const keepAnswer: onSendHookHandler = (request, reply, payload, done) => {
  const reserved = request[RESERVED];
  if (!reserved) return done(null, payload);
  request[RESERVED] = null;
  void keep(request, reply.statusCode, reserved, payload).then(() => done(null, payload));
};

async function keep(request: FastifyRequest, status: number, reserved: { userId: number; key: string }, payload: unknown) {
  try {
    if (status < 300 && typeof payload === 'string') {
      await write(request, (db) =>
        db
          .updateTable('idempotency_keys')
          .set({ status, answer: payload })
          .where('user_id', '=', reserved.userId)
          .where('key', '=', reserved.key)
          .execute(),
      );
    } else {
      // A call that stored nothing frees its key. One that stored its change and then failed keeps it, with no
      // answer: sent again, it says the change is stored rather than run it twice.
      await write(request, async (db) => {
        const ofKey = { user_id: reserved.userId, key: reserved.key };
        await db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', ofKey.user_id)
          .where('key', '=', ofKey.key)
          .where('saved_entity', 'is', null)
          .execute();
        await db
          .updateTable('idempotency_keys')
          .set({ status })
          .where('user_id', '=', ofKey.user_id)
          .where('key', '=', ofKey.key)
          .execute();
      });
    }
  } catch (error) {
    request.log.warn({ err: error }, 'the answer of a change sent with an Idempotency-Key could not be kept');
  }
}

/** In a change's transaction (lib/audited.ts): its key, if it came with one, says the change is stored. */
export async function markSaved(trx: Db, request: FastifyRequest, entity: string, id: number | null): Promise<void> {
  const reserved = request[RESERVED];
  if (!reserved) return;
  await trx
    .updateTable('idempotency_keys')
    .set({ saved_entity: entity, saved_id: id })
    .where('user_id', '=', reserved.userId)
    .where('key', '=', reserved.key)
    .execute();
}

/** Drops every kept answer (an erasure: an answer may hold the erased person's details); the keys still refuse a second run. */
export async function forgetAnswers(trx: Db): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ answer: null }).where('answer', 'is not', null).execute();
}
