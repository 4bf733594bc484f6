import type { ClientFile, ClientFileSort } from '@tc/contract/client-files';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { likePattern, type SortSpec } from '../../lib/listing';
import type { ClientFileRow } from '../../storage/client-files';

/**
 * The documents list of one client (docs/architecture.md#casework): the live rows of `client_files`,
 * a profile's documents and the attachments of messages not deleted, with who uploaded each.
 */

export interface ClientFileFilters {
  clientId: number;
  q?: string;
  sort: SortSpec<ClientFileSort>;
  limit: number;
  offset: number;
}

const SORT_COLUMNS = {
  name: sql<string>`lower(client_files.file_name)`,
  date: sql<string>`client_files.created_at`,
  size: sql<number>`client_files.size`,
} as const;

/** A client's live files: a message's attachment goes with its message. */
function live(db: Db, clientId: number) {
  return db
    .selectFrom('client_files')
    .leftJoin('messages', 'messages.id', 'client_files.message_id')
    .where('client_files.client_id', '=', clientId)
    .where('client_files.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('client_files.message_id', 'is', null), eb('messages.deleted_at', 'is', null)]));
}

const byName = (q: string) => sql<boolean>`lower(client_files.file_name) like ${likePattern(q)} escape '\\'`;

/** A client's live files as listed: each with who uploaded it. */
function listed(db: Db, clientId: number) {
  return live(db, clientId)
    .innerJoin('users as uploader', 'uploader.id', 'client_files.uploaded_by')
    .select([
      'client_files.id',
      'client_files.client_id',
      'client_files.file_name',
      'client_files.mime_type',
      'client_files.size',
      'client_files.created_at',
      'client_files.message_id',
      'uploader.id as uploader_id',
      'uploader.firstname as uploader_firstname',
      'uploader.lastname as uploader_lastname',
    ]);
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;

function toListed({ uploader_id, uploader_firstname, uploader_lastname, ...file }: ListedRow): ListedClientFile {
  return { ...file, size: Number(file.size), uploaded_by: { id: uploader_id, firstname: uploader_firstname, lastname: uploader_lastname } };
}

/** A file as listed, before the caller's right to delete it is added. */
export type ListedClientFile = Omit<ClientFile, 'can_delete'>;

/** One page of a client's files in the order asked for (id last, so a page never repeats a row), and how many match. */
export async function listClientFiles(db: Db, f: ClientFileFilters): Promise<{ rows: ListedClientFile[]; total: number }> {
  let rows = listed(db, f.clientId);
  let count = live(db, f.clientId);
  if (f.q) {
    rows = rows.where(byName(f.q));
    count = count.where(byName(f.q));
  }
  const [page, counted] = await Promise.all([
    rows
      .orderBy(SORT_COLUMNS[f.sort.field], f.sort.direction)
      .orderBy('client_files.id', f.sort.direction)
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page.map(toListed), total: Number(counted.n) };
}

/** One listed file by id, for the answer to an upload. */
export async function listedClientFile(db: Db, clientId: number, id: number): Promise<ListedClientFile | undefined> {
  const row = await listed(db, clientId).where('client_files.id', '=', id).executeTakeFirst();
  return row && toListed(row);
}

/** A live file of this client, with its stored columns: undefined when it is another's, deleted, or its message is. */
export async function findLiveClientFile(db: Db, clientId: number, id: number): Promise<ClientFileRow | undefined> {
  return live(db, clientId).where('client_files.id', '=', id).selectAll('client_files').executeTakeFirst();
}

export async function softDeleteClientFile(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('client_files').set({ deleted_at: at }).where('id', '=', id).execute();
}
