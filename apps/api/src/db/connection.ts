import SQLite from 'better-sqlite3';
import { Kysely, type KyselyPlugin, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { nameStatements, StatementNames } from './pg-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL's COUNT(*) is a bigint, which pg hands over as a string; our counts fit a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Kysely prepares every statement anew; preparing costs more than running our
 * indexed queries, so keep the prepared statements of recent SQL texts.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = sqlite.prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const sqliteConnections = new WeakMap<Db, SQLite.Database>();

/** The SQLite connection behind a handle (never a transaction's): hot reads run their prepared statement on it directly (db/prepared.ts). */
export const sqliteConnectionOf = (db: Db): SQLite.Database | undefined => sqliteConnections.get(db);

/** Settings of every PostgreSQL session the server opens (and tools/explain-queries.ts, to show the same plans). */
export const PG_SESSION_OPTIONS = '-c jit=off';

export function openDatabase(opts: {
  databaseUrl?: string;
  sqliteFile: string;
  poolSize?: number;
  /** Kysely plugins of every query (the metrics' query timer). */
  plugins?: KyselyPlugin[];
  onIdleError?: (error: Error) => void;
}): DbHandle {
  if (opts.databaseUrl) {
    // No JIT compilation (docs/decisions/052-postgres-without-jit.md): the planner turns it on for any statement it
    // costs high, and a search over the audit trail spent 2.2 s compiling what ran in 50 ms.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, options: PG_SESSION_OPTIONS });
    // An idle connection the server closes (a restart, a dropped database) is replaced on the
    // next query; unhandled, its 'error' event would end the process.
    pool.on('error', (error) => opts.onIdleError?.(error));
    const names = new StatementNames();
    pool.on('connect', (client) => nameStatements(client, names));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: opts.plugins });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const sqlite = new SQLite(opts.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // What a delete or an update frees is overwritten with zeros, not left in the file's free space: an erased
  // person's text must not be found there (docs/decisions/035-erasure.md).
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: opts.plugins });
  sqliteConnections.set(db, sqlite);
  const close = async () => {
    // The write-ahead log emptied into the file first, even while another process has it open (a backup): app.db alone is whole.
    if (sqlite.open) sqlite.pragma('wal_checkpoint(TRUNCATE)');
    await db.destroy();
  };
  return { db, dialect: 'sqlite', close };
}
