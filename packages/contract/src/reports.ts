import { z } from 'zod';
import { ACTIVITIES, actionJournalSchema, actionPlanSchema } from './coaching';
import { calendarDateSchema, idSchema, personRefSchema } from './common';
import { userSchema } from './users';

// ---- Milestones: the outcomes funders ask about besides hours (DESIGN section 5b) ----

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

// ---- What every report sums ----

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The dates a report covers, inclusive. */
export const reportPeriodSchema = z.object({ start_date: z.string(), end_date: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const reportTotalsSchema = z.object({
  minutes: z.number().int(),
  entries: z.number().int(),
  plans: z.number().int(),
  clients: z.number().int(),
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

/**
 * The period of a report: `start_date` and `end_date` (inclusive), or `year=Y`,
 * Alberta's fiscal year Y-04-01 to (Y+1)-03-31; neither is the current fiscal
 * year. A reversed range is refused (400). `format` asks for a CSV or PDF
 * attachment instead of JSON.
 */
const periodShape = {
  start_date: calendarDateSchema.optional(),
  end_date: calendarDateSchema.optional(),
  year: z.coerce.number({ error: 'year must be a year, e.g. 2026' }).int().min(2000).max(2100).optional(),
  format: z.enum(REPORT_FORMATS).optional(),
};

const inOrder = (q: { start_date?: string; end_date?: string }) => !q.start_date || !q.end_date || q.start_date <= q.end_date;
const reversed = { message: 'start_date must not come after end_date', path: ['end_date'] };

export const coachReportQuerySchema = z.strictObject({ coach_id: idSchema, ...periodShape }).refine(inOrder, reversed);
export type CoachReportQuery = z.input<typeof coachReportQuerySchema>;

export const clientReportQuerySchema = z.strictObject({ client_id: idSchema, ...periodShape }).refine(inOrder, reversed);
export type ClientReportQuery = z.input<typeof clientReportQuerySchema>;

/** The all-clients and per-region reports: the period, narrowed to a region (its name) or a coach's clients. */
export const allClientsReportQuerySchema = z
  .strictObject({ ...periodShape, region: z.string().trim().min(1).max(100).optional(), coach_id: idSchema.optional() })
  .refine(inOrder, reversed);
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
});
export type RegionReportRow = z.infer<typeof regionReportRowSchema>;

/** GET /getAllClientsReport/regions. */
export const regionsReportSchema = z.object({ period: reportPeriodSchema, regions: z.array(regionReportRowSchema) });
export type RegionsReport = z.infer<typeof regionsReportSchema>;
