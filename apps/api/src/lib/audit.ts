import type { AuditAction } from '@tc/contract/audit';
import type { Db } from '../db/connection';
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

/** Call inside the transaction of the change, so a change and its audit entry land together. */
export async function writeAudit(db: Db, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({
      at: nowIso(),
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: snapshot(entry.before),
      after: snapshot(entry.after),
      ip: entry.ip ?? null,
    })
    .execute();
}
