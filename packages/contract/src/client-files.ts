import { z } from 'zod';
import { idSchema, listQueryShape, personRefSchema, sortQuery } from './common';

/**
 * The documents of one client (docs/architecture.md#casework): files on the client's profile, and the
 * attachments of their messages shown beside them ("From a message"). Private: read and written by the
 * client, their coaches and administrators only, each download an inert attachment never cached.
 */

/** Sorts of the documents list: by file name, by when it was uploaded (the default, newest first), by size. */
export const CLIENT_FILE_SORTS = ['name', 'date', 'size'] as const;
export type ClientFileSort = (typeof CLIENT_FILE_SORTS)[number];

export const clientFileSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  /** The name it downloads under: the uploaded name made safe, with the extension of its real type. */
  file_name: z.string(),
  /** Decided from the bytes, not from the name or the browser's word. */
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_by: personRefSchema,
  created_at: z.string(),
  /** The message it came with, or null for a document uploaded on the profile. */
  message_id: z.number().int().nullable(),
  /** Whether the caller may delete it: its uploader or an administrator, and never a message's attachment here. */
  can_delete: z.boolean(),
});
export type ClientFile = z.infer<typeof clientFileSchema>;

export const clientFilesParamsSchema = z.object({ clientId: idSchema });
export const clientFileParamsSchema = z.object({ clientId: idSchema, fileId: idSchema });

/** `?q=` matches the file name; `?sort=name|date|size` (`-` for descending; newest first when left out). */
export const clientFileListQuerySchema = z.strictObject({
  ...listQueryShape,
  sort: sortQuery(CLIENT_FILE_SORTS),
});
export type ClientFileListQuery = z.input<typeof clientFileListQuerySchema>;

/** The page size of the profile's documents list. */
export const CLIENT_FILES_PAGE_SIZE = 10;
