import type { AuditAction, AuditEntry } from '@tc/contract/audit';
import type { Db } from './connection';

// The audit trail's query and record mapping, one place for the trail (features/audit)
// and the administrators' dashboard (features/dashboard), since features do not import each other.

export interface AuditFilters {
  actorId?: number;
  entity?: string;
  entityId?: number;
  action?: AuditAction;
  /** Any of these actions (the dashboard's changes: no sign-in events). */
  actions?: readonly AuditAction[];
  /** UTC instants: `since` inclusive, `until` exclusive. */
  since?: string;
  until?: string;
}

function filtered(db: Db, f: AuditFilters) {
  let q = db.selectFrom('audit_entries as a');
  if (f.actorId !== undefined) q = q.where('a.actor_id', '=', f.actorId);
  if (f.entity !== undefined) q = q.where('a.entity', '=', f.entity);
  if (f.entityId !== undefined) q = q.where('a.entity_id', '=', f.entityId);
  if (f.action !== undefined) q = q.where('a.action', '=', f.action);
  if (f.actions !== undefined) q = q.where('a.action', 'in', f.actions);
  if (f.since !== undefined) q = q.where('a.at', '>=', f.since);
  if (f.until !== undefined) q = q.where('a.at', '<', f.until);
  return q;
}

/** A stored snapshot as the record it was; text that is not JSON (never written so) comes back as it is. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One page of the trail, newest first (id breaks ties), with each actor's name as it is now. */
export async function listAuditEntries(db: Db, f: AuditFilters, limit: number, offset: number): Promise<AuditEntry[]> {
  const rows = await filtered(db, f)
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.actor_id', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after', 'a.ip'])
    .select(['u.id as user_id', 'u.username', 'u.firstname', 'u.lastname'])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actor_id: r.actor_id,
    actor: r.user_id === null ? null : { id: r.user_id, username: r.username!, firstname: r.firstname!, lastname: r.lastname! },
    action: r.action as AuditAction,
    entity: r.entity,
    entity_id: r.entity_id,
    before: parsed(r.before),
    after: parsed(r.after),
    ip: r.ip,
  }));
}

export async function countAuditEntries(db: Db, f: AuditFilters): Promise<number> {
  const { n } = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
