import { z } from 'zod';
import {
  calendarDateSchema,
  idSchema,
  MAX_ID,
  NOT_BLANK,
  optionalMultiLineText,
  optionalText,
  personRefSchema,
  singleLineText,
} from './common';
import { privateNoteAnswer, privateNoteInput } from './coaching';

/**
 * Coaching sessions (docs/architecture.md#coaching-sessions). Every time a person reads or types is
 * Alberta wall-clock time, `YYYY-MM-DDTHH:MM`, which the server turns into UTC with its own time zone
 * data: a browser or phone with older data (Alberta stays at UTC−6 from 2026-11-01) never computes one.
 * The record also carries the UTC instant (`start`, `end`) for calendar programs and sorting.
 */

export const SESSION_KINDS = ['visit', 'phone', 'video', 'workshop', 'other'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const SESSION_KIND_LABELS: Record<SessionKind, string> = {
  visit: 'Visit',
  phone: 'Phone call',
  video: 'Video call',
  workshop: 'Workshop',
  other: 'Other',
};

export const SESSION_STATUSES = ['requested', 'scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  requested: 'Requested',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** How a coach meets in an availability block; a visit block takes visits, a call block phone and video calls. */
export const AVAILABILITY_MODES = ['visit', 'call'] as const;
export type AvailabilityMode = (typeof AVAILABILITY_MODES)[number];

export const SESSION_MINUTES_MIN = 5;
export const SESSION_MINUTES_MAX = 1440;
export const LOCATION_MAX = 500;
export const AGENDA_MAX = 10_000;
export const REASON_MAX = 1000;
/** A repeating session has at most this many occurrences (a year of weekly visits). */
export const REPEAT_MAX_OCCURRENCES = 52;
export const SESSION_PAGE_SIZE = 50;
/** A calendar's month of every coach fits in one page. */
export const SESSION_MAX_PAGE_SIZE = 500;

const idField = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int()
    .positive()
    .max(MAX_ID);

/** Alberta wall-clock time to the minute: 2026-11-05T10:00. */
export const LOCAL_DATE_TIME = /^(20\d\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
export const localDateTimeSchema = z
  .string({ error: 'Give the date and time as YYYY-MM-DDTHH:MM (Alberta time)' })
  .regex(LOCAL_DATE_TIME, 'Give the date and time as YYYY-MM-DDTHH:MM (Alberta time)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00Z`)) && new Date(`${v}:00Z`).toISOString().startsWith(v), 'That date does not exist');

/** A clock time HH:MM, for availability. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the time as HH:MM');

/**
 * A repeat, as an RFC 5545 RRULE limited to what a centre uses: weekly or monthly, every 1–4 weeks or
 * months, ending after a COUNT (≤ 52) or on an UNTIL date. `FREQ=WEEKLY;INTERVAL=1;COUNT=10`,
 * `FREQ=MONTHLY;UNTIL=20270630`. The rule repeats the first session's Alberta wall-clock time.
 */
export const REPEAT_RULE =
  /^FREQ=(WEEKLY|MONTHLY)(;INTERVAL=[1-4])?;(COUNT=([1-9]|[1-4]\d|5[0-2])|UNTIL=(20\d\d|2100)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01]))$/;
export const repeatRuleSchema = z
  .string()
  .regex(REPEAT_RULE, 'Repeat weekly or monthly, every 1–4 weeks or months, for up to 52 times or until a date');

const minutesSchema = z
  .number({ error: 'minutes must be a whole number' })
  .int('minutes must be a whole number')
  .min(SESSION_MINUTES_MIN, `A session lasts at least ${SESSION_MINUTES_MIN} minutes`)
  .max(SESSION_MINUTES_MAX, 'A session lasts at most 24 hours');
const kindSchema = z.enum(SESSION_KINDS, { error: `kind must be one of ${SESSION_KINDS.join(', ')}` });
const reasonSchema = singleLineText().regex(NOT_BLANK, 'Say why').max(REASON_MAX);

export const sessionSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  coach_id: z.number().int(),
  actionplan_id: z.number().int().nullable(),
  /** The UTC instants: 2026-11-05T16:00:00.000Z. */
  start: z.string(),
  end: z.string(),
  /** The same start and end in Alberta wall-clock time, computed by the server: 2026-11-05T10:00. */
  localStart: z.string(),
  localEnd: z.string(),
  minutes: z.number().int(),
  kind: z.enum(SESSION_KINDS),
  location: z.string().nullable(),
  agenda: z.string().nullable(),
  /** Absent unless the caller is one of the client's coaches or an administrator. */
  privateNote: privateNoteAnswer,
  status: z.enum(SESSION_STATUSES),
  /** Why it was cancelled (or any last status change's note), by whom and when. */
  statusReason: z.string().nullable(),
  statusBy: personRefSchema.nullable(),
  statusAt: z.string().nullable(),
  /** Occurrences of one repeat share a series id; the rule is the series' RRULE. */
  seriesId: z.string().nullable(),
  repeat: z.string().nullable(),
  client: personRefSchema.extend({ business_name: z.string().nullable() }),
  coach: personRefSchema,
  plan: z.object({ id: z.number().int(), summary: z.string() }).nullable(),
  /** The diary entry logged from it, once there is one. */
  journal_id: z.number().int().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CoachingSession = z.infer<typeof sessionSchema>;

export const sessionListQuerySchema = z.strictObject({
  /** Alberta calendar dates, both ends included: the sessions starting on those days. */
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  client_id: idSchema.optional(),
  coach_id: idSchema.optional(),
  region: z.string().trim().max(100).optional(),
  /** One status, or several separated by commas: `scheduled,requested`. */
  status: z
    .string()
    .regex(
      new RegExp(`^(${SESSION_STATUSES.join('|')})(,(${SESSION_STATUSES.join('|')}))*$`),
      `status must be from ${SESSION_STATUSES.join(', ')}`,
    )
    .optional(),
  archived: z.enum(['true', 'false']).optional(),
  /** Soonest first (the default), or newest first for the past. */
  sort: z.enum(['start', '-start']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(SESSION_MAX_PAGE_SIZE).default(SESSION_PAGE_SIZE),
});
export type SessionListQuery = z.input<typeof sessionListQuerySchema>;

export const createSessionBodySchema = z.strictObject({
  client_id: idField('client_id'),
  /** Administrators name the coach (one of the client's); a coach schedules as themself. */
  coach_id: idField('coach_id').optional(),
  actionplan_id: idField('actionplan_id').nullish(),
  start: localDateTimeSchema,
  minutes: minutesSchema,
  kind: kindSchema,
  location: optionalText(LOCATION_MAX).optional(),
  agenda: optionalMultiLineText(AGENDA_MAX).optional(),
  privateNote: privateNoteInput,
  repeat: repeatRuleSchema.nullish(),
});
export type CreateSessionBody = z.input<typeof createSessionBodySchema>;

/** `scope`: a repeating session's change applies to this occurrence alone, or to it and the ones after. */
export const SESSION_SCOPES = ['this', 'following'] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];

export const updateSessionBodySchema = z.strictObject({
  coach_id: idField('coach_id').optional(),
  actionplan_id: idField('actionplan_id').nullish(),
  start: localDateTimeSchema.optional(),
  minutes: minutesSchema.optional(),
  kind: kindSchema.optional(),
  location: optionalText(LOCATION_MAX).optional(),
  agenda: optionalMultiLineText(AGENDA_MAX).optional(),
  privateNote: privateNoteInput,
  /** With scope `following`, a new rule for this occurrence and those after (null: stop repeating). */
  repeat: repeatRuleSchema.nullish(),
  scope: z.enum(SESSION_SCOPES).default('this'),
});
export type UpdateSessionBody = z.input<typeof updateSessionBodySchema>;

export const sessionScopeQuerySchema = z.strictObject({ scope: z.enum(SESSION_SCOPES).default('this') });

/**
 * A status change. requested → scheduled (the coach confirms) or cancelled; scheduled → completed,
 * no_show or cancelled; completed, no_show or cancelled → scheduled (undone). A cancellation says why.
 * A client may only cancel their own session.
 */
export const sessionStatusBodySchema = z
  .strictObject({
    status: z.enum(['scheduled', 'completed', 'cancelled', 'no_show'], {
      error: 'status must be scheduled, completed, cancelled or no_show',
    }),
    reason: reasonSchema.optional(),
  })
  .refine((b) => b.status !== 'cancelled' || b.reason !== undefined, { message: 'Say why the session is cancelled', path: ['reason'] });
export type SessionStatusBody = z.input<typeof sessionStatusBodySchema>;

/** What a new or moved session would clash with, asked before it is saved. */
export const sessionCheckQuerySchema = z.strictObject({
  coach_id: idSchema,
  start: localDateTimeSchema,
  minutes: z.coerce.number().int().min(SESSION_MINUTES_MIN).max(SESSION_MINUTES_MAX),
  /** The session being moved, which does not clash with itself. */
  except: idSchema.optional(),
});
export const sessionCheckSchema = z.object({
  /** The coach's other live sessions overlapping that time. */
  overlapping: z.array(sessionSchema),
  /** True when the time is not wholly inside the coach's weekly hours, or falls on a day they are away. */
  outsideAvailability: z.boolean(),
});
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

// ---- Availability and booking ----

export const availabilityBlockSchema = z.object({
  id: z.number().int(),
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  startTime: z.string(),
  endTime: z.string(),
  mode: z.enum(AVAILABILITY_MODES),
});
export const availabilityExceptionSchema = z.object({
  id: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
  reason: z.string().nullable(),
});
export const availabilitySchema = z.object({
  coach_id: z.number().int(),
  weekly: z.array(availabilityBlockSchema),
  /** Days away from today on. */
  exceptions: z.array(availabilityExceptionSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const putAvailabilityBodySchema = z.strictObject({
  weekly: z
    .array(
      z
        .strictObject({
          weekday: z.number().int().min(1, 'weekday is 1 (Monday) to 7 (Sunday)').max(7, 'weekday is 1 (Monday) to 7 (Sunday)'),
          startTime: clockTimeSchema,
          endTime: clockTimeSchema,
          mode: z.enum(AVAILABILITY_MODES),
        })
        .refine((b) => b.startTime < b.endTime, { message: 'The end comes after the start', path: ['endTime'] }),
    )
    .max(50),
});
export type PutAvailabilityBody = z.input<typeof putAvailabilityBodySchema>;

export const createExceptionBodySchema = z
  .strictObject({
    firstDay: calendarDateSchema,
    lastDay: calendarDateSchema,
    reason: optionalText(300).optional(),
  })
  .refine((b) => b.firstDay <= b.lastDay, { message: 'The last day comes on or after the first', path: ['lastDay'] });
export type CreateExceptionBody = z.input<typeof createExceptionBodySchema>;

export const coachParamsSchema = z.object({ coachId: idSchema });
export const exceptionParamsSchema = z.object({ coachId: idSchema, id: idSchema });

export const slotQuerySchema = z.strictObject({ from: calendarDateSchema, to: calendarDateSchema });
/** A free slot of a coach's availability, in Alberta time, as long as the centre's slot length. */
export const slotSchema = z.object({ start: z.string(), end: z.string(), mode: z.enum(AVAILABILITY_MODES) });
export type Slot = z.infer<typeof slotSchema>;

/** A client asks for one of their coach's free slots; the session is `requested` until the coach confirms. */
export const requestSessionBodySchema = z.strictObject({
  coach_id: idField('coach_id'),
  start: localDateTimeSchema,
  kind: kindSchema,
  agenda: optionalMultiLineText(AGENDA_MAX).optional(),
});
export type RequestSessionBody = z.input<typeof requestSessionBodySchema>;

/** Who is free: coaches whose hours hold that time and who have no session then. */
export const freeCoachesQuerySchema = z.strictObject({
  start: localDateTimeSchema,
  minutes: z.coerce.number().int().min(SESSION_MINUTES_MIN).max(SESSION_MINUTES_MAX).default(60),
  region: z.string().trim().max(100).optional(),
});
export const freeCoachSchema = personRefSchema.extend({
  region: z.string().nullable(),
  /** The hours that hold the time: visit or call. */
  mode: z.enum(AVAILABILITY_MODES),
});
export type FreeCoach = z.infer<typeof freeCoachSchema>;

// ---- The centre's session settings, a person's calendar feed and reminders ----

export const sessionSettingsSchema = z.object({
  /** Clients may ask for a slot of their coach's availability. */
  clientBooking: z.boolean(),
  /** Hours before a scheduled session that its reminder is emailed. */
  reminderHours: z
    .number({ error: 'Give the hours as a whole number' })
    .int('Give the hours as a whole number')
    .min(1, 'At least 1 hour before')
    .max(168, 'At most 168 hours (a week) before'),
  /** Length of a bookable slot, in minutes. */
  slotMinutes: z
    .number({ error: 'Give the minutes as a whole number' })
    .int('Give the minutes as a whole number')
    .min(15, 'A slot lasts at least 15 minutes')
    .max(240, 'A slot lasts at most 240 minutes (4 hours)'),
});
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;
export const SESSION_SETTINGS_DEFAULTS: SessionSettings = { clientBooking: true, reminderHours: 24, slotMinutes: 60 };
export const putSessionSettingsBodySchema = sessionSettingsSchema.partial().strict();

export const calendarFeedSchema = z.object({
  /** The private address, shown only when it is made (GET answers null: only its hash is kept). */
  url: z.string().nullable(),
  webcal: z.string().nullable(),
  exists: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const feedParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a calendar address') });

export const reminderPreferenceSchema = z.object({ sessionReminders: z.boolean() });
export type ReminderPreference = z.infer<typeof reminderPreferenceSchema>;
export const putReminderPreferenceBodySchema = z.strictObject({
  sessionReminders: z.boolean({ error: 'sessionReminders must be true or false' }),
});
