import { type Compilable, CompiledQuery, SqliteAdapter } from 'kysely';
import type { Db } from './connection';

/**
 * Runs `query` with its FROM `table` read by `index` on SQLite (`indexed by`), and as it is on PostgreSQL, which
 * plans its own way. SQLite chooses an index by its cost guesses, and for a LIKE it cannot guess how many rows match:
 * the total of a search among 10,000 clients read every client's row (10.5 ms) where a scan of the narrow
 * users_live_search index, which holds the searched text, took 1.9 (docs/decisions/067-sqlite-search-index.md).
 * Neither `likelihood()`, a unary `+` nor another index changed its choice. Kysely has no way to write INDEXED BY,
 * so it is added to the compiled text, after the first `from "table"`: the query's own FROM, as every query given
 * here is written (a plain select from the table, no subquery before its FROM).
 *
 * The index must serve the query, or SQLite refuses it ("no query solution"): a partial index needs its WHERE
 * among the query's conditions.
 */
export async function readIndexedBy<O>(db: Db, query: Compilable<O>, table: string, index: string): Promise<O[]> {
  const compiled = query.compile();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return (await db.executeQuery(compiled)).rows;
  return (await db.executeQuery(CompiledQuery.raw(withIndexedBy(compiled.sql, table, index), [...compiled.parameters]))).rows as O[];
}

/** `text` with `indexed by "index"` after its first `from "table"`. */
export function withIndexedBy(text: string, table: string, index: string): string {
  const from = `from "${table}"`;
  const at = text.indexOf(from);
  // A FROM in a subquery of the select list is not the query's own: this would hint the wrong one.
  if (at < 0 || !/^select\b/i.test(text) || /\bselect\b/i.test(text.slice(6, at))) {
    throw new Error(`readIndexedBy(): no plain "${from}" to read by ${index} in: ${text}`);
  }
  const end = at + from.length;
  return `${text.slice(0, end)} indexed by "${index}"${text.slice(end)}`;
}
