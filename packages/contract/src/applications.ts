import { z } from 'zod';
import {
  emailAddress,
  listQueryShape,
  NOT_BLANK,
  optionalMultiLineText,
  optionalText,
  SINGLE_LINE_PATTERN,
  TEXT_CONTROL_MESSAGE,
} from './common';
import { usernameSchema } from './users';

/** Applications for coaching (docs/architecture.md#applications-and-accounts): what a provider tells us before they are a client. */

export const BUSINESS_TYPES = ['family_day_home', 'childcare_centre', 'out_of_school', 'preschool', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  family_day_home: 'Family day home',
  childcare_centre: 'Daycare or childcare centre',
  out_of_school: 'Out-of-school care',
  preschool: 'Preschool',
  other: 'Something else',
};

export const LICENSED_ANSWERS = ['yes', 'no', 'in_progress'] as const;
export type LicensedAnswer = (typeof LICENSED_ANSWERS)[number];
export const LICENSED_LABELS: Record<LicensedAnswer, string> = {
  yes: 'Yes, licensed or with an approved agency',
  no: 'Not yet',
  in_progress: 'Applying now',
};

/** What an applicant would like help with; a coach reads them before the first call. */
export const APPLICATION_NEEDS = [
  'business_plan',
  'licensing',
  'finances',
  'funding',
  'marketing',
  'staffing',
  'policies',
  'programming',
  'other',
] as const;
export type ApplicationNeed = (typeof APPLICATION_NEEDS)[number];
export const NEED_LABELS: Record<ApplicationNeed, string> = {
  business_plan: 'A business plan',
  licensing: 'Licensing and regulations',
  finances: 'Bookkeeping, fees and budgets',
  funding: 'Grants and funding',
  marketing: 'Finding families (marketing)',
  staffing: 'Hiring and keeping staff',
  policies: 'Policies and a parent handbook',
  programming: 'Programming and daily routines',
  other: 'Something else',
};

/**
 * Where an entry of the queue came from: the /apply form, or someone who registered an account themself
 * (the "Create an account" tab), who has an account already and told us only their name and contact.
 */
export const APPLICATION_SOURCES = ['form', 'registration'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  form: 'Application form',
  registration: 'Registered an account',
};

/** new → contacted → enrolled | declined; new → declined too. */
export const APPLICATION_STATUSES = ['new', 'contacted', 'enrolled', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  enrolled: 'Enrolled',
  declined: 'Declined',
};
/** The status changes an administrator may make; anything else answers 409. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['contacted', 'declined'],
  contacted: ['enrolled', 'declined'],
  enrolled: [],
  declined: [],
};

/** A required line of text whose message (missing or empty) says what to enter. */
const requiredLine = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .regex(NOT_BLANK, missing)
    .max(max, `Keep this under ${max} characters`)
    .regex(SINGLE_LINE_PATTERN, TEXT_CONTROL_MESSAGE);

export const SPACES_MAX = 1000;

export const applicationBodySchema = z.strictObject({
  firstname: requiredLine('Enter your first name', 100),
  lastname: requiredLine('Enter your last name', 100),
  email: emailAddress('Enter a valid email address, like name@example.com', { error: 'Enter your email address' }),
  // At least seven digits, as a pattern (one digit after another, nothing to backtrack into).
  phone: requiredLine('Enter a phone number we can call you at', 30).regex(/^(?:\D*\d){7}/, 'Enter a phone number with its area code'),
  business_name: optionalText(200),
  business_type: z.enum(BUSINESS_TYPES, { error: 'Choose the kind of childcare you offer' }),
  region: requiredLine('Choose your region', 100),
  city: requiredLine('Enter your city or town', 100),
  licensed: z.enum(LICENSED_ANSWERS, { error: 'Tell us whether you are licensed' }),
  spaces: z
    .number({ error: 'Enter the number of spaces as a whole number' })
    .int('Enter the number of spaces as a whole number')
    .min(0, 'Spaces cannot be negative')
    .max(SPACES_MAX, `Enter at most ${SPACES_MAX} spaces`)
    .nullish()
    .transform((v) => v ?? null),
  needs: z
    .array(z.enum(APPLICATION_NEEDS, { error: 'Choose from the listed kinds of help' }))
    .max(APPLICATION_NEEDS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  message: optionalMultiLineText(2000),
  consent: z.literal(true, { error: 'Please agree so that we can use your details to reply' }),
});
export type ApplicationBody = z.input<typeof applicationBodySchema>;

/** What the applicant is told: not the stored record. */
export const applicationReceivedSchema = z.object({
  message: z.string(),
  /** Whether the acknowledgement email was handed to the mail server (or the outbox). */
  confirmation_sent: z.boolean(),
});
export type ApplicationReceived = z.infer<typeof applicationReceivedSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** Phone, kind of childcare, region, city and licence are null only for a registration, which does not ask them. */
  phone: z.string().nullable(),
  business_name: z.string().nullable(),
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  licensed: z.enum(LICENSED_ANSWERS).nullable(),
  spaces: z.number().int().nullable(),
  needs: z.array(z.enum(APPLICATION_NEEDS)),
  message: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  admin_note: z.string().nullable(),
  /** The client account enrolling created (or that registered itself), or null. */
  user_id: z.number().int().nullable(),
  source: z.enum(APPLICATION_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListQuerySchema = z.strictObject({
  ...listQueryShape,
  status: z.enum(APPLICATION_STATUSES, { error: 'status must be new, contacted, enrolled or declined' }).optional(),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const updateApplicationBodySchema = z
  .strictObject({
    status: z.enum(APPLICATION_STATUSES, { error: 'status must be new, contacted, enrolled or declined' }).optional(),
    admin_note: optionalMultiLineText(2000).optional(),
    /** The new client's username when enrolling; left out, one is made from the applicant's name. */
    username: usernameSchema.optional(),
    /** The new client's coach when enrolling (one of GET /applications/:id/suggested-coaches, or any current coach). */
    coach_id: z.number().int().positive().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send a status or a note to change');
export type UpdateApplicationBody = z.input<typeof updateApplicationBodySchema>;
