import type { Statement } from 'better-sqlite3';
import { type Compilable, type CompiledQuery, sql } from 'kysely';
import { type Db, sqliteConnectionOf } from './connection';

interface Prepared<O> {
  query: CompiledQuery<O>;
  /** The SQLite statement of the query, run directly; undefined on PostgreSQL or for a statement that writes. */
  statement: Statement | undefined;
}

/**
 * A hot read built and compiled once per database handle (and number of arguments), then run
 * with each call's values: Kysely otherwise builds and compiles the query anew on every call,
 * which costs more than running an indexed SQLite lookup (docs/decisions/003). On SQLite the prepared
 * statement runs directly, outside a transaction; within one, it queues behind it through
 * Kysely, as every other statement does.
 *
 * `build` makes the query from its arguments; the values it binds must be `bound(...args)`, in
 * order (by default the arguments themselves). The first compilation checks it, so a query whose
 * SQL text depends on the values themselves, not only on their number, cannot be cached by mistake.
 */
export function prepared<A extends readonly unknown[], O>(
  build: (db: Db, ...args: A) => Compilable<O>,
  bound: (...args: A) => readonly unknown[] = (...args) => args,
) {
  const cache = new WeakMap<Db, Map<number, Prepared<O>>>();

  function compile(db: Db, args: A, values: readonly unknown[]): Prepared<O> {
    const query = build(db, ...args).compile();
    const { parameters } = query;
    if (parameters.length !== values.length || parameters.some((p, i) => p !== values[i])) {
      throw new Error(`prepared(): the query binds other values than declared (${parameters.length} for ${values.length}): ${query.sql}`);
    }
    const statement = sqliteConnectionOf(db)?.prepare(query.sql);
    return { query, statement: statement?.reader ? statement : undefined };
  }

  return async (db: Db, ...args: A): Promise<O[]> => {
    let byArity = cache.get(db);
    if (!byArity) cache.set(db, (byArity = new Map()));
    const values = bound(...args);
    let p = byArity.get(args.length);
    if (!p) byArity.set(args.length, (p = compile(db, args, values)));
    if (p.statement && !p.statement.database.inTransaction) return p.statement.all(...values) as O[];
    const again: CompiledQuery<O> = { ...p.query, parameters: values };
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
