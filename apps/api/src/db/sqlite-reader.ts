import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

/** A query that can run here (execute) or, compiled, on another connection. */
export interface ReadQuery<O> {
  compile(): CompiledQuery<O>;
  execute(): Promise<O[]>;
}

/** Where a long read runs: on the request's own connection, or beside it. */
export type ReadRunner = <O>(query: ReadQuery<O>) => Promise<O[]>;

/** Runs the query on the request's connection. */
export const runHere: ReadRunner = (query) => query.execute();

// The worker is plain JavaScript given as text, so it runs the same under tsx, vitest and node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 100) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/**
 * A second, read-only connection to the SQLite file in a worker thread: a long
 * read sent here runs at the same time as the main thread's own queries, on the
 * other core (better-sqlite3 runs each statement to its end on the thread that
 * asks). Each statement sees the committed data of the moment it starts, as on
 * the main connection. Started on first use; a failure runs the query here instead
 * (docs/decisions/004).
 */
export class SqliteReader {
  private worker: Worker | undefined;
  /** Set when the worker itself failed (not one statement): every read then runs here. */
  private broken = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly file: string,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  /** Runs the query in the worker, or here when the worker cannot. */
  readonly run: ReadRunner = async <O>(query: ReadQuery<O>): Promise<O[]> => {
    if (this.broken) return query.execute();
    try {
      return (await this.all(query.compile())) as O[];
    } catch (error) {
      this.onError(error as Error);
      return query.execute();
    }
  };

  private all(compiled: Pick<CompiledQuery, 'sql' | 'parameters'>): Promise<unknown[]> {
    const worker = this.start();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      // Kept alive while it has work; an idle worker does not hold the process open.
      if (this.pending.size === 0) worker.ref();
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql: compiled.sql, parameters: compiled.parameters });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: this.file, driver } });
    worker.on('message', (m: { id: number; rows?: unknown[]; error?: string }) => {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve(m.rows ?? []);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => {
      this.broken = true;
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`the SQLite read worker stopped (exit ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Starts the worker and opens its connection now, so that the first report does not wait for them. */
  async warm(): Promise<void> {
    await this.all({ sql: 'select 1', parameters: [] }).catch((error: Error) => this.onError(error));
  }

  async close(): Promise<void> {
    this.broken = true;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
