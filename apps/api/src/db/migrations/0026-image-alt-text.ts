import type { Kysely } from 'kysely';

/**
 * Alt text of an uploaded image (docs/decisions/033-alt-text-and-media-library.md): one per image, kept on its
 * `files` row, so that an image used in several places reads the same everywhere and the media library edits it
 * once. Null for a file uploaded before alt text was asked for (the library flags it) and for documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('alt_text', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('alt_text').execute();
}
