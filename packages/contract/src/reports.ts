import { z } from 'zod';
import { ACTIVITIES, actionJournalSchema, actionPlanSchema, NOTES_MAX } from './coaching';
import {
  calendarDateSchema,
  FISCAL_YEAR_MAX,
  FISCAL_YEAR_MIN,
  idSchema,
  listQueryShape,
  MAX_ID,
  NOT_BLANK,
  notInFuture,
  optionalMultiLineText,
  personRefSchema,
} from './common';
import { userSchema } from './users';

// ---- Milestones: the outcomes funders ask about besides hours (docs/architecture.md#reports-and-outcomes) ----

export const MILESTONE_KINDS = [
  'licence_obtained',
  'spaces_added',
  'enrolment_increase',
  'grant_received',
  'business_registered',
  'staff_hired',
  'other',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export const milestoneSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  kind: z.enum(MILESTONE_KINDS),
  date: z.string(),
  /** A count where the kind has one (spaces added, staff hired). */
  value: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** The user who recorded it. */
  recorded_by: z.number().int(),
  /** When it was deleted (administrators' archive list), else null. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const MILESTONE_LABELS: Record<MilestoneKind, string> = {
  licence_obtained: 'Licence obtained',
  spaces_added: 'Spaces added',
  enrolment_increase: 'Enrolment increase',
  grant_received: 'Grant received',
  business_registered: 'Business registered',
  staff_hired: 'Staff hired',
  other: 'Other',
};

/** The largest count a milestone records (spaces, children, staff, dollars of a grant). */
export const MILESTONE_VALUE_MAX = 10_000_000;

const milestoneKindSchema = z.enum(MILESTONE_KINDS, { error: `kind must be one of ${MILESTONE_KINDS.join(', ')}` });
/** A count of zero or more, or null where the kind has none. */
const milestoneValueSchema = z
  .number({ error: 'value must be a whole number' })
  .int('value must be a whole number')
  .min(0, 'value must be 0 or more')
  .max(MILESTONE_VALUE_MAX, `value must be at most ${MILESTONE_VALUE_MAX}`)
  .nullable();

/** What was achieved, on a date not in the future (Alberta). */
export const createMilestoneBodySchema = notInFuture(
  z.strictObject({
    client_id: z.number({ error: 'client_id must be a number' }).int().positive().max(MAX_ID),
    kind: milestoneKindSchema,
    date: calendarDateSchema,
    value: milestoneValueSchema.optional(),
    notes: optionalMultiLineText(NOTES_MAX).optional(),
  }),
);
export type CreateMilestoneBody = z.input<typeof createMilestoneBodySchema>;

/** A milestone stays with its client: record it again for another. */
export const updateMilestoneBodySchema = notInFuture(
  z.strictObject({
    kind: milestoneKindSchema.optional(),
    date: calendarDateSchema.optional(),
    value: milestoneValueSchema.optional(),
    notes: optionalMultiLineText(NOTES_MAX).optional(),
  }),
);
export type UpdateMilestoneBody = z.input<typeof updateMilestoneBodySchema>;

/** GET /milestones: one client's (or all you may see), newest date first; `archived=true` lists the deleted ones (administrators). */
export const milestoneListQuerySchema = z.strictObject({
  client_id: idSchema.optional(),
  kind: milestoneKindSchema.optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  archived: z.enum(['true', 'false']).optional(),
  page: listQueryShape.page,
  pageSize: listQueryShape.pageSize,
});
export type MilestoneListQuery = z.input<typeof milestoneListQuerySchema>;

// ---- What every report sums ----

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The dates a report covers, inclusive; `fiscal_year` is Y when the period is Alberta's fiscal year Y (asked by year, or by default). */
export const reportPeriodSchema = z.object({ start_date: z.string(), end_date: z.string(), fiscal_year: z.number().int().nullable() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/**
 * Coaching sessions of the period by how they ended, counted by the session's Alberta date
 * (live sessions of live clients only; requested and scheduled ones are not counted).
 */
export const sessionCountsSchema = z.object({
  completed: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
});
export type SessionCounts = z.infer<typeof sessionCountsSchema>;

/** The session outcomes a report counts, in the order of its columns. */
export const SESSION_OUTCOMES = ['completed', 'cancelled', 'no_show'] as const;
export const SESSION_OUTCOME_LABELS: Record<(typeof SESSION_OUTCOMES)[number], string> = {
  completed: 'Sessions completed',
  cancelled: 'Sessions cancelled',
  no_show: 'No-shows',
};

export const reportTotalsSchema = z.object({
  minutes: z.number().int(),
  entries: z.number().int(),
  /** Live plans dated in the period, whatever their status: done and dropped plans count (they were written then). */
  plans: z.number().int(),
  clients: z.number().int(),
  sessions: sessionCountsSchema,
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

export const activityTotalsSchema = z.object({ activity: z.enum(ACTIVITIES), minutes: z.number().int(), entries: z.number().int() });
export type ActivityTotals = z.infer<typeof activityTotalsSchema>;

export const monthTotalsSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  minutes: z.number().int(),
  entries: z.number().int(),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

// ---- Queries ----

const YEAR_RANGE_MESSAGE = `Enter a year between ${FISCAL_YEAR_MIN} and ${FISCAL_YEAR_MAX}`;

/**
 * The period of a report: `start_date` and `end_date` (inclusive), or `year=Y`,
 * Alberta's fiscal year Y-04-01 to (Y+1)-03-31; neither is the current fiscal
 * year. A reversed range, half a range, or a year with dates is refused (400).
 * `format` asks for a CSV or PDF attachment instead of JSON.
 */
const periodShape = {
  start_date: calendarDateSchema.optional(),
  end_date: calendarDateSchema.optional(),
  year: z.coerce
    .number({ error: 'year must be a year, e.g. 2026' })
    .int('year must be a year, e.g. 2026')
    .min(FISCAL_YEAR_MIN, YEAR_RANGE_MESSAGE)
    .max(FISCAL_YEAR_MAX, YEAR_RANGE_MESSAGE)
    .optional(),
  format: z.enum(REPORT_FORMATS).optional(),
};

/** The longest period a report covers (its monthly table has a row a month). */
export const REPORT_MAX_YEARS = 10;

/** How many calendar months a period touches: 2025-04-15 to 2025-05-02 touches 2. */
export function monthsSpanned(start: string, end: string): number {
  const month = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
  return month(end) - month(start) + 1;
}

type PeriodQuery = { start_date?: string; end_date?: string; year?: number };

/** The rules of a period across fields, each a 400 with an issue on the field at fault. */
function checkPeriod(q: PeriodQuery, ctx: z.RefinementCtx) {
  const hasRange = q.start_date !== undefined || q.end_date !== undefined;
  if (q.year !== undefined && hasRange) {
    ctx.addIssue({ code: 'custom', message: 'Give either year or start_date and end_date, not both', path: ['year'] });
    return;
  }
  if (hasRange && (q.start_date === undefined || q.end_date === undefined)) {
    const missing = q.start_date === undefined ? 'start_date' : 'end_date';
    ctx.addIssue({ code: 'custom', message: 'A period needs both start_date and end_date', path: [missing] });
    return;
  }
  if (q.start_date && q.end_date) {
    if (q.start_date > q.end_date) {
      ctx.addIssue({ code: 'custom', message: 'start_date must not come after end_date', path: ['end_date'] });
    } else if (monthsSpanned(q.start_date, q.end_date) > REPORT_MAX_YEARS * 12) {
      ctx.addIssue({ code: 'custom', message: `A period spans at most ${REPORT_MAX_YEARS} years`, path: ['end_date'] });
    }
  }
}

export const coachReportQuerySchema = z.strictObject({ coach_id: idSchema, ...periodShape }).superRefine(checkPeriod);
export type CoachReportQuery = z.input<typeof coachReportQuerySchema>;

export const clientReportQuerySchema = z.strictObject({ client_id: idSchema, ...periodShape }).superRefine(checkPeriod);
export type ClientReportQuery = z.input<typeof clientReportQuerySchema>;

/** The all-clients and per-region reports: the period, narrowed to a region (its name) or a coach's clients. */
export const allClientsReportQuerySchema = z
  .strictObject({
    ...periodShape,
    region: z.string().trim().regex(NOT_BLANK, 'region must not be blank').max(100).optional(),
    coach_id: idSchema.optional(),
  })
  .superRefine(checkPeriod);
export type AllClientsReportQuery = z.input<typeof allClientsReportQuerySchema>;

// ---- Answers ----

/** GET /coach-report: a coach's clients (`users`), plans and diary entries in the period, with the sums. */
export const coachReportSchema = z.object({
  coach: userSchema,
  period: reportPeriodSchema,
  action_plans: z.array(actionPlanSchema),
  action_journals: z.array(actionJournalSchema),
  users: z.array(userSchema),
  totals: reportTotalsSchema,
  by_activity: z.array(activityTotalsSchema),
  by_month: z.array(monthTotalsSchema),
});
export type CoachReport = z.infer<typeof coachReportSchema>;

/** GET /client-report: one client (`user_details`), their plans, entries and milestones in the period, with the sums. */
export const clientReportSchema = z.object({
  user_details: userSchema,
  period: reportPeriodSchema,
  action_plans: z.array(actionPlanSchema),
  action_journals: z.array(actionJournalSchema),
  milestones: z.array(milestoneSchema),
  totals: reportTotalsSchema,
  by_activity: z.array(activityTotalsSchema),
  by_month: z.array(monthTotalsSchema),
});
export type ClientReport = z.infer<typeof clientReportSchema>;

/** One client's row of the all-clients report. */
export const clientReportRowSchema = z.object({
  client_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  business_name: z.string().nullable(),
  region: z.string().nullable(),
  /** The coaches assigned to the client. */
  coaches: z.array(personRefSchema),
  plans: z.number().int(),
  entries: z.number().int(),
  minutes: z.number().int(),
  /** The date of the client's latest entry in the period, or null. */
  last_entry_date: z.string().nullable(),
  milestones: z.number().int(),
  sessions: sessionCountsSchema,
});
export type ClientReportRow = z.infer<typeof clientReportRowSchema>;

/** GET /getAllClientsReport. */
export const allClientsReportSchema = z.object({
  period: reportPeriodSchema,
  totals: reportTotalsSchema,
  clients: z.array(clientReportRowSchema),
  by_activity: z.array(activityTotalsSchema),
  by_month: z.array(monthTotalsSchema),
});
export type AllClientsReport = z.infer<typeof allClientsReportSchema>;

/** One region's row of the per-region report; clients without a region make a row whose region is null. */
export const regionReportRowSchema = z.object({
  region: z.string().nullable(),
  clients: z.number().int(),
  coaches: z.number().int(),
  plans: z.number().int(),
  entries: z.number().int(),
  minutes: z.number().int(),
  milestones: z.number().int(),
  sessions: sessionCountsSchema,
});
export type RegionReportRow = z.infer<typeof regionReportRowSchema>;

/** GET /getAllClientsReport/regions. */
export const regionsReportSchema = z.object({ period: reportPeriodSchema, regions: z.array(regionReportRowSchema) });
export type RegionsReport = z.infer<typeof regionsReportSchema>;
