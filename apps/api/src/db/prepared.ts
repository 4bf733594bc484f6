import type { Statement } from 'better-sqlite3';
import { type Compilable, type CompiledQuery, sql } from 'kysely';
import { type Db, sqliteConnectionOf } from './connection';

/**
 * A hot read built and compiled once per database (and number of arguments), then run
 * with each call's values: Kysely otherwise builds and compiles the query anew on every call,
 * which costs more than running an indexed SQLite lookup (docs/decisions/003). On SQLite the prepared
 * statement runs directly, outside a transaction; within one, it queues behind it through
 * Kysely, as every other statement does. A transaction runs the same compiled query as its database
 * (one compilation, kept by the database's adapter, which its transactions share), so a write made in
 * one (an audit entry) is compiled once too.
 *
 * `build` makes the query from its arguments; the values it binds must be `bound(...args)`, in
 * order (by default the arguments themselves). The first compilation checks it, so a query whose
 * SQL text depends on the values themselves, not only on their number, cannot be cached by mistake.
 */
export function prepared<A extends readonly unknown[], O>(
  build: (db: Db, ...args: A) => Compilable<O>,
  bound: (...args: A) => readonly unknown[] = (...args) => args,
) {
  const compiled = new WeakMap<object, Map<number, CompiledQuery<O>>>();
  /** The SQLite statement of each compiled query, by handle (never a transaction's); null for one that writes. */
  const statements = new WeakMap<Db, Map<number, Statement | null>>();

  function compile(db: Db, args: A, values: readonly unknown[]): CompiledQuery<O> {
    const query = build(db, ...args).compile();
    const { parameters } = query;
    if (parameters.length !== values.length || parameters.some((p, i) => p !== values[i])) {
      throw new Error(`prepared(): the query binds other values than declared (${parameters.length} for ${values.length}): ${query.sql}`);
    }
    return query;
  }

  return async (db: Db, ...args: A): Promise<O[]> => {
    const values = bound(...args);
    const adapter = db.getExecutor().adapter;
    let byArity = compiled.get(adapter);
    if (!byArity) compiled.set(adapter, (byArity = new Map()));
    let query = byArity.get(args.length);
    if (!query) byArity.set(args.length, (query = compile(db, args, values)));
    const sqlite = sqliteConnectionOf(db);
    if (sqlite) {
      let ofDb = statements.get(db);
      if (!ofDb) statements.set(db, (ofDb = new Map()));
      let statement = ofDb.get(args.length);
      if (statement === undefined) {
        const made = sqlite.prepare(query.sql);
        ofDb.set(args.length, (statement = made.reader && !/^\s*(insert|update|delete|replace)\b/i.test(query.sql) ? made : null));
      }
      if (statement && !sqlite.inTransaction) return statement.all(...values) as O[];
    }
    const again: CompiledQuery<O> = { ...query, parameters: values };
    return (await db.executeQuery(again)).rows;
  };
}

/**
 * An integer bound as `cast(? as integer)`, a value SQLite's planner does not look at. SQLite (3.54, as
 * better-sqlite3 bundles it) reads some bound values while planning, a LIMIT or an OFFSET or a value
 * compared with an indexed column of action_plans or action_journals (measured, with or without the
 * statistics of ANALYZE), and then compiles the statement anew before each run with other values:
 * a statement prepared once was compiled on every call (docs/decisions/003: the plan list's page statement
 * took 28 µs instead of 11). The index is used as before, and both databases read the same number.
 */
export const boundInt = (n: number) => sql<number>`cast(${n} as integer)`;

/** Text bound as `cast(? as text)`, for the same reason as `boundInt`: a time compared with an indexed column. */
export const boundText = (s: string) => sql<string>`cast(${s} as text)`;
