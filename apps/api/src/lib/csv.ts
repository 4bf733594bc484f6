import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
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

/** A CSV attachment named `base-YYYY-MM-DD.csv`, the day it was made in Alberta. */
export function sendCsv(reply: FastifyReply, base: string, body: string) {
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
