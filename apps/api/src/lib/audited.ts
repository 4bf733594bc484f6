import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { groupCommitOf } from '../db/group-commit';
import { type AuditInput, writeAudit } from './audit';
import { markSaved } from './idempotency';

/** What a write changed: the record's id and its snapshots; anything else is passed back to the caller. */
export interface AuditedChange {
  /** Null for a record keyed otherwise (a file, by its sha256, which its `after` names). */
  id: number | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditedWrite {
  /**
   * Who makes the change; 'self' when the record written is the actor, as in a registration;
   * 'visitor' for someone without an account (an application for coaching), recorded as no actor.
   */
  actor: { id: number } | 'self' | 'visitor';
  action: AuditInput['action'];
  entity: string;
}

/**
 * Runs a change in a transaction and writes its audit entry in that same
 * transaction, so no write can land without its entry or skip it. The change
 * answers what it touched; `audited` answers the change's value unchanged.
 * On SQLite the changes that arrive together share one commit, each in a savepoint of its own
 * (db/group-commit.ts); on PostgreSQL each has its own transaction, whose commits the server groups itself.
 */
export async function audited<C extends AuditedChange>(
  request: FastifyRequest,
  write: AuditedWrite,
  change: (trx: Db) => Promise<C>,
): Promise<C> {
  const { db, dialect } = request.server;
  const inTransaction = async (trx: Db) => {
    const done = await change(trx);
    await writeAudit(trx, {
      actorId: write.actor === 'self' ? done.id : write.actor === 'visitor' ? null : write.actor.id,
      action: write.action,
      entity: write.entity,
      entityId: done.id,
      before: done.before,
      after: done.after,
      ip: request.ip,
    });
    // A change sent with an Idempotency-Key: its key says, in the same commit, that the change is stored.
    await markSaved(trx, request, write.entity, done.id);
    return done;
  };
  return dialect === 'sqlite' ? groupCommitOf(db).run(inTransaction) : db.transaction().execute(inTransaction);
}
