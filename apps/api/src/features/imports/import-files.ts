import { IMPORT_MAX_ROWS } from '@tc/contract/imports';
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import { AppError } from '../../lib/errors';

/**
 * Reading an import file (docs/architecture.md#import): a CSV or an .xlsx workbook, to a header row and rows of
 * text cells. Nothing here knows what the columns mean.
 */
export interface Sheet {
  columns: string[];
  rows: string[][];
}

export const tooManyRows = () =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `This file has ${IMPORT_MAX_ROWS.toLocaleString('en-CA')} rows or more. Split it into files of fewer rows and import them one by one.`,
  );

const notASheet = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'This file is neither a CSV file nor an Excel workbook (.xlsx). Save it as one of those and try again.',
  );

/** The header and rows of a file: an .xlsx is a ZIP (it starts with PK), anything else is read as CSV text. */
export function readSheet(bytes: Uint8Array): Sheet {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const grid = zip ? readXlsx(bytes) : readCsv(decodeText(bytes));
  // Rows with nothing in them (the blank lines a spreadsheet leaves at its end) are no people.
  const filled = grid.filter((row) => row.some((cell) => cell.trim() !== ''));
  const [header = [], ...rows] = filled;
  if (rows.length >= IMPORT_MAX_ROWS) throw tooManyRows();
  return { columns: header.map((c) => c.trim()), rows };
}

// ---- CSV ----

/**
 * UTF-8 with or without its byte order mark; a file that is not valid UTF-8 is taken for Windows-1252, what
 * Excel on Windows saves as "CSV" (é as the single byte E9).
 */
export function decodeText(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  // A NUL byte is no text file (an old .xls, a PDF, a picture).
  if (body.subarray(0, 8192).includes(0)) throw notASheet();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** The separator of the header line: a semicolon where Excel's locale uses the comma for decimals, else a comma (or a tab). */
function separatorOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const count = (ch: string) => line.split(ch).length - 1;
  const candidates = [',', ';', '\t'].map((ch) => [ch, count(ch)] as const).sort((a, b) => b[1] - a[1]);
  return candidates[0][1] > 0 ? candidates[0][0] : ',';
}

function readCsv(text: string): string[][] {
  let records = 0;
  try {
    // Every cell is text: a cell starting with = stays the text it is (it is never evaluated here).
    return parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // Counted while reading, so a huge file stops at the limit rather than at its end.
      on_record: (record: string[]) => {
        records += 1;
        if (records > IMPORT_MAX_ROWS) throw tooManyRows();
        return record;
      },
    }) as string[][];
  } catch (err) {
    if (err instanceof AppError) throw err;
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof AppError) throw cause;
    throw new AppError(400, 'VALIDATION_ERROR', `This CSV file could not be read: ${(err as Error).message}`);
  }
}

// ---- .xlsx ----

/** What the workbook's parts may unpack to at most: a small ZIP must not unpack to gigabytes. */
const XLSX_MAX_UNPACKED = 300 * 1024 * 1024;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ['row', 'c', 'si', 'r', 'sheet', 'Relationship', 'xf', 'numFmt'].includes(name),
});

type Node = Record<string, unknown>;
const textOf = (node: unknown): string => {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return textOf((node as Node)['#text']);
};
/** The text of a shared or inline string: one <t>, or runs of rich text each with its <t>. */
const stringOf = (node: Node | undefined): string => {
  if (!node) return '';
  if (node.t !== undefined) return textOf(node.t);
  return ((node.r as Node[] | undefined) ?? []).map((run) => textOf(run.t)).join('');
};

