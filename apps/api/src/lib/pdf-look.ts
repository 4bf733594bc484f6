import PDFDocument from 'pdfkit';
import type { Centre } from './centre';

// The look of the PDFs the server writes (the reports, a personal export's summary): colours, a US Letter page
// and its margins, and text the standard fonts can show. Shared, so every document looks like one centre's.

export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const RULE = '#cbd2d9';
export const BAR = '#2c7a7b';
export const PAGE = { width: 612, height: 792, margin: 54 };
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin;

/** What the standard fonts' encoding (WinAnsi) holds beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard PDF fonts can show: a letter outside their encoding loses
 * its accent when that makes it one they hold (ŵ becomes w), else
 * becomes '?', rather than printing as stray symbols.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch === '\n' || ch === '\t') out += ' ';
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length === 1 && base.charCodeAt(0) <= 0xff ? base : '?';
    }
  }
  return out;
}

export const hoursText = (minutes: number) =>
  (minutes / 60).toLocaleString('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A table of the document: its columns (a share of the width each) and its rows of text. */
export interface PdfTable {
  title: string;
  columns: { label: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  /** Said instead of the rows when there are none. */
  empty?: string;
  /** Bold last row (a total). */
  totalRow?: string[];
}

/**
 * One document written top to bottom on US Letter pages, `y` its cursor: a piece that does not fit starts a new
 * page. The pieces every document has (the centre's heading, lines of text, boxes of totals, tables) are here;
 * a document draws its own (the reports' bar chart) with `doc`, `y` and `room`. Standard fonts: nothing embedded.
 */
export class PdfFlow {
  readonly doc: PDFKit.PDFDocument;
  y = PAGE.margin;
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; author: string }) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: PAGE.margin,
      info: { Title: pdfSafe(info.title), Author: pdfSafe(info.author), Creator: pdfSafe(info.author) },
    });
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /** The document's bytes, once it is finished. */
  end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }

  /** A new page unless `needed` points still fit on this one. */
  room(needed: number): void {
    if (this.y + needed > BOTTOM) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  line(raw: string, opts: { size: number; bold?: boolean; color?: string; gap?: number }): void {
    const text = pdfSafe(raw);
    this.doc
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(opts.size)
      .fillColor(opts.color ?? INK);
    const h = this.doc.heightOfString(text, { width: WIDTH });
    this.room(h);
    this.doc.text(text, PAGE.margin, this.y, { width: WIDTH });
    this.y += h + (opts.gap ?? 2);
  }

  rule(): void {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.margin + WIDTH, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.y += 10;
  }

  /** The centre's name and contacts over a rule: the head of every document. */
  centreHeading(centre: Centre): void {
    this.line(centre.name, { size: 15, bold: true, gap: 1 });
    this.line(`${centre.address} · ${centre.phone} · ${centre.email}`, { size: 8.5, color: MUTED, gap: 8 });
    this.rule();
  }

  /** A row of boxes, each a label over a figure (the totals). */
  boxes(boxes: [label: string, value: string][]): void {
    const doc = this.doc;
    const boxW = WIDTH / boxes.length;
    this.room(48);
    boxes.forEach(([label, value], i) => {
      const x = PAGE.margin + i * boxW;
      doc
        .roundedRect(x + 2, this.y, boxW - 4, 42, 4)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(label.toUpperCase(), x + 8, this.y + 7, { width: boxW - 16, lineBreak: false });
      doc
        .font('Helvetica-Bold')
        .fontSize(14)
        .fillColor(INK)
        .text(value, x + 8, this.y + 20, { width: boxW - 16, lineBreak: false });
    });
    this.y += 58;
  }

  table(t: PdfTable): void {
    const doc = this.doc;
    const rowH = 15;
    this.room(20 + rowH * 2);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(t.title, PAGE.margin, this.y, { width: WIDTH });
    this.y += 18;
    const header = () => {
      cells(
        t.columns.map((c) => c.label),
        { bold: true, color: MUTED, header: true },
      );
      doc
        .moveTo(PAGE.margin, this.y - 3)
        .lineTo(PAGE.margin + WIDTH, this.y - 3)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    };
    const cells = (values: string[], opts: { bold?: boolean; color?: string; header?: boolean } = {}) => {
      if (this.y + rowH > BOTTOM) {
        // A table that runs onto the next page repeats its header there.
        doc.addPage();
        this.y = PAGE.margin;
        if (!opts.header) header();
      }
      let x = PAGE.margin;
      doc
        .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor(opts.color ?? INK);
      t.columns.forEach((c, i) => {
        const cw = c.width * WIDTH;
        // One line a row: what does not fit ends in an ellipsis.
        doc.text(pdfSafe(values[i] ?? ''), x + 2, this.y, { width: cw - 4, height: 11, align: c.align ?? 'left', ellipsis: true });
        x += cw;
      });
      this.y += rowH;
    };
    header();
    if (t.rows.length === 0 && t.empty) cells([t.empty], { color: MUTED });
    for (const r of t.rows) cells(r);
    if (t.totalRow) cells(t.totalRow, { bold: true });
    this.y += 12;
  }
}
