import { z } from 'zod';
import { sessionSchema } from './users';

/** A six-digit code from an authenticator app (spaces are allowed and dropped). */
export const totpCodeSchema = z
  .string()
  .regex(/^\s*(?:\d\s*){6}$/, 'Enter the 6-digit code from your authenticator app')
  .transform((v) => v.replace(/\s+/g, ''));

/** A one-time recovery code as handed out: ten letters and digits, a dash in the middle allowed. */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .regex(/^[\s-]*(?:[A-Za-z0-9][\s-]*){10}$/, 'Enter one of your recovery codes, like abcde-12345')
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase());

/** A short-lived signed proof that the password was right (5 minutes); never a session. */
const challengeSchema = z.string().min(1).max(2048);

/** Sign-in for a person with two-factor on: the password was right, a code comes next. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
});

/** Sign-in for staff whom the centre requires to use two-factor but who have not set it up yet. */
export const twoFactorSetupChallengeSchema = z.object({
  two_factor_setup_required: z.literal(true),
  challenge: z.string(),
});

/** What `POST /auth/login` answers: a session, or the next step of a two-factor sign-in. */
export const loginAnswerSchema = z.union([sessionSchema, twoFactorChallengeSchema, twoFactorSetupChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const loginTwoFactorBodySchema = z.union([
  z.strictObject({ challenge: challengeSchema, code: totpCodeSchema }),
  z.strictObject({ challenge: challengeSchema, recovery_code: recoveryCodeSchema }),
]);
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBodySchema>;

/** The signed-in person's password: a session alone cannot change how the account signs in. */
const currentPasswordSchema = z.string().min(1, 'Enter your current password').max(200);

/**
 * Set-up: a signed-in person sends their current password (required); staff at a required set-up send
 * their sign-in challenge instead (their password was just checked).
 */
export const twoFactorSetupBodySchema = z.strictObject({
  current_password: currentPasswordSchema.optional(),
  challenge: challengeSchema.optional(),
});
export type TwoFactorSetupBody = z.input<typeof twoFactorSetupBodySchema>;

/** The new secret, shown once: the text to type in and the same as a QR code. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** An SVG image as a data URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The first code, with the current password (signed in) or the sign-in challenge (a required set-up). */
export const twoFactorEnableBodySchema = z.strictObject({
  code: totpCodeSchema,
  current_password: currentPasswordSchema.optional(),
  challenge: challengeSchema.optional(),
});
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBodySchema>;

/**
 * The recovery codes, shown once, and the session to go on with: turning it on ends every other
 * session of the account (and the one that asked, which this one replaces); at a required set-up, the sign-in's session.
 */
export const twoFactorEnabledSchema = z.object({
  recovery_codes: z.array(z.string()),
  session: sessionSchema,
});
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

export const twoFactorDisableBodySchema = z.strictObject({
  current_password: currentPasswordSchema,
  /** A code from the app, or a recovery code. */
  code: z.string().min(1, 'Required').max(40),
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBodySchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** The centre requires two-factor sign-in of this person (staff, when the setting is on). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Turned off: the status, and the session to go on with (every other session of the account has ended). */
export const twoFactorDisabledSchema = twoFactorStatusSchema.extend({ session: sessionSchema });
export type TwoFactorDisabled = z.infer<typeof twoFactorDisabledSchema>;

export const securitySettingsSchema = z.object({
  two_factor_required_for_staff: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const securitySettingsBodySchema = z.strictObject({ two_factor_required_for_staff: z.boolean() });
