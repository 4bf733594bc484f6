import { z } from 'zod';
import {
  calendarDateSchema,
  idSchema,
  listQueryShape,
  MAX_ID,
  MAX_PAGE_SIZE,
  NOT_BLANK,
  notInFuture,
  optionalMultiLineText,
  personRefSchema,
  singleLineText,
} from './common';

export type { PersonRef } from './common';

/** `choose`: what to say when none is given (a form's empty choice sends 0). */
const idField = (name: string, choose?: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined && choose) || `${name} must be a number` })
    .int()
    .positive(choose)
    .max(MAX_ID);
const CHOOSE_PLAN = 'Choose the action plan this time was spent on';
const idQuery = idSchema;

// ---- Private notes (docs/decisions/023) ----

/**
 * A plan's, diary entry's or session's private note: the client's coaches and administrators read and write
 * it; the server never sends it to a client (not in a list, a report, an export, a search or an email), so in
 * an answer it is absent for them. The record's shared text (a plan's description, an entry's notes, a
 * session's agenda) is what the client reads.
 */
export const PRIVATE_NOTE_MAX = 10_000;
export const privateNoteAnswer = z.string().nullable().optional();
export const privateNoteInput = optionalMultiLineText(PRIVATE_NOTE_MAX).optional();

/** `actionplan_id=none` in a diary's filters: the entries logged without a plan (docs/decisions/024). */
export const NO_PLAN = 'none';
/** How an entry without a plan is named where a plan's summary would be (the diary, a report's CSV). */
export const NO_PLAN_LABEL = 'No plan';
const planQuery = z.union([z.literal(NO_PLAN), idQuery]);

// ---- Client–coach assignments ----

export const clientCoachSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  coach_id: z.number().int(),
  client: personRefSchema.extend({ business_name: z.string().nullable() }),
  coach: personRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientCoach = z.infer<typeof clientCoachSchema>;

export const createClientCoachBodySchema = z.strictObject({
  client_id: idField('client_id'),
  coach_id: idField('coach_id'),
});
export type CreateClientCoachBody = z.input<typeof createClientCoachBodySchema>;

/** PUT /client-coach carries the id in the body (product specification section 7). */
export const updateClientCoachBodySchema = z.strictObject({
  id: idField('id'),
  client_id: idField('client_id'),
  coach_id: idField('coach_id'),
});
export type UpdateClientCoachBody = z.input<typeof updateClientCoachBodySchema>;

export const clientCoachListQuerySchema = z.strictObject({
  client_id: idQuery.optional(),
  coach_id: idQuery.optional(),
  page: listQueryShape.page,
  pageSize: listQueryShape.pageSize,
});

// ---- Action plans ----

export const SUMMARY_MAX = 300;
export const DESCRIPTION_MAX = 10_000;

/** Where a plan stands (docs/architecture.md#plan-status-and-steps): open until done or dropped; a finished plan can be reopened. */
export const PLAN_STATUSES = ['open', 'done', 'dropped'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = { open: 'Open', done: 'Done', dropped: 'Dropped' };
export const planStatusSchema = z.enum(PLAN_STATUSES, { error: `status must be one of ${PLAN_STATUSES.join(', ')}` });

/**
 * A plan's status, due date and checklist progress (migration 0020). The server always sends them; they are
 * optional in the type so that a plan written without them (a screen's test data, an older answer) reads as
 * an open plan without steps.
 */
const planProgressShape = {
  status: planStatusSchema.optional(),
  /** An Alberta calendar date, or null; an open plan past it is overdue. */
  due_date: z.string().nullable().optional(),
  /** When it last became done or dropped; null while open. */
  finished_at: z.string().nullable().optional(),
  /** How many steps its checklist has, and how many are ticked. */
  steps: z.object({ total: z.number().int(), done: z.number().int() }).optional(),
};

export const actionPlanSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  coach_id: z.number().int().nullable(),
  date: z.string(),
  summary: z.string(),
  description: z.string().nullable(),
  /** Absent unless the caller is one of the client's coaches or an administrator. */
  privateNote: privateNoteAnswer,
  coach: personRefSchema.nullable(),
  client: personRefSchema.extend({ business_name: z.string().nullable() }),
  ...planProgressShape,
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActionPlan = z.infer<typeof actionPlanSchema>;

export const ACTION_PLAN_PAGE_SIZE = 10;

/** A page's `next`: opaque to callers, it names the last row shown (the server reads it). */
export const planCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use the `next` of an earlier page');

export const actionPlanListQuerySchema = z.strictObject({
  clientId: idQuery.optional(),
  coachId: idQuery.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ACTION_PLAN_PAGE_SIZE),
  /** Keyset paging: the rows after this `next`; `page` then only numbers the answer. */
  after: planCursorSchema.optional(),
  archived: z.enum(['true', 'false']).optional(),
  /** Only plans of this status; without it, every plan (product specification section 3's list). */
  status: planStatusSchema.optional(),
});
export type ActionPlanListQuery = z.input<typeof actionPlanListQuerySchema>;

