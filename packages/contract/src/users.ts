import { z } from 'zod';
import { ROLES } from './roles';
import { emailAddress, idSchema, listQueryShape, NOT_BLANK, optionalText, personRefSchema, singleLineText, sortQuery } from './common';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  // Tested once trimmed and lower-cased; the document's reader sees the name as sent.
  .regex(/^\s*[A-Za-z0-9._-]+\s*$/, 'Username may use letters, digits, dots, dashes and underscores only');

export const categoryIdSchema = z.union([z.literal(ROLES.ADMIN), z.literal(ROLES.COACH), z.literal(ROLES.CLIENT)], {
  error: 'category_id must be 2 (administrator), 3 (coach) or 4 (client)',
});

const nameSchema = singleLineText().regex(NOT_BLANK, 'Required').max(100);

/** Canadian postal code, e.g. T5J 0N3. */
const postalCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(7)
  // Upper-cased first; the document's reader sees the letters as typed.
  .regex(/^\s*$|^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, 'Postal code must look like T5J 0N3')
  .nullish()
  .transform((v) => (v ? v : null));

/** Fields a person fills in about themselves or a client's business. */
const profileShape = {
  email: emailAddress('Enter a valid email address'),
  firstname: nameSchema,
  lastname: nameSchema,
  phone: optionalText(30),
  region: optionalText(100),
  business_name: optionalText(200),
  address: optionalText(200),
  city: optionalText(100),
  postal_code: postalCodeSchema,
};

/** What signing in answers a person whose file is closed (archived), once their password is right. */
export const ACCOUNT_CLOSED = 'This account has been closed. If you need it again, please contact the centre.';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  category_id: z.number().int(),
  phone: z.string().nullable(),
  region: z.string().nullable(),
  business_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  archivedAt: z.string().nullable(),
  /** False while the person has never chosen a password (their invitation waits): "Send invitation again" is for them only. */
  hasPassword: z.boolean(),
  /** When the person was erased on request (docs/decisions/035-erasure.md): their name reads "Erased client #N". */
  erasedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A client in a listing, with the coaches assigned to them and the date of their latest diary entry (null before the first). */
export const clientListItemSchema = userSchema.extend({
  coaches: z.array(personRefSchema),
  last_activity: z.string().nullable().meta({ description: "The date (YYYY-MM-DD) of the client's latest diary entry, or null" }),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

/** A coach in a listing, with how many current clients they coach. */
export const coachListItemSchema = userSchema.extend({ client_count: z.number().int() });
export type CoachListItem = z.infer<typeof coachListItemSchema>;

export const loginBodySchema = z.strictObject({
  username: z.string().trim().toLowerCase().regex(NOT_BLANK, 'Required').max(50),
  password: z.string().min(1, 'Required').max(PASSWORD_MAX),
  /**
   * A code of the person's authenticator app, with the password in one step: for a person with two-factor
   * on, it signs in even while failures elsewhere pause sign-in from new networks.
   */
  code: z
    .string()
    .max(20)
    // As a pattern of what is sent (totpCodeSchema's), so that the OpenAPI document says it too.
    .regex(/^\s*(?:\d\s*){6}$/, 'Enter the 6-digit code from your authenticator app')
    .transform((v) => v.replace(/\s+/g, ''))
    .optional(),
  /** The token of an unlock link mailed to the account: the password then signs in from a paused network. */
  unlock_token: z.string().min(1).max(200).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Asking for an unlock link: the username whose sign-in is paused from this network. */
export const unlockLinkBodySchema = z.strictObject({
  username: z.string().trim().toLowerCase().regex(NOT_BLANK, 'Required').max(50),
});
export type UnlockLinkBody = z.input<typeof unlockLinkBodySchema>;

export const registerBodySchema = z.strictObject({
  username: usernameSchema,
  email: profileShape.email,
  password: passwordSchema,
  firstname: profileShape.firstname,
  lastname: profileShape.lastname,
  phone: profileShape.phone.optional(),
  business_name: profileShape.business_name.optional(),
  region: profileShape.region.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const sessionSchema = z.object({
  token: z.string(),
  user: userSchema,
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const meSchema = z.object({ user: userSchema });

export const createUserBodySchema = z.strictObject({
  username: usernameSchema,
  /** Left out: the account gets no usable password and an invitation by email sets one (docs/architecture.md#applications-and-accounts). */
  password: passwordSchema.optional(),
  /** With a password set by hand, also email an invitation (its link lets the person choose their own). */
  send_invitation: z.boolean().optional(),
  category_id: categoryIdSchema,
  status: z.enum(USER_STATUSES).optional(),
  ...profileShape,
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** A created account, and whether its invitation went out (absent when none was asked for). */
export const createdUserSchema = userSchema.extend({ invitation_sent: z.boolean().optional() });

export const updateUserBodySchema = z.strictObject({
  username: usernameSchema.optional(),
  password: passwordSchema.optional(),
  /** Required when people change their own password. */
  current_password: z.string().max(PASSWORD_MAX).optional(),
  category_id: categoryIdSchema.optional(),
  status: z.enum(USER_STATUSES).optional(),
  email: profileShape.email.optional(),
  firstname: profileShape.firstname.optional(),
  lastname: profileShape.lastname.optional(),
  phone: profileShape.phone.optional(),
  region: profileShape.region.optional(),
  business_name: profileShape.business_name.optional(),
  address: profileShape.address.optional(),
  city: profileShape.city.optional(),
  postal_code: profileShape.postal_code.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const USER_SORTS = ['lastname', 'firstname', 'username', 'email', 'business_name', 'city', 'region', 'createdAt'] as const;

export const userListQuerySchema = z.strictObject({
  ...listQueryShape,
  sort: sortQuery(USER_SORTS),
  category_id: z.enum(['2', '3', '4'], { error: 'category_id must be 2, 3 or 4' }).transform(Number).optional(),
  status: z.enum(USER_STATUSES).optional(),
  region: z.string().trim().max(100).optional(),
  archived: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** GET /users/coaches. */
export const peopleListQuerySchema = z.strictObject({
  ...listQueryShape,
  sort: sortQuery(USER_SORTS),
  status: z.enum(USER_STATUSES).optional(),
  region: z.string().trim().max(100).optional(),
});
export type PeopleListQuery = z.input<typeof peopleListQuerySchema>;

/** The orders of GET /users/clients: a user field, or `last_activity` (clients without any entry last, either way). */
export const CLIENT_SORTS = [...USER_SORTS, 'last_activity'] as const;

/** A coach's clients (GET /users/associated-clients/:coachId): as people, in the orders of the client list. */
export const clientsOfCoachQuerySchema = peopleListQuerySchema.extend({ sort: sortQuery(CLIENT_SORTS) });

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .optional();

/**
 * GET /users/clients: the filters of "My clients" besides search, status and
 * region. `mine` the caller's own clients, `coach` one coach's, `no_coach` those
 * without a current coach; filters combine (all must hold). `format=csv` answers
 * every matching row (no cap: the file is streamed) instead of one page.
 */
export const clientListQuerySchema = z.strictObject({
  ...clientsOfCoachQuerySchema.shape,
  mine: flag('mine'),
  coach: idSchema.optional(),
  no_coach: flag('no_coach'),
  format: z.enum(['csv'], { error: 'format must be csv' }).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const coachesByRegionQuerySchema = z.strictObject({
  ...listQueryShape,
  sort: sortQuery(USER_SORTS),
  region: z.string().trim().regex(NOT_BLANK, 'region is required').max(100),
});
