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

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  /** The actor's name as it is now, or null for a visitor or a removed record. */
  actor: z.object({ id: z.number().int(), username: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  /**
   * The record before and after the change, parsed from the stored snapshot; null where there is none.
   * (`unknown` already admits null: a `.nullable()` here would document `nullable` without a `type`, which OpenAPI 3.0 refuses.)
   */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /audit`: newest first, one page at a time. */
export const auditListQuerySchema = z
  .object({
    actorId: idSchema.optional(),
    entity: z.string().trim().regex(NOT_BLANK, 'entity must not be blank').max(50).optional(),
    entityId: idSchema.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    page: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date' });

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
