import { z } from 'zod';
import { todayInAlberta } from './alberta-day';

export { todayInAlberta } from './alberta-day';

/** Ids are 32-bit integer columns on both databases. */
export const MAX_ID = 2_147_483_647;

/** 1 to MAX_ID (2147483647) in decimal digits, as one pattern, so the OpenAPI document says the range too. */
const ID_PATTERN =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;

/** A positive integer id from a path or query string: decimal digits only (no 0x10, 1e3 or 1.0), at most MAX_ID. */
export const idSchema = z.string().regex(ID_PATTERN, `Must be a whole number from 1 to ${MAX_ID}`).transform(Number);

export const idParamsSchema = z.object({ id: idSchema });

export const deletedSchema = z.object({ id: z.number().int() });

export const MAX_PAGE_SIZE = 100;

/** `?sort=field` or `?sort=-field` (descending), from an allow-list: an enum, so the OpenAPI document lists them. */
export function sortQuery<const F extends string>(fields: readonly [F, ...F[]]) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [F | `-${F}`, ...(F | `-${F}`)[]];
  return z.enum(values, { error: `sort must be one of ${fields.join(', ')} (prefix with - for descending)` }).optional();
}

/** `?q=&sort=&page=&pageSize=` of every list that can grow (docs/architecture.md#api-conventions). */
export const listQueryShape = {
  q: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
};

// ---- Text: no control characters, invisible characters or text-direction marks (issues 12, 22) ----

export const TEXT_CONTROL_MESSAGE = 'Remove control characters, invisible characters or text-direction marks.';

/*
 * What no text may hold: C0 and C1 controls (U+0000–U+001F, U+007F–U+009F) and
 * the invisible marks that turn text around (U+061C, U+200E, U+200F, embeddings
 * and overrides U+202A–U+202E, isolates U+2066–U+2069), which make a name read
 * differently from what it is. A single line (names, titles) also refuses every
 * other invisible format character (Unicode category Cf: zero-width spaces and
 * joiners U+200B–U+200D, U+2060, U+FEFF, the soft hyphen…), which make two names
 * look the same. Text of several lines (descriptions, notes, Markdown) keeps tab,
 * line feed and CR LF line ends.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NOT_A_LINE = /[\u0000-\u001f\u007f-\u009f\p{Cf}]/u;
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/u;

export const isSingleLineText = (v: string | null | undefined) => v == null || !NOT_A_LINE.test(v);
export const isMultiLineText = (v: string | null | undefined) => v == null || !NOT_TEXT.test(v);

/**
 * The same rules as patterns, so that the OpenAPI document carries them: once trimmed (as zod tests it),
 * no character is one of the above; as sent (as the document's reader tests it), white space at either
 * end is let through, as trimming drops it. Written so that no two parts can take the same character
 * (the text starts and ends with a non-space), which keeps the test linear.
 */
const onlyTextOf = (forbidden: RegExp) => {
  const allowed = `(?!${forbidden.source})`;
  // The u flag: the forbidden class names a Unicode category (\p{Cf}), which the document's pattern keeps.
  return new RegExp(`^\\s*(?:${allowed}\\S(?:(?:${allowed}[\\s\\S])*${allowed}\\S)?\\s*)?$`, 'u');
};

/** A pattern of a whole value (`^…$`) that also lets white space through at either end, as trimming drops it. */
export const trimmedPattern = (pattern: RegExp) => new RegExp(`^\\s*(?:${pattern.source.replace(/^\^|\$$/g, '')})\\s*$`);
export const SINGLE_LINE_PATTERN = onlyTextOf(NOT_A_LINE);
export const MULTI_LINE_PATTERN = onlyTextOf(NOT_TEXT);

/** Some text besides white space: what a required text's `min(1)` means once trimmed, as a pattern. */
export const NOT_BLANK = /\S/;

type StringParams = Parameters<typeof z.string>[0];

/** A trimmed single line of text (add `.min()`/`.max()`); the message names the fix. */
export const singleLineText = (params?: StringParams) => z.string(params).trim().regex(SINGLE_LINE_PATTERN, TEXT_CONTROL_MESSAGE);

/** Trimmed text of several lines: line breaks and tabs, no other control character or direction mark. */
export const multiLineText = (params?: StringParams) => z.string(params).trim().regex(MULTI_LINE_PATTERN, TEXT_CONTROL_MESSAGE);

/** Optional free text, a single line unless `lines`: an empty string is stored as null. */
export const optionalText = (max: number, lines: 'single' | 'multi' = 'single') =>
  z
    .string()
    .trim()
    .max(max)
    .regex(lines === 'multi' ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN, TEXT_CONTROL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

/** An email address, trimmed and lower-cased; its pattern is zod's own email check, so the document shows it. */
export const emailAddress = (message: string, params?: StringParams) =>
  z.string(params).trim().toLowerCase().max(254).regex(trimmedPattern(z.regexes.email), message);

/** Optional text of several lines (descriptions, notes): an empty string is stored as null. */
export const optionalMultiLineText = (max: number) => optionalText(max, 'multi');

// ---- Dates: a sane range ----

/** The first and last calendar day any date input accepts; a report's fiscal year lies within FISCAL_YEAR_MIN–MAX. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';
export const FISCAL_YEAR_MIN = 2000;
export const FISCAL_YEAR_MAX = 2100;
export const DATE_RANGE_MESSAGE = `Enter a date between ${DATE_MIN} and ${DATE_MAX}`;

/**
 * A value that starts like a date (YYYY-) starts with a year of DATE_MIN–DATE_MAX (2000–2100); a value of
 * another form is left to the format check. A pattern, so that the OpenAPI document says the range too.
 */
export const DATE_RANGE_PATTERN = /^(?!\d{4}-)|^(?:20\d\d|2100)-/;

/** Whether a YYYY-MM-DD date lies in DATE_MIN–DATE_MAX; a value of another form is left to the format check. */
export const isDateInRange = (v: string) => DATE_RANGE_PATTERN.test(v);

export const calendarDateSchema = z.iso
  .date({ error: 'Enter a real calendar date as YYYY-MM-DD' })
  .regex(DATE_RANGE_PATTERN, DATE_RANGE_MESSAGE);

// ---- Not in the future (Alberta's today) ----

export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future.';

const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A body whose `date` (when it has one) is not after today in Alberta: a diary entry, a milestone.
 * Today is read at each check, so a form checks with the browser's clock and the server with its
 * own. The rule sits on the body rather than on its date field because the OpenAPI document cannot
 * say it (a field's schema there takes what its zod schema takes); it is checked even when other
 * fields are wrong, so a form shows every message at once.
 */
export function notInFuture<T extends z.ZodType<{ date?: string }>>(body: T): T {
  return body.refine((b) => b.date === undefined || b.date <= todayInAlberta(), {
    message: FUTURE_DATE_MESSAGE,
    path: ['date'],
    when: (payload) => looksLikeDate((payload.value as { date?: unknown } | null)?.date),
  }) as T;
}

/** Who someone is, as lists show them beside a record. */
export const personRefSchema = z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
