import { z } from 'zod';
import { auditEntrySchema } from './audit';

/**
 * GET /dashboard: each role's home (docs/architecture.md#the-web-app), "what needs my attention
 * today". Time is given in minutes, as the reports give it; screens show hours.
 * Every list holds at most DASHBOARD_ROWS rows and says how many there are in all.
 */
export const DASHBOARD_ROWS = 20;
/** A plan or client with no diary entry in this many days is a nudge. */
export const NUDGE_DAYS = 30;

const date = z.string().meta({ description: 'A calendar date, YYYY-MM-DD' });
const minutes = z.number().int().min(0);

/** A bounded list: `rows` (at most DASHBOARD_ROWS, or fewer where stated) of `total`. */
const bounded = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int().min(0), rows: z.array(row) });

/** The month and the fiscal year (Alberta's, 1 April to 31 March) that "this month" and "this fiscal year" mean today. */
export const dashboardPeriodSchema = z.object({
  month: z.string().meta({ description: 'YYYY-MM' }),
  fiscal_year: z.object({ year: z.number().int(), start_date: date, end_date: date }),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

const clientName = { id: z.number().int(), firstname: z.string(), lastname: z.string() };

export const dashboardClientSchema = z.object({
  ...clientName,
  business_name: z.string().nullable(),
  /** The client's latest live diary entry (any coach's), or null when there is none. */
  last_entry_date: date.nullable(),
  /** Live action plans of the client that are open (not done or dropped). */
  open_plans: z.number().int().min(0),
});
export type DashboardClient = z.infer<typeof dashboardClientSchema>;

/** A live, open plan of one of the coach's clients without an entry in NUDGE_DAYS days (and written before then); finished plans are left out. */
export const stalePlanSchema = z.object({
  id: z.number().int(),
  summary: z.string(),
  date,
  client: z.object(clientName),
  last_entry_date: date.nullable(),
});
export type StalePlan = z.infer<typeof stalePlanSchema>;

/** One of the coach's clients without an entry in NUDGE_DAYS days (and assigned before then). */
export const staleClientSchema = z.object({ ...clientName, business_name: z.string().nullable(), last_entry_date: date.nullable() });
export type StaleClient = z.infer<typeof staleClientSchema>;

/**
 * Something of an open plan of one of the coach's clients past its due date (docs/architecture.md#plan-status-and-steps):
 * a step still to do (`kind: 'step'`, `title` the step's) or the plan itself (`kind: 'plan'`, `title` its summary).
 */
export const overdueItemSchema = z.object({
  kind: z.enum(['step', 'plan']),
  /** The step's id, or the plan's. */
  id: z.number().int(),
  title: z.string(),
  due_date: date,
  plan: z.object({ id: z.number().int(), summary: z.string() }),
  client: z.object(clientName),
});
export type OverdueItem = z.infer<typeof overdueItemSchema>;

export const coachDashboardSchema = z.object({
  role: z.literal('coach'),
  today: date,
  period: dashboardPeriodSchema,
  /** Minutes the coach logged (live entries of live plans and clients). */
  minutes: z.object({ month: minutes, fiscal_year: minutes }),
  /** The coach's current clients, by name. */
  clients: bounded(dashboardClientSchema),
  /** Oldest activity first. */
  nudges: z.object({ plans: bounded(stalePlanSchema), clients: bounded(staleClientSchema) }),
  /** Overdue steps and plans, the longest overdue first; always sent (optional so that older test answers still read). */
  overdue: bounded(overdueItemSchema).optional(),
});
export type CoachDashboard = z.infer<typeof coachDashboardSchema>;

export const unassignedClientSchema = z.object({ ...clientName, business_name: z.string().nullable(), region: z.string().nullable() });
export type UnassignedClient = z.infer<typeof unassignedClientSchema>;

export const regionMinutesSchema = z.object({
  /** A region's name; null for clients without one (listed only when time was logged for them). */
  region: z.string().nullable(),
  minutes,
});
export type RegionMinutes = z.infer<typeof regionMinutesSchema>;

export const adminDashboardSchema = z.object({
  role: z.literal('admin'),
  today: date,
  /** New applications waiting for a first reply (docs/architecture.md#applications-and-accounts); null where the centre takes none through the app. */
  new_applications: z.number().int().min(0).nullable(),
  /** Live clients with no live coach, newest first; at most 10 rows. */
  clients_without_coach: bounded(unassignedClientSchema),
  /** Minutes coaches logged this fiscal quarter, by the client's region as the region report counts them: every region, zeros included. */
  quarter: z.object({
    fiscal_year: z.number().int(),
    /** 1 = April to June … 4 = January to March. */
    quarter: z.number().int().min(1).max(4),
    start_date: date,
    end_date: date,
    regions: z.array(regionMinutesSchema),
  }),
  /** The last 10 changes of the audit trail (creates, updates, deletes, restores; no sign-in events), newest first. */
  recent_changes: z.array(auditEntrySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const coachContactSchema = z.object({
  ...clientName,
  phone: z.string().nullable(),
  email: z.string(),
});
export type CoachContact = z.infer<typeof coachContactSchema>;

export const clientDashboardSchema = z.object({
  role: z.literal('client'),
  today: date,
  period: dashboardPeriodSchema,
  /** The client's current coaches, by name. */
  coaches: z.array(coachContactSchema),
  /** The client's latest live plan (by its date), or null. */
  latest_plan: z.object({ id: z.number().int(), date, summary: z.string() }).nullable(),
  /** Minutes of coaching logged for the client (live entries of live plans). */
  minutes: z.object({ month: minutes, fiscal_year: minutes, total: minutes }),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

export const dashboardSchema = z.discriminatedUnion('role', [coachDashboardSchema, adminDashboardSchema, clientDashboardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;
