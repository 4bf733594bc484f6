import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { ReadCursor } from '../db/read-cursor';
import { todayInAlberta } from './time';

export type CsvCell = string | number | null;

/**
 * A text cell a spreadsheet would take for a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe, so a name or a note cannot run as one.
 */
function safe(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * UTF-8 with a byte order mark (spreadsheets then read the accents right), CRLF rows (RFC 4180):
 * a header row, the rows, and a totals row when there is one (the reports).
 */
export function toCsv(header: string[], rows: CsvCell[][], totals?: CsvCell[]): string {
  const all = [header, ...rows.map((r) => r.map(safe)), ...(totals ? [totals.map(safe)] : [])];
  return stringify(all, { bom: true, record_delimiter: 'windows' });
}

/** The CSV of some rows with no header: a part of a file that `csvStream` writes out. */
function csvRows(rows: CsvCell[][]): string {
  return rows.length
    ? stringify(
        rows.map((r) => r.map(safe)),
        { record_delimiter: 'windows' },
      )
    : '';
}

/** Rows a file is written from: an array already made, or batches read as they come (a database cursor). */
export type CsvRows = CsvCell[][] | AsyncIterable<CsvCell[][]>;

/**
 * The same file as `toCsv`, written out as it is read (docs/decisions/042-streamed-exports.md): the byte
 * order mark and the header row first, then each batch of rows as the reader asks for more (a slow
 * download holds the reading back), then the totals row. Closed, at the end or cut off, it calls
 * `release` (a cursor's close: the connection given back).
 */
export function csvStream(
  header: string[],
  rows: CsvRows,
  opts: { totals?: () => CsvCell[] | undefined; release?: () => Promise<void> } = {},
): Readable {
  async function* chunks() {
    yield stringify([header], { bom: true, record_delimiter: 'windows' });
    if (Array.isArray(rows)) {
      for (let i = 0; i < rows.length; i += CSV_BATCH) yield csvRows(rows.slice(i, i + CSV_BATCH));
    } else {
      for await (const batch of rows) if (batch.length) yield csvRows(batch);
    }
    const last = opts.totals?.();
    if (last) yield csvRows([last]);
  }
  const stream = Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
  // Destroyed before its first read, the generator never ran, so its `finally` would not: release here too.
  const release = opts.release;
  if (release) stream.once('close', () => void release().catch(() => {}));
  return stream;
}

/** How many rows are read and written at a time: enough to keep the per-batch cost small, few enough to stay small in memory. */
export const CSV_BATCH = 1000;

/**
 * The batches of a cursor, each row made a CSV row by `row` (`prepare` may read more, for the batch, in
 * the cursor's snapshot); the cursor is closed at the end, on an error, or when the reader stops.
 */
export async function* cursorRows<R, P = R>(
  cursor: ReadCursor<R>,
  row: (r: P) => CsvCell[],
  prepare?: (batch: R[], cursor: ReadCursor<R>) => Promise<P[]>,
): AsyncGenerator<CsvCell[][]> {
  try {
    for (;;) {
      const batch = await cursor.next(CSV_BATCH);
      if (!batch.length) return;
      const ready = prepare ? await prepare(batch, cursor) : (batch as unknown as P[]);
      yield ready.map(row);
      if (batch.length < CSV_BATCH) return;
    }
  } finally {
    await cursor.close();
  }
}

/** A CSV attachment named `base-YYYY-MM-DD.csv`, the day it was made in Alberta: a whole text, or a stream of one. */
export function sendCsv(reply: FastifyReply, base: string, body: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${base}-${todayInAlberta()}.csv"`)
    .send(body);
}

/** Whether a call asks for CSV: `format=csv`, or an Accept header that names text/csv first. */
export function wantsCsv(format: string | undefined, accept: string | undefined): boolean {
  if (format === 'csv') return true;
  const first = accept?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'text/csv';
}