/** The one list with an envelope (product specification section 7); page is one-based. */
export const actionPlanPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  actionPlans: z.array(actionPlanSchema),
  /** Send it back as `after` for the next page, which then costs what the first does; absent on the last page. */
  next: planCursorSchema.optional(),
});
export type ActionPlanPage = z.infer<typeof actionPlanPageSchema>;

const summarySchema = singleLineText().regex(NOT_BLANK, 'Write a short summary').max(SUMMARY_MAX);

/** A plan's status and due date as a body sets them (null clears the due date). */
const planStatusFields = {
  status: planStatusSchema.optional(),
  due_date: calendarDateSchema.nullish(),
};

export const createActionPlanBodySchema = z.strictObject({
  client_id: idField('client_id'),
  /** Administrators name the coach; a coach's plan is always their own. */
  coach_id: idField('coach_id').nullish(),
  date: calendarDateSchema,
  summary: summarySchema,
  description: optionalMultiLineText(DESCRIPTION_MAX).optional(),
  privateNote: privateNoteInput,
  ...planStatusFields,
});
export type CreateActionPlanBody = z.input<typeof createActionPlanBodySchema>;

export const updateActionPlanBodySchema = z.strictObject({
  client_id: idField('client_id').optional(),
  coach_id: idField('coach_id').nullish(),
  date: calendarDateSchema.optional(),
  summary: summarySchema.optional(),
  description: optionalMultiLineText(DESCRIPTION_MAX).optional(),
  privateNote: privateNoteInput,
  ...planStatusFields,
});
export type UpdateActionPlanBody = z.input<typeof updateActionPlanBodySchema>;

// ---- Action journals (the time diary) ----

export const ACTIVITIES = ['meeting', 'phone', 'email', 'site_visit', 'training', 'preparation', 'travel', 'other'] as const;
export type Activity = (typeof ACTIVITIES)[number];

export const ACTIVITY_LABELS: Record<Activity, string> = {
  meeting: 'Meeting',
  phone: 'Phone call',
  email: 'Email',
  site_visit: 'Site visit',
  training: 'Training',
  preparation: 'Preparation',
  travel: 'Travel',
  other: 'Other',
};

export const MINUTES_MAX = 1440;
export const NOTES_MAX = 5000;

