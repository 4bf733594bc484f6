import { z } from 'zod';
import { calendarDateSchema, idSchema, MAX_PAGE_SIZE, NOT_BLANK } from './common';

/**
 * What an audit entry records (docs/architecture.md#data-and-endpoints): every create, update, delete
 * and restore, and the sign-in events. The trail is read-only through the app.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'logout',
  'login',
  'login_failed',
  'login_locked',
  'unlock',
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * A person an entry names, as they are now (docs/decisions/036): an erased person reads
 * "Erased client #14" and is marked `erased`.
 */
export const auditPersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  erased: z.boolean(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** One field a change changed, its values as people read them ("(empty)", Alberta time). */
export const auditChangeSchema = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  /** The actor as they are now, or null for a visitor or a removed record. */
  actor: auditPersonSchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  /** The entry as a sentence, from the names as they are now: "Grace Park changed Leila Haddad's phone". */
  description: z.string(),
  /** The record it is about, as the sentence names it: "Leila Haddad", "the plan 'Fall enrolment marketing' for Emily Chen". */
  record: z.string(),
  /** The person the record is or belongs to (a plan's, an entry's, a session's client), as they are now; null when none. */
  person: auditPersonSchema.nullable(),
  /** The fields an update changed (not the time stamps), before and after; empty for other actions. */
  changes: z.array(auditChangeSchema),
  /**
   * The record before and after the change, parsed from the stored snapshot; null where there is none.
   * (`unknown` already admits null: a `.nullable()` here would document `nullable` without a `type`, which OpenAPI 3.0 refuses.)
   */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditFilterShape = {
  /** Words in the actor's or the record's person's name, the record's title, or any value before or after. */
  q: z.string().trim().max(100).optional(),
  actorId: idSchema.optional(),
  entity: z.string().trim().regex(NOT_BLANK, 'entity must not be blank').max(50).optional(),
  entityId: idSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
};
const ordered = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const REVERSED = { path: ['to'], message: 'The end date must not be before the start date' };

/** `GET /audit`: newest first, one page at a time. */
export const auditListQuerySchema = z
  .object({
    ...auditFilterShape,
    page: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .strict()
  .refine(ordered, REVERSED);

/** `GET /audit/export.csv`: the same filters, every entry they match (streamed: no cap). */
export const auditExportQuerySchema = z.object(auditFilterShape).strict().refine(ordered, REVERSED);

/** A username that may not sign in now: from one address (`address`) or from every address it has not used before (null). */
export const signInLockSchema = z.object({
  username: z.string(),
  address: z.string().nullable(),
  failures: z.number().int(),
  lockedUntil: z.string(),
});
export type SignInLock = z.infer<typeof signInLockSchema>;

export const unlockParamsSchema = z.object({ username: z.string().trim().regex(NOT_BLANK, 'Enter a username').max(100) });
export const unlockedSchema = z.object({ username: z.string(), cleared: z.number().int() });
