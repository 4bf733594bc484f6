import { z } from 'zod';
import { idSchema, personRefSchema } from './common';
import { createUserBodySchema, usernameSchema } from './users';

/**
 * Importing clients or coaches from a spreadsheet (docs/architecture.md#import, docs/decisions/030-import-batches.md):
 * the file is uploaded and staged, its columns mapped to these fields, every row checked, then imported at once.
 */
export const IMPORT_KINDS = ['clients', 'coaches'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The fields a column can fill; `coach` (a coach's email or name) only for clients. */
export const IMPORT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'username',
  'phone',
  'region',
  'business_name',
  'address',
  'city',
  'postal_code',
  'coach',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  username: 'Username',
  phone: 'Phone',
  region: 'Region',
  business_name: 'Business name',
  address: 'Address',
  city: 'City',
  postal_code: 'Postal code',
  coach: 'Coach (email or name)',
};

/** The fields of a kind, in the order a form shows them. */
export const importFieldsOf = (kind: ImportKind): ImportField[] => IMPORT_FIELDS.filter((f) => kind === 'clients' || f !== 'coach');

/** A file of this many rows or more is refused (split it): counted while it is read. */
export const IMPORT_MAX_ROWS = 100_000;
/** A file over this size is refused before it is read. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * One row as it will be created: the rules of creating a client or coach by hand (users.ts), so a fix that
 * passes here passes there. The username may be left out: one is made from the email address.
 */
export const importRowSchema = createUserBodySchema
  .pick({
    email: true,
    firstname: true,
    lastname: true,
    phone: true,
    region: true,
    business_name: true,
    address: true,
    city: true,
    postal_code: true,
  })
  .extend({ username: usernameSchema.optional(), coach: z.string().trim().max(200).optional() });

const cell = z.string().max(1000);

/** The cells of one row by field, as read from the file (or as fixed). */
export const importValuesSchema = z.strictObject(
  Object.fromEntries(IMPORT_FIELDS.map((f) => [f, cell.optional()])) as Record<ImportField, z.ZodOptional<typeof cell>>,
);
export type ImportValues = Partial<Record<ImportField, string>>;

const columnIndex = z.number().int().min(0).max(999).nullable();
/** Which column (0-based) fills each field; null or left out: none. */
export const importMappingSchema = z.strictObject(
  Object.fromEntries(IMPORT_FIELDS.map((f) => [f, columnIndex.optional()])) as Record<ImportField, z.ZodOptional<typeof columnIndex>>,
);
export type ImportMapping = Partial<Record<ImportField, number | null>>;

const rowNumber = z.number().int().min(1).max(IMPORT_MAX_ROWS);

/** What the person decided about the rows: the mapping, fixes of single rows, rows skipped, and whether unknown regions are created. */
export const importPlanSchema = z.strictObject({
  mapping: importMappingSchema,
  /** A row's cells typed in place of the file's (only the fields given). */
  fixes: z
    .array(z.strictObject({ row: rowNumber, values: importValuesSchema }))
    .max(IMPORT_MAX_ROWS)
    .optional(),
  /** Row numbers left out of the import. */
  skip: z.array(rowNumber).max(IMPORT_MAX_ROWS).optional(),
  /** Create the regions the file names that do not exist yet (the preview lists them). */
  create_regions: z.boolean().optional(),
});
export type ImportPlan = z.input<typeof importPlanSchema>;

export const INVITATION_TIMINGS = ['now', 'later'] as const;

export const importCommitSchema = importPlanSchema.extend({
  /** 'now': each person is emailed an invitation; 'later': they wait without a password until one is sent. */
  invitations: z.enum(INVITATION_TIMINGS),
});
export type ImportCommit = z.input<typeof importCommitSchema>;

export const importProblemSchema = z.object({ field: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchemaOut = z.object({
  /** The row's number in the file, the header being row 1's neighbour: the first person is row 1. */
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  problems: z.array(importProblemSchema),
  skipped: z.boolean(),
});
export type ImportRow = z.infer<typeof importRowSchemaOut>;

export const importPreviewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  /** The header row's cells. */
  columns: z.array(z.string()),
  mapping: z.record(z.string(), z.number().int().nullable()),
  rows: z.array(importRowSchemaOut),
  /** Regions the file names that do not exist (created on import when `create_regions`). */
  unknown_regions: z.array(z.string()),
  counts: z.object({ rows: z.number().int(), ready: z.number().int(), problems: z.number().int(), skipped: z.number().int() }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const IMPORT_STATUSES = ['staged', 'imported', 'undone'] as const;

export const importBatchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  created_by: personRefSchema.nullable(),
  createdAt: z.string(),
  importedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  row_count: z.number().int(),
  imported_count: z.number().int(),
  skipped_count: z.number().int(),
  regions_created: z.number().int(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importResultSchema = z.object({
  batch: importBatchSchema,
  /** Invitations emailed now (0 when they wait). */
  invitations_sent: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The text field beside the file of POST /imports. */
export const importUploadFieldsSchema = z.strictObject({ kind: z.enum(IMPORT_KINDS) });

export const importParamsSchema = z.object({ id: idSchema });

export const importListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
