import { z } from 'zod';
import { MAX_ID, sortQuery } from './common';
import { CLIENT_SORTS, USER_STATUSES } from './users';

/**
 * Bulk actions on the client list (docs/decisions/031-bulk-actions.md): an administrator picks clients by
 * their ids, or as "every client the filter matches", which the server works out from the listing's own
 * filters, and assigns a coach, sends invitations, closes their files or exports them.
 */

/** The most clients one bulk action takes, by ids or by a filter (as many as the list's CSV export holds). */
export const CLIENT_BULK_MAX = 10_000;

export const CLIENT_BULK_ACTIONS = ['assign_coach', 'invite', 'archive', 'export'] as const;
export type ClientBulkAction = (typeof CLIENT_BULK_ACTIONS)[number];

const id = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int()
    .positive()
    .max(MAX_ID);

/** The client list's filters (GET /users/clients), as JSON: every client they match, not one page. */
export const clientBulkFilterSchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  status: z.enum(USER_STATUSES).optional(),
  region: z.string().trim().max(100).optional(),
  /** One coach's clients. */
  coach: id('coach').optional(),
  /** Only the clients without a current coach. */
  no_coach: z.boolean().optional(),
});
export type ClientBulkFilter = z.input<typeof clientBulkFilterSchema>;

/**
 * POST /clients/bulk. Exactly one of `ids` and `filter` (an empty filter is every client); `coach_id` with
 * `assign_coach` only; `sort` orders an export's rows as the list does; `dry_run` answers the counts the
 * action would give without changing anything (what a confirmation says before it is sent).
 */
export const clientBulkBodySchema = z.strictObject({
  action: z.enum(CLIENT_BULK_ACTIONS, { error: `action must be one of ${CLIENT_BULK_ACTIONS.join(', ')}` }),
  ids: z
    .array(id('Each id'))
    .min(1, 'Choose at least one client')
    .max(CLIENT_BULK_MAX, `At most ${CLIENT_BULK_MAX.toLocaleString('en-CA')} clients at a time`)
    .optional(),
  filter: clientBulkFilterSchema.optional(),
  coach_id: id('coach_id').optional(),
  sort: sortQuery(CLIENT_SORTS),
  dry_run: z.boolean().optional(),
});
export type ClientBulkBody = z.input<typeof clientBulkBodySchema>;

/**
 * Why a client was left out: their file is closed (or there is no such client); they already have that
 * coach; they have already set a password (an invitation is for someone who never did); a session is
 * still to come (closing the file is refused then, as for one client); they were erased on request (no one to invite).
 */
export const CLIENT_BULK_SKIPS = [
  'not_found',
  'already_archived',
  'already_assigned',
  'has_password',
  'upcoming_session',
  'erased',
] as const;
export type ClientBulkSkip = (typeof CLIENT_BULK_SKIPS)[number];

export const clientBulkResultSchema = z.object({
  action: z.enum(CLIENT_BULK_ACTIONS),
  dry_run: z.boolean(),
  /** How many clients the ids or the filter named. */
  matched: z.number().int(),
  /** How many were changed (or, in a dry run, would be). */
  done: z.number().int(),
  skipped: z.number().int(),
  /** The skipped, counted by reason (only the reasons that occurred). */
  reasons: z.array(z.object({ reason: z.enum(CLIENT_BULK_SKIPS), count: z.number().int() })),
});
export type ClientBulkResult = z.infer<typeof clientBulkResultSchema>;
