import { z } from 'zod';
import {
  calendarDateSchema,
  DATE_RANGE_MESSAGE,
  DATE_RANGE_PATTERN,
  listQueryShape,
  multiLineText,
  NOT_BLANK,
  optionalText,
  SINGLE_LINE_PATTERN,
  singleLineText,
  sortQuery,
  TEXT_CONTROL_MESSAGE,
  trimmedPattern,
} from '../common';

/**
 * How a content collection is declared (docs/architecture.md#content-and-files): one file per
 * collection names each field once (its kind, limits, label, admin hint, whether it
 * is required), and everything else is derived here: the create, update and record
 * schemas, the list query, the publishing flags, the admin form's fields, the audit
 * label and the toasts. The server builds its routes and repository from the result,
 * the browser its thunks and admin screen; a test compares it with the migrated table.
 */

// ---- Limits ----

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
/** Markdown `body` and `description` (rendered without raw HTML). */
export const MARKDOWN_MAX = 20_000;
export const NAME_MAX = 100;
export const URL_MAX = 2000;
export const SORT_ORDER_MAX = 1_000_000;

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** An uploaded file (`/api/files/<sha256>`, a variant or query after it) or an https address. */
export const IMAGE_URL_PATTERN = /^(?:\/api\/files\/[0-9a-f]{64}(?:[-./?#][^\s]*)?|https:\/\/[^\s/?#]+(?:[/?#][^\s]*)?)$/;
const IMAGE_URL_MESSAGE = 'Use an uploaded image (/api/files/…) or an https:// address';

/** A link on the site: a path of this site (`/services`) or an http(s) address. */
export const LINK_PATTERN = /^(?:\/(?!\/)[^\s]*|https?:\/\/[^\s/?#]+(?:[/?#][^\s]*)?)$/;
const LINK_MESSAGE = 'Use a path of this site (/services) or an http(s):// address';

/** Where a text block shows: lower-case words joined by dashes (`hero`, `about-us`). */
export const SECTION_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** The same as sent, before it is trimmed and lower-cased: what the document shows. */
const SECTION_INPUT_PATTERN = /^\s*[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\s*$/;

// ---- Field schemas ----

/** A required single line (titles, names); `multi` lets it break into lines (summaries, quotes). */
export const requiredText = (max: number, label: string, lines: 'single' | 'multi' = 'single') =>
  (lines === 'multi' ? multiLineText : singleLineText)({ error: `${label} is required` })
    .regex(NOT_BLANK, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const imageUrlSchema = singleLineText().max(URL_MAX).regex(IMAGE_URL_PATTERN, IMAGE_URL_MESSAGE);

/** Optional text of a given form (checked after trimming): an empty string or null clears it. */
const optionalOfPattern = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX)
    .regex(SINGLE_LINE_PATTERN, TEXT_CONTROL_MESSAGE)
    // Empty (or only spaces, trimmed away) clears it.
    .regex(new RegExp(`^\\s*$|${trimmedPattern(pattern).source}`), message)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalImageUrl = optionalOfPattern(IMAGE_URL_PATTERN, IMAGE_URL_MESSAGE);
const optionalLink = optionalOfPattern(LINK_PATTERN, LINK_MESSAGE);

const sectionSchema = z
  .string({ error: 'section is required' })
  .trim()
  .toLowerCase()
  .min(1, 'section is required')
  .max(NAME_MAX)
  .regex(SECTION_INPUT_PATTERN, 'section must be lower-case words joined by dashes, e.g. about-us');

const sortOrderSchema = z
  .number({ error: 'sort_order must be a whole number' })
  .int('sort_order must be a whole number')
  .min(0, 'sort_order must be 0 or more')
  .max(SORT_ORDER_MAX);

const statusSchema = z.enum(CONTENT_STATUSES, { error: "status must be 'draft' or 'published'" });

/** When a published post shows: empty shows it at once. ISO 8601 with an offset or Z. */
const publishAtSchema = z.iso
  .datetime({ offset: true, error: 'publish_at must be a date and time, e.g. 2026-03-01T09:00:00Z' })
  .regex(DATE_RANGE_PATTERN, DATE_RANGE_MESSAGE)
  .nullish()
  .transform((v) => v ?? null);

const optionalDate = calendarDateSchema.nullish().transform((v) => v ?? null);

// ---- Fields ----

/** How the admin form draws a field (the web's FieldSpec, less its name, which is the field's key). */
export interface AdminField {
  label: string;
  kind: 'text' | 'markdown' | 'image' | 'date' | 'datetime' | 'select' | 'number';
  multiline?: boolean;
  required?: boolean;
  helper?: string;
  options?: readonly { value: string; label: string }[];
  initial?: string;
  /** The technical key a page finds the item by (a text block's section): typed once for a new item, read-only after. */
  key?: boolean;
}

/** The column a field is kept in: text (of at most `max` characters where it says) or a whole number. */
export interface ColumnShape {
  type: 'text' | 'integer';
  nullable: boolean;
  max?: number;
}

/**
 * One field: its body schema (given its name, which the messages use), the schema
 * on create where it has a default, its record schema, its column and its admin control.
 */
export interface Field<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, C extends z.ZodType = I> {
  input(name: string): I;
  create?(name: string): C;
  record: R;
  column: ColumnShape;
  admin: AdminField;
}

interface FieldOptions {
  label: string;
  /** Under the field in the admin form. */
  hint?: string;
}

interface TextOptions extends FieldOptions {
  max: number;
  /** A few lines (a summary, a quote) rather than one. */
  multiline?: boolean;
}

type RequiredText = ReturnType<typeof requiredText>;
type OptionalText = ReturnType<typeof optionalText>;

const admin = (kind: AdminField['kind'], o: FieldOptions, more: Partial<AdminField> = {}): AdminField => ({
  label: o.label,
  kind,
  ...more,
  ...(o.hint ? { helper: o.hint } : {}),
});

/** Plain text: a line, or a few lines with `multiline`. */
export function text(o: TextOptions & { required: true }): Field<RequiredText, z.ZodString>;
export function text(o: TextOptions & { required?: false }): Field<OptionalText, z.ZodNullable<z.ZodString>>;
export function text(o: TextOptions & { required?: boolean }): Field {
  const lines = o.multiline ? 'multi' : 'single';
  const more = { ...(o.multiline ? { multiline: true } : {}), ...(o.required ? { required: true } : {}) };
  return {
    input: (name) => (o.required ? requiredText(o.max, name, lines) : optionalText(o.max, lines)),
    record: o.required ? z.string() : z.string().nullable(),
    column: { type: 'text', nullable: !o.required, max: o.max },
    admin: admin('text', o, more),
  };
}

/** Markdown (rendered without raw HTML): always required. */
export function markdown(o: FieldOptions): Field<RequiredText, z.ZodString> {
  return {
    input: (name) => requiredText(MARKDOWN_MAX, name, 'multi'),
    record: z.string(),
    column: { type: 'text', nullable: false, max: MARKDOWN_MAX },
    admin: admin('markdown', o, { required: true }),
  };
}

/** An uploaded image or an https address. */
export function image(o: FieldOptions & { required: true }): Field<typeof imageUrlSchema, z.ZodString>;
export function image(o: FieldOptions & { required?: false }): Field<typeof optionalImageUrl, z.ZodNullable<z.ZodString>>;
export function image(o: FieldOptions & { required?: boolean }): Field {
  return {
    input: () => (o.required ? imageUrlSchema : optionalImageUrl),
    record: o.required ? z.string() : z.string().nullable(),
    column: { type: 'text', nullable: !o.required, max: URL_MAX },
    admin: admin('image', o, o.required ? { required: true } : {}),
  };
}

/** An optional link: a path of this site or an http(s) address. */
export function link(o: FieldOptions): Field<typeof optionalLink, z.ZodNullable<z.ZodString>> {
  return {
    input: () => optionalLink,
    record: z.string().nullable(),
    column: { type: 'text', nullable: true, max: URL_MAX },
    admin: admin('text', o),
  };
}

/** An optional calendar date (YYYY-MM-DD). */
export function date(o: FieldOptions): Field<typeof optionalDate, z.ZodNullable<z.ZodString>> {
  return {
    input: () => optionalDate,
    record: z.string().nullable(),
    column: { type: 'text', nullable: true, max: 10 },
    admin: admin('date', o),
  };
}

/** Where a text block shows on its page (`about-us`); the page finds it by this. */
export function section(o: FieldOptions): Field<typeof sectionSchema, z.ZodString> {
  return {
    input: () => sectionSchema,
    record: z.string(),
    column: { type: 'text', nullable: false, max: NAME_MAX },
    admin: admin('text', o, { required: true, key: true }),
  };
}

/** "'news' or 'event'", "'a', 'b' or 'c'". */
const either = (values: readonly string[]) => {
  const quoted = values.map((v) => `'${v}'`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}` : quoted.join('');
};

type EnumOf<O> = z.ZodEnum<{ [K in keyof O & string]: K }>;

/** One of a few values; `options` maps each value to its label in the form, the first one is a new item's. */
export function select<const O extends Record<string, string>>(o: FieldOptions & { options: O }): Field<EnumOf<O>, EnumOf<O>> {
  const values = Object.keys(o.options) as [string, ...string[]];
  return {
    input: (name) => z.enum(values, { error: `${name} must be ${either(values)}` }) as unknown as EnumOf<O>,
    record: z.enum(values) as unknown as EnumOf<O>,
    column: { type: 'text', nullable: false, max: Math.max(...values.map((v) => v.length)) },
    admin: admin('select', o, { options: Object.entries(o.options).map(([value, label]) => ({ value, label })) }),
  };
}

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft: only administrators see it' },
  { value: 'published', label: 'Published: visitors see it' },
];

/**
 * Draft or published: visitors see published items only. A new item is a draft
 * unless the body says otherwise; `initial` is what the admin form starts with.
 */
export function status(o: { initial?: ContentStatus } = {}) {
  return {
    input: () => statusSchema,
    create: () => statusSchema.default('draft'),
    record: z.enum(CONTENT_STATUSES),
    column: { type: 'text', nullable: false, max: 'published'.length },
    admin: { label: 'Status', kind: 'select', options: STATUS_OPTIONS, initial: o.initial ?? 'draft' },
  } satisfies Field;
}

/** When a published post shows: empty shows it at once, a later time schedules it. */
export function publishAt() {
  return {
    input: () => publishAtSchema,
    record: z.string().nullable(),
    // Kept as toISOString() gives it, in UTC (24 characters), so that it compares as text.
    column: { type: 'text', nullable: true, max: 24 },
    admin: { label: 'Publish at', kind: 'datetime', helper: 'Empty shows a published post at once; a later time schedules it.' },
  } satisfies Field;
}

/** The item's place in its list (`sort_order`): lower comes first; a new item is 0 unless the body says. */
export function position() {
  return {
    input: () => sortOrderSchema,
    create: () => sortOrderSchema.default(0),
    record: z.number().int(),
    column: { type: 'integer', nullable: false },
    admin: { label: 'Position', kind: 'number', helper: 'Lower numbers come first.' },
  } satisfies Field;
}

// ---- Record and list query ----

const recordBase = {
  id: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const record = <S extends z.ZodRawShape>(shape: S) => z.object({ ...recordBase, ...shape });

export const archivedQuery = z.enum(['true', 'false']).optional();

/** `?q=&sort=&page=&pageSize=`, and `archived=true` for an administrator restoring deleted items. */
function listQuery<const F extends string>(sorts: readonly [F, ...F[]]) {
  return z.strictObject({ ...listQueryShape, sort: sortQuery(sorts), archived: archivedQuery });
}

/** A list with publishing: visitors get published items only; administrators may ask for `draft` or `all`. */
function publishedListQuery<const F extends string>(sorts: readonly [F, ...F[]]) {
  return z.strictObject({
    ...listQueryShape,
    sort: sortQuery(sorts),
    archived: archivedQuery,
    status: z.enum([...CONTENT_STATUSES, 'all'], { error: "status must be 'draft', 'published' or 'all'" }).optional(),
  });
}

// ---- Messages ----

/** The CRUD texts of a collection (the toasts of product specification section 8). */
export interface CollectionMessages {
  created?: string;
  createFailed: string;
  fetchAllFailed: string;
  fetchOneFailed: string;
  updated?: string;
  updateFailed: string;
  deleted?: string;
  deleteFailed: string;
  /** Restore of a deleted item (administrators). */
  restored?: string;
  restoreFailed?: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The texts of a collection, said of its noun ("Testimonial created", "Couldn't
 * load the testimonials. Please try again."), with the collection's own where it
 * has them: the specification's exact words, which follow no one pattern.
 */
function messagesOf(noun: string, nouns: string, own: Partial<CollectionMessages> = {}): Required<CollectionMessages> {
  const again = 'Please try again.';
  return {
    created: `${capital(noun)} created`,
    createFailed: `Couldn't create the ${noun}. ${again}`,
    fetchAllFailed: `Couldn't load the ${nouns}. ${again}`,
    fetchOneFailed: `Couldn't load this ${noun}. ${again}`,
    updated: `${capital(noun)} updated`,
    updateFailed: `Couldn't save the ${noun}. ${again}`,
    deleted: `${capital(noun)} deleted`,
    deleteFailed: `Couldn't delete the ${noun}. ${again}`,
    restored: `${capital(noun)} restored`,
    restoreFailed: `Couldn't restore the ${noun}. ${again}`,
    ...own,
  };
}

// ---- The definition ----

/** `sort_order` then id; newest first (publish_at, else createdAt); or by `section` (text blocks, which a page finds by section). */
export type CollectionOrdering = 'sort_order' | 'newest' | 'section';

/** How the admin list shows an item: which fields are its title, detail and picture, and its short facts. */
export interface AdminListItem {
  title: string;
  detail?: string;
  image?: string;
  tags?: (item: Record<string, unknown>) => unknown[];
}

export interface CollectionDef {
  /** Key in `collections`, camelCase. */
  name: string;
  /** Names in operationIds: `list${many}`, `get${one}`. */
  one: string;
  many: string;
  /** What a person calls one item, for summaries and messages. */
  label: string;
  /** Several of them ("No services yet"). */
  plural: string;
  /** What the audit trail calls a row of its table. */
  auditLabel: string;
  /** Path under /api. */
  path: `/${string}`;
  /** Database table, snake_case plural. */
  table: string;
  fields: Record<string, Field>;
  record: z.ZodObject;
  create: z.ZodObject;
  update: z.ZodObject;
  listQuery: z.ZodObject;
  /** Fields `?sort=` may name (with `-` for descending). */
  sorts: readonly string[];
  /** Columns `?q=` searches. */
  search: readonly string[];
  /** Default order of a list. */
  ordering: CollectionOrdering;
  /** Has `status` (draft/published): visitors see only published items whose publish_at is empty or past. */
  publishing: boolean;
  /** Has `publish_at`. */
  scheduled: boolean;
  /** Kept in `sort_order` (an administrator moves items up and down). */
  ordered: boolean;
  /** Deletes are soft (`deleted_at`) and an administrator may restore them: every content collection. */
  softDelete: true;
  access: { read: 'public'; write: 'admin' };
  messages: Required<CollectionMessages>;
  adminList: AdminListItem;
}

type InputShape<F> = { [K in keyof F]: F[K] extends Field<infer I, z.ZodType, z.ZodType> ? I : never };
type CreateShape<F> = { [K in keyof F]: F[K] extends { create(name: string): infer C } ? C : InputShape<F>[K] };
type RecordShape<F> = { [K in keyof F]: F[K] extends Field<z.ZodType, infer R, z.ZodType> ? R : never };

/**
 * A collection with an image (`image_url`) answers its alt text beside it, read from the image's file (the media
 * library's, docs/decisions/033): derived by the server, never sent in a body nor kept in the collection's table.
 */
export const IMAGE_ALT = 'image_alt';
// Optional in the type only: the server always answers it, and a record made in the browser (a test's) may leave it out.
const imageAltRecord = z.string().nullable().optional();
type ImageAltShape<F> = 'image_url' extends keyof F ? { image_alt: typeof imageAltRecord } : Record<never, never>;

type Sorts = readonly [string, ...string[]];
type ListQueryFor<F, S extends Sorts> = F extends { status: unknown }
  ? ReturnType<typeof publishedListQuery<S[number]>>
  : ReturnType<typeof listQuery<S[number]>>;

/** What a collection's file declares; the rest of CollectionDef is derived. */
interface Declaration<F extends Record<string, Field>, S extends Sorts> {
  name: string;
  one: string;
  many: string;
  label: string;
  /** Default: the label with an s. */
  plural?: string;
  /** Default: the label with a capital. */
  auditLabel?: string;
  path: `/${string}`;
  table: string;
  /** In the order the admin form shows them. */
  fields: F;
  sorts: S;
  search: readonly (keyof F & string)[];
  ordering: CollectionOrdering;
  /** The noun of the default texts (default: the label), and the texts that differ from them. */
  messages?: Partial<CollectionMessages> & { noun?: string; nouns?: string };
  adminList: AdminListItem;
}

const map = <F extends Record<string, Field>>(fields: F, pick: (field: Field, name: string) => z.ZodType) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, pick(field, name)]));

/** A content collection from its declaration: schemas, flags, texts (docs/architecture.md#content-and-files). */
export function defineCollection<const D extends Declaration<Record<string, Field>, Sorts>>(d: D) {
  type F = D['fields'];
  const { messages: own = {}, ...declared } = d;
  const { noun = d.label, nouns, ...texts } = own;
  const plural = d.plural ?? `${d.label}s`;
  const input = map(d.fields, (f, name) => f.input(name)) as InputShape<F>;
  const create = map(d.fields, (f, name) => (f.create ?? f.input)(name)) as CreateShape<F>;
  const publishing = 'status' in d.fields;
  const def = {
    ...declared,
    plural,
    auditLabel: d.auditLabel ?? capital(d.label),
    record: record({
      ...(map(d.fields, (f) => f.record) as RecordShape<F>),
      ...(('image_url' in d.fields ? { [IMAGE_ALT]: imageAltRecord } : {}) as ImageAltShape<F>),
    }),
    create: z.strictObject(create),
    update: z.strictObject(input).partial(),
    listQuery: (publishing ? publishedListQuery(d.sorts) : listQuery(d.sorts)) as ListQueryFor<F, D['sorts']>,
    publishing,
    scheduled: 'publish_at' in d.fields,
    ordered: 'sort_order' in d.fields,
    softDelete: true as const,
    access: { read: 'public', write: 'admin' } as const,
    messages: messagesOf(noun, nouns ?? (noun === d.label ? plural : `${noun}s`), texts),
  };
  return def satisfies CollectionDef;
}
