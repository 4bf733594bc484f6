import SQLite from 'better-sqlite3';
import { type Compilable, CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import type { Db, Dialect } from './connection';
import type { Database } from './schema';

/** Where a cursor reads: the app's database, and on SQLite the file a second connection opens. */
export interface CursorSource {
  db: Db;
  dialect: Dialect;
  /** The SQLite file (':memory:' in the tests: no second connection can see it). */
  sqliteFile: string;
}

/**
 * The rows of one query, read a batch at a time from one snapshot (docs/decisions/042-streamed-exports.md).
 * `db` runs other reads in the same snapshot (the names an audit entry's sentence needs); `close` must be
 * called, also when the reader stops early (a download cut off), to give back the connection.
 */
export interface ReadCursor<R> {
  next(count: number): Promise<R[]>;
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens a cursor over `query(db)`:
 * - PostgreSQL: a read-only REPEATABLE READ transaction on one pooled connection, the query DECLAREd as a
 *   cursor and FETCHed in batches (no pg-cursor needed); the snapshot is the transaction's.
 * - SQLite on a file: a read-only connection of its own, in a read transaction (WAL: writers go on beside
 *   it, and the main connection is never held), the statement iterated a batch at a time.
 * - SQLite in memory (tests): no other connection sees that database, and it is in memory already: the rows
 *   are read on the main connection at once and handed out in batches.
 */
export async function openReadCursor<R>(source: CursorSource, query: (db: Db) => Compilable<R>): Promise<ReadCursor<R>> {
  if (source.dialect === 'postgres') return postgresCursor(source.db, query);
  if (source.sqliteFile === ':memory:') return arrayCursor(source.db, await query(source.db).compile(), source.db);
  return sqliteCursor(source.sqliteFile, query);
}

let cursorNames = 0;

async function postgresCursor<R>(db: Db, query: (db: Db) => Compilable<R>): Promise<ReadCursor<R>> {
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute();
  const name = `export_rows_${++cursorNames}`;
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    // Ends the cursor with the transaction; the connection goes back to the pool.
    await trx.rollback().execute();
  };
  try {
    const compiled = query(trx).compile();
    await trx.executeQuery(CompiledQuery.raw(`declare ${name} no scroll cursor for ${compiled.sql}`, [...compiled.parameters]));
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return {
    db: trx,
    close,
    async next(count) {
      const { rows } = await trx.executeQuery<R>(CompiledQuery.raw(`fetch forward ${Math.max(1, Math.floor(count))} from ${name}`));
      return rows;
    },
  };
}

function sqliteCursor<R>(file: string, query: (db: Db) => Compilable<R>): ReadCursor<R> {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  let rows: IterableIterator<unknown> | undefined;
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    rows?.return?.();
    if (connection.inTransaction) connection.exec('rollback');
    await db.destroy();
  };
  try {
    // One read transaction: the statement and the reads beside it (`db`) see the same committed data.
    connection.exec('begin');
    const compiled = query(db).compile();
    rows = connection.prepare(compiled.sql).iterate(...(compiled.parameters as unknown[]));
  } catch (error) {
    void close();
    throw error;
  }
  return {
    db,
    close,
    async next(count) {
      // better-sqlite3 steps the statement here, on this thread, with no I/O of its own: without this
      // turn of the event loop, a fast download would chain batch after batch in promise jobs alone
      // and no other request (a diary save) would be read until the file ended.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const batch: R[] = [];
      while (batch.length < count) {
        const step = rows!.next();
        if (step.done) break;
        batch.push(step.value as R);
      }
      return batch;
    },
  };
}

async function arrayCursor<R>(db: Db, compiled: CompiledQuery<R>, reads: Db): Promise<ReadCursor<R>> {
  const { rows } = await db.executeQuery(compiled);
  let at = 0;
  return {
    db: reads,
    close: async () => {},
    async next(count) {
      const batch = rows.slice(at, at + count);
      at += batch.length;
      return batch;
    },
  };
}
