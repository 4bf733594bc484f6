import { z } from 'zod';

/** Ids are 32-bit integer columns on both databases. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from a path or query string: decimal digits only (no 0x10, 1e3 or 1.0). */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.number().max(MAX_ID, 'Must be a positive whole number'));

export const idParamsSchema = z.object({ id: idSchema });

export const deletedSchema = z.object({ id: z.number().int() });

export const MAX_PAGE_SIZE = 100;

/** `?q=&sort=&page=&pageSize=` of every list that can grow (DESIGN section 4). */
export const listQueryShape = {
  q: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
};

/** Optional free text: an empty string is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const calendarDateSchema = z.iso.date({ error: 'Enter a real calendar date as YYYY-MM-DD' });

/** Who someone is, as lists show them beside a record. */
export const personRefSchema = z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