export const actionJournalSchema = z.object({
  id: z.number().int(),
  /** Null: time without a plan (an intake call, paperwork). */
  actionplan_id: z.number().int().nullable(),
  client_id: z.number().int(),
  coach_id: z.number().int(),
  date: z.string(),
  minutes: z.number().int(),
  activity: z.enum(ACTIVITIES),
  notes: z.string().nullable(),
  /** Absent unless the caller is one of the client's coaches or an administrator. */
  privateNote: privateNoteAnswer,
  /** The coaching session this time was logged from, when it was. */
  session_id: z.number().int().nullable(),
  coach: personRefSchema,
  plan: z.object({ id: z.number().int(), summary: z.string() }).nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActionJournal = z.infer<typeof actionJournalSchema>;

const minutesSchema = z
  .number({ error: 'minutes must be a whole number' })
  .int('minutes must be a whole number')
  .min(1, 'Log at least 1 minute')
  .max(MINUTES_MAX, `At most 24 hours (${MINUTES_MAX} minutes) in one entry`);
const activitySchema = z.enum(ACTIVITIES, { error: `activity must be one of ${ACTIVITIES.join(', ')}` });

/** Time spent: 1–1440 minutes (one day), on a date not in the future (Alberta). */
export const createActionJournalBodySchema = notInFuture(
  z.strictObject({
    /** Null: time without a plan, for `client_id` (an intake call, paperwork). */
    actionplan_id: idField('actionplan_id', CHOOSE_PLAN).nullable(),
    /** The client of time without a plan; with a plan, the plan's client (and may be left out). */
    client_id: idField('client_id').optional(),
    /** Administrators may log time for a coach of the client; defaults to the plan's coach. */
    coach_id: idField('coach_id').optional(),
    date: calendarDateSchema,
    minutes: minutesSchema,
    activity: activitySchema,
    notes: optionalMultiLineText(NOTES_MAX).optional(),
    privateNote: privateNoteInput,
    /** The completed session of the same client this time was spent in. */
    session_id: idField('session_id').optional(),
  }),
);
export type CreateActionJournalBody = z.input<typeof createActionJournalBodySchema>;

export const updateActionJournalBodySchema = notInFuture(
  z.strictObject({
    /** Null: the time was not spent on a plan after all. */
    actionplan_id: idField('actionplan_id', CHOOSE_PLAN).nullish(),
    coach_id: idField('coach_id').optional(),
    date: calendarDateSchema.optional(),
    minutes: minutesSchema.optional(),
    activity: activitySchema.optional(),
    notes: optionalMultiLineText(NOTES_MAX).optional(),
    privateNote: privateNoteInput,
  }),
);
export type UpdateActionJournalBody = z.input<typeof updateActionJournalBodySchema>;

export const actionJournalListQuerySchema = z.strictObject({
  client_id: idQuery.optional(),
  /** A plan's entries, or `none`: those logged without a plan. */
  actionplan_id: planQuery.optional(),
  coach_id: idQuery.optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  archived: z.enum(['true', 'false']).optional(),
  page: listQueryShape.page,
  pageSize: listQueryShape.pageSize,
});
export type ActionJournalListQuery = z.input<typeof actionJournalListQuerySchema>;

/** GET /action-journals/export.csv: the list's filters (live entries only), every entry they match. */
export const actionJournalExportQuerySchema = actionJournalListQuerySchema.omit({ archived: true, page: true, pageSize: true });
export type ActionJournalExportQuery = z.input<typeof actionJournalExportQuerySchema>;

/** GET /action-journals/filter: by plan, by coach, or both. */
export const actionJournalFilterQuerySchema = z
  .strictObject({
    /** A plan's entries, or `none`: those logged without a plan (with coach_id: that coach's). */
    actionplan_id: planQuery.optional(),
    coach_id: idQuery.optional(),
    page: listQueryShape.page,
    pageSize: listQueryShape.pageSize,
  })
  .refine((q) => q.actionplan_id !== undefined || q.coach_id !== undefined, {
    message: 'Give actionplan_id, coach_id or both',
    path: ['actionplan_id'],
  });

export const journalSummaryQuerySchema = z.strictObject({
  client_id: idQuery,
  actionplan_id: planQuery.optional(),
  coach_id: idQuery.optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});

/** Time totals of a client's diary, for the range and per plan. */
export const journalSummarySchema = z.object({
  client_id: z.number().int(),
  entries: z.number().int(),
  minutes: z.number().int(),
  /** Time without a plan is one row with actionplan_id and summary null. */
  byPlan: z.array(
    z.object({
      actionplan_id: z.number().int().nullable(),
      summary: z.string().nullable(),
      entries: z.number().int(),
      minutes: z.number().int(),
    }),
  ),
});
export type JournalSummary = z.infer<typeof journalSummarySchema>;
