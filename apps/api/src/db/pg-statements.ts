import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL plans an unnamed statement anew each time it runs, and for our indexed statements planning costs more
 * than running them: at 10,000 clients a client's plan list spent 0.94 ms planning its page and 0.34 ms running it,
 * the signed-in user's lookup 0.32 ms planning and 0.02 ms running (pg_stat_statements with track_planning). A named
 * statement is parsed once per connection, and after its first five runs PostgreSQL keeps a generic plan for it when
 * that plan costs no more than the plans made for each run's values (plan_cache_mode auto): from then on it is not
 * planned again (docs/decisions/057-named-statements.md).
 *
 * A statement's SQL text gets a name once it has run `after` times in this process, for at most `max` texts: each
 * connection keeps what it has parsed until it closes, so a text that runs once (an IN list of an unusual length)
 * is not kept, and what a connection keeps stays bounded whatever the callers build.
 */
export class StatementNames {
  private readonly names = new Map<string, number>();
  private readonly seen = new Map<string, number>();
  /** Bumped when a table changed under a kept statement: every text is parsed again, under a new name. */
  private generation = 0;

  constructor(
    private readonly after = 3,
    private readonly max = 300,
    private readonly maxSeen = 5_000,
  ) {}

  /** The name `text` runs under, or undefined while it stays unnamed. */
  nameOf(text: string): string | undefined {
    let id = this.names.get(text);
    if (id === undefined) {
      if (this.names.size >= this.max || !NAMEABLE.test(text) || text.includes(PLANNED_EACH_RUN)) return undefined;
      const runs = (this.seen.get(text) ?? 0) + 1;
      if (runs < this.after) {
        // Counting starts again rather than growing without bound.
        if (this.seen.size >= this.maxSeen) this.seen.clear();
        this.seen.set(text, runs);
        return undefined;
      }
      this.seen.delete(text);
      this.names.set(text, (id = this.names.size + 1));
    }
    return `tc${id}_${this.generation}`;
  }

  /** A table's columns changed (a migration run by another instance): parse every statement again. */
  renew(): void {
    this.generation += 1;
  }

  /** How many texts have a name. */
  get size(): number {
    return this.names.size;
  }
}

/**
 * Marks a statement PostgreSQL should plan for each run's values (`planEachRun`): one whose best plan depends on them
 * so much that the generic plan kept for a name is many times slower. A coach's sessions of some statuses: planned
 * for the values, their clients' sessions (0.3 ms, planning 0.7); the kept plan walked everyone's sessions in
 * start order for the coach's (30 ms at 10,000 clients). The audit trail's search by words: planned for the words'
 * patterns, its trigram index finds a rare word's entries (27 ms); the kept plan took 270.
 */
const PLANNED_EACH_RUN = '/* planned each run */';

/** The mark, for the end of a statement written with `sql`. */
export const PLAN_EACH_RUN: RawBuilder<unknown> = sql.raw(PLANNED_EACH_RUN);

/** `query` as a statement that is never named (above): PostgreSQL plans it for each run's values. */
export const planEachRun = <Q extends { modifyEnd(modifier: RawBuilder<unknown>): Q }>(query: Q): Q => query.modifyEnd(PLAN_EACH_RUN);

/**
 * `condition`, marked so that any statement holding it is planned for each run's values (as planEachRun marks a whole
 * query): a search of people's text, whose best plan depends on the words (migration 0041's trigram index for
 * "maple", every row for "ma").
 */
export const plannedEachRun = <T>(condition: RawBuilder<T>): RawBuilder<T> => sql<T>`${condition} ${PLAN_EACH_RUN}`;

/** One statement that reads or writes rows: a schema change or a setting of the session stays unnamed. */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b[^;]*$/i;

/**
 * What PostgreSQL answers when a kept statement's result columns changed since it was parsed (a column added to a
 * table a `select *` reads): the statement must be parsed again.
 */
const isStaleStatement = (error: unknown): boolean =>
  (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Runs `client`'s statements that have values under their names (StatementNames) from now on. A statement that
 * meets a changed table renews every name and, outside a transaction, runs once more (inside one, the transaction
 * has failed: its caller sees the error, and the next statement is parsed again).
 */
export function nameStatements(client: pg.PoolClient, names: StatementNames): void {
  // The class's own query, looked up on each call (a test that counts statements replaces it there).
  const query: Query = (...args) => (Object.getPrototypeOf(client) as { query: Query }).query.apply(client, args);
  // The transaction status of the connection's last ReadyForQuery: I idle, T in a transaction, E in a failed one.
  let status = 'I';
  (client as unknown as { connection: { on(event: 'readyForQuery', listener: (m: { status: string }) => void): void } }).connection.on(
    'readyForQuery',
    (message) => (status = message.status),
  );
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) {
      return query(config, values, callback);
    }
    const name = names.nameOf(config);
    if (name === undefined) return query(config, values);
    const outside = status === 'I';
    return (query({ name, text: config, values }) as Promise<unknown>).catch((error: unknown) => {
      if (!isStaleStatement(error)) throw error;
      names.renew();
      if (!outside) throw error;
      return query({ name: names.nameOf(config), text: config, values });
    });
  };
}
