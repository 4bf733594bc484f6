import { z } from 'zod';
import { MAX_PAGE_SIZE } from './common';

/**
 * Privacy requests (docs/architecture.md#privacy-requests, docs/decisions/035-erasure.md): an administrator erases
 * a person on request, and the centre keeps archived clients' records a number of years before they are listed for
 * erasure.
 */

/** The second ask: the person's full name as it reads now ("Leila Haddad"), typed by the administrator. */
export const eraseUserBodySchema = z.object({
  confirm: z.string().max(250).meta({ description: "The person's full name, first name then last name, as a second confirmation" }),
});
export type EraseUserBody = z.infer<typeof eraseUserBodySchema>;

/** What erasure puts in place of the person's free text. */
export const ERASED_TEXT = '[erased]';

/** The name an erased person is shown by: "Erased client #14", "Erased coach #3". */
export const erasedName = (role: 'client' | 'coach', id: number) => ({ firstname: 'Erased', lastname: `${role} #${id}` });

export const RETENTION_YEARS_DEFAULT = 7;
export const RETENTION_YEARS_MAX = 50;

/** The centre's privacy settings: how many years after a file is closed its client is listed for erasure. */
export const privacySettingsSchema = z.object({
  retention_years: z.number().int().min(1).max(RETENTION_YEARS_MAX),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const putPrivacySettingsBodySchema = privacySettingsSchema;

/** A client whose file was closed more than the retention years ago: listed for erasure. */
export const erasureDueSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  region: z.string().nullable(),
  archivedAt: z.string(),
});
export type ErasureDue = z.infer<typeof erasureDueSchema>;

export const erasureDueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