function readXlsx(bytes: Uint8Array): string[][] {
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        if (!/^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|styles\.xml|worksheets\/[^/]+\.xml)$/.test(f.name))
          return false;
        unpacked += f.originalSize;
        if (unpacked > XLSX_MAX_UNPACKED) throw tooManyRows();
        return true;
      },
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notASheet();
  }
  const part = (name: string) => (files[name] ? new TextDecoder().decode(files[name]) : undefined);
  const sheetXml = part(firstSheetPath(part));
  if (!sheetXml) throw notASheet();
  // Counted before the sheet is parsed: a sheet of a million rows is refused without building them.
  if (countRows(sheetXml) > IMPORT_MAX_ROWS) throw tooManyRows();

  const strings = (((xml.parse(part('xl/sharedStrings.xml') ?? '') as Node).sst as Node | undefined)?.si as Node[] | undefined) ?? [];
  const shared = strings.map(stringOf);
  const dateStyles = dateStylesOf(part('xl/styles.xml'));

  const sheet = (xml.parse(sheetXml) as Node).worksheet as Node | undefined;
  const rows = ((sheet?.sheetData as Node | undefined)?.row as Node[] | undefined) ?? [];
  const grid: string[][] = [];
  for (const row of rows) {
    const index = Number(row['@_r']) - 1;
    const at = Number.isInteger(index) && index >= grid.length ? index : grid.length;
    while (grid.length < at) grid.push([]);
    const cells: string[] = [];
    for (const c of (row.c as Node[] | undefined) ?? []) {
      const col = columnIndex(String(c['@_r'] ?? '')) ?? cells.length;
      while (cells.length < col) cells.push('');
      cells[col] = cellValue(c, shared, dateStyles);
    }
    grid.push(cells);
  }
  return grid;
}

/** The first sheet of the workbook, by the workbook's order and its relationships; sheet1.xml when they say nothing. */
function firstSheetPath(part: (name: string) => string | undefined): string {
  const workbook = (xml.parse(part('xl/workbook.xml') ?? '') as Node).workbook as Node | undefined;
  const first = ((workbook?.sheets as Node | undefined)?.sheet as Node[] | undefined)?.[0];
  const relId = first?.['@_r:id'];
  const rels =
    (((xml.parse(part('xl/_rels/workbook.xml.rels') ?? '') as Node).Relationships as Node | undefined)?.Relationship as
      Node[] | undefined) ?? [];
  const target = rels.find((r) => r['@_Id'] === relId)?.['@_Target'];
  if (typeof target !== 'string') return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

function countRows(sheetXml: string): number {
  let n = 0;
  for (let i = sheetXml.indexOf('<row'); i !== -1; i = sheetXml.indexOf('<row', i + 4)) {
    const next = sheetXml[i + 4];
    if (next === ' ' || next === '>' || next === '/') n += 1;
  }
  return n;
}

/** "C12" → 2. */
function columnIndex(ref: string): number | undefined {
  const letters = /^[A-Z]+/.exec(ref)?.[0];
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Excel's built-in date formats (14–22, 45–47) and any custom format that spells days, months or years. */
function dateStylesOf(stylesXml: string | undefined): Set<number> {
  const dates = new Set<number>();
  if (!stylesXml) return dates;
  const styles = (xml.parse(stylesXml) as Node).styleSheet as Node | undefined;
  const custom = new Set<number>();
  for (const f of ((styles?.numFmts as Node | undefined)?.numFmt as Node[] | undefined) ?? []) {
    const code = String(f['@_formatCode'] ?? '').replace(/"[^"]*"|\[[^\]]*\]/g, '');
    if (/[dmy]/i.test(code)) custom.add(Number(f['@_numFmtId']));
  }
  const xfs = ((styles?.cellXfs as Node | undefined)?.xf as Node[] | undefined) ?? [];
  xfs.forEach((xf, i) => {
    const id = Number(xf['@_numFmtId']);
    if ((id >= 14 && id <= 22) || (id >= 45 && id <= 47) || custom.has(id)) dates.add(i);
  });
  return dates;
}

/** A serial day number (1900 date system; 60 is Excel's 29 February 1900 that never was) as YYYY-MM-DD. */
export function serialToDate(serial: number): string {
  const ms = Math.round((serial - 25569) * 86_400_000);
  return new Date(ms).toISOString().slice(0, 10);
}

/** A cell as text: shared and inline strings, the cached value of a formula (never the formula), numbers, dates. */
function cellValue(c: Node, shared: string[], dateStyles: Set<number>): string {
  const type = c['@_t'];
  if (type === 'inlineStr') return stringOf(c.is as Node | undefined);
  const v = textOf(c.v);
  if (type === 's') return shared[Number(v)] ?? '';
  if (type === 'b') return v === '1' ? 'TRUE' : v === '' ? '' : 'FALSE';
  if (type === 'str' || type === 'e') return v;
  if (v === '') return '';
  const n = Number(v);
  if (!Number.isFinite(n)) return v;
  if (dateStyles.has(Number(c['@_s'])) && n > 0 && n < 2_958_466) return serialToDate(n);
  // Whole numbers read as typed (a phone number), not as 7.805551234E9.
  return Number.isInteger(n) ? BigInt(n).toString() : String(n);
}
