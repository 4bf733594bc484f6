import { z } from 'zod';
import { singleLineText } from './common';

export const regionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  coach_count: z.number().int(),
  client_count: z.number().int(),
});
export type Region = z.infer<typeof regionSchema>;

export const createRegionBodySchema = z.strictObject({
  name: singleLineText().min(2, 'Region name must be at least 2 characters').max(100),
});
export type CreateRegionBody = z.input<typeof createRegionBodySchema>;

/** Alberta's regions, seeded into every new database. */
export const ALBERTA_REGIONS = [
  'Calgary',
  'Edmonton',
  'Central Alberta',
  'North East Alberta',
  'North West Alberta',
  'South Alberta',
] as const;
