import type { AuditAction } from '@tc/contract/audit';
import type { Db } from '../db/connection';
import { prepared } from '../db/prepared';
import { nowIso } from './time';

export interface AuditInput {
  actorId: number | null;
  action: AuditAction;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

const SECRET_FIELDS = new Set(['password_hash', 'password', 'current_password', 'token_version']);

function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, v) => (SECRET_FIELDS.has(key) ? undefined : v));
}

// Written with every audited change: compiled once (db/prepared.ts), in the transaction of the change.
const insertEntry = prepared(
  (
    db: Db,
    at: string,
    actorId: number | null,
    action: AuditAction,
    entity: string,
    entityId: number | null,
    before: string | null,
    after: string | null,
    ip: string | null,
  ) => db.insertInto('audit_entries').values({ at, actor_id: actorId, action, entity, entity_id: entityId, before, after, ip }),
);

/** Call inside the transaction of the change, so a change and its audit entry land together. */
export async function writeAudit(db: Db, entry: AuditInput): Promise<void> {
  await insertEntry(
    db,
    nowIso(),
    entry.actorId,
    entry.action,
    entry.entity,
    entry.entityId,
    snapshot(entry.before),
    snapshot(entry.after),
    entry.ip ?? null,
  );
}
