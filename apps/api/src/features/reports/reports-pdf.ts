import { ACTIVITY_LABELS } from '@tc/contract/coaching';
import type { ActivityTotals, MonthTotals, ReportPeriod, ReportTotals } from '@tc/contract/reports';
import PDFDocument from 'pdfkit';
import type { Centre } from '../../lib/centre';
import { BAR, BOTTOM, hoursText, INK, MUTED, PAGE, pdfSafe, RULE, WIDTH } from '../../lib/pdf-look';
import { longDate, monthLabel, periodLabel } from './reports-period';

export { hoursText, pdfSafe };

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

export interface ReportPdf {
  centre: Centre;
  title: string;
  /** Lines under the title: the client and their business, the filters. */
  subtitle: string[];
  period: ReportPeriod;
  totals: ReportTotals;
  /** Shown beside the totals when the report counts them. */
  milestones?: number;
  by_month: MonthTotals[];
  by_activity?: ActivityTotals[];
  /** Tables after the monthly one (milestones, regions, clients). */
  tables?: PdfTable[];
  /** The day the document was made (Alberta). */
  today: string;
}

const fmt = (n: number) => n.toLocaleString('en-CA');

/**
 * A report as a PDF (docs/architecture.md#reports-and-outcomes): the centre, the title and period, the
 * totals, a bar chart of minutes by month drawn with vector shapes, the monthly
 * table, then the report's own tables. Standard PDF fonts, so nothing is embedded.
 */
export function reportPdf(spec: ReportPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: {
      Title: pdfSafe(`${spec.title}, ${periodLabel(spec.period)}`),
      Author: pdfSafe(spec.centre.name),
      Creator: pdfSafe(spec.centre.name),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = PAGE.margin;
  const room = (needed: number) => {
    if (y + needed > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
  };
  const line = (raw: string, opts: { size: number; bold?: boolean; color?: string; gap?: number }) => {
    const text = pdfSafe(raw);
    doc
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(opts.size)
      .fillColor(opts.color ?? INK);
    const h = doc.heightOfString(text, { width: WIDTH });
    room(h);
    doc.text(text, PAGE.margin, y, { width: WIDTH });
    y += h + (opts.gap ?? 2);
  };
  const rule = () => {
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 10;
  };

  // ---- The centre, the title, the period ----
  line(spec.centre.name, { size: 15, bold: true, gap: 1 });
  line(`${spec.centre.address} · ${spec.centre.phone} · ${spec.centre.email}`, { size: 8.5, color: MUTED, gap: 8 });
  rule();
  line(spec.title, { size: 18, bold: true, gap: 4 });
  for (const s of spec.subtitle) line(s, { size: 11, gap: 2 });
  line(`Period: ${periodLabel(spec.period)}`, { size: 11, gap: 12 });

  // ---- Totals ----
  const boxes: [string, string][] = [
    ['Hours', hoursText(spec.totals.minutes)],
    ['Minutes', fmt(spec.totals.minutes)],
    ['Entries', fmt(spec.totals.entries)],
    ['Plans', fmt(spec.totals.plans)],
    ['Clients', fmt(spec.totals.clients)],
  ];
  if (spec.milestones !== undefined) boxes.push(['Milestones', fmt(spec.milestones)]);
  const boxW = WIDTH / boxes.length;
  room(48);
  boxes.forEach(([label, value], i) => {
    const x = PAGE.margin + i * boxW;
    doc
      .roundedRect(x + 2, y, boxW - 4, 42, 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x + 8, y + 7, { width: boxW - 16, lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(INK)
      .text(value, x + 8, y + 20, { width: boxW - 16, lineBreak: false });
  });
  y += 58;
  const sessions = spec.totals.sessions;
  line(
    `Sessions in the period: ${fmt(sessions.completed)} completed, ${fmt(sessions.cancelled)} cancelled, ${fmt(sessions.no_show)} no-show${sessions.no_show === 1 ? '' : 's'}`,
    { size: 10, gap: 12 },
  );

  // ---- Bar chart: minutes by month ----
  chart(spec.by_month);

  // ---- Tables ----
  const monthTotal = spec.by_month.reduce((n, m) => ({ entries: n.entries + m.entries, minutes: n.minutes + m.minutes }), {
    entries: 0,
    minutes: 0,
  });
  table({
    title: 'By month',
    columns: [
      { label: 'Month', width: 0.4 },
      { label: 'Entries', width: 0.2, align: 'right' },
      { label: 'Minutes', width: 0.2, align: 'right' },
      { label: 'Hours', width: 0.2, align: 'right' },
    ],
    rows: spec.by_month.map((m) => [monthLabel(m.month), fmt(m.entries), fmt(m.minutes), hoursText(m.minutes)]),
    totalRow: ['Total', fmt(monthTotal.entries), fmt(monthTotal.minutes), hoursText(monthTotal.minutes)],
  });
  if (spec.by_activity) {
    table({
      title: 'By activity',
      columns: [
        { label: 'Activity', width: 0.4 },
        { label: 'Entries', width: 0.2, align: 'right' },
        { label: 'Minutes', width: 0.2, align: 'right' },
        { label: 'Hours', width: 0.2, align: 'right' },
      ],
      rows: spec.by_activity.map((a) => [ACTIVITY_LABELS[a.activity], fmt(a.entries), fmt(a.minutes), hoursText(a.minutes)]),
    });
  }
  for (const t of spec.tables ?? []) table(t);

  y += 6;
  line(
    `Generated on ${longDate(spec.today)}. Only live records count: deleted plans, entries, milestones and sessions and archived clients are left out.`,
    {
      size: 8,
      color: MUTED,
    },
  );
  doc.end();
  return done;

  function chart(months: MonthTotals[]) {
    const height = 150;
    const labelH = 14;
    room(20 + height + labelH + 16);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Minutes by month', PAGE.margin, y, { width: WIDTH });
    y += 18;
    const axisW = 44;
    const x0 = PAGE.margin + axisW;
    const w = WIDTH - axisW;
    const base = y + height;
    const max = niceMax(Math.max(0, ...months.map((m) => m.minutes)));
    // Grid lines and their values.
    for (let i = 0; i <= 4; i++) {
      const gy = base - (height * i) / 4;
      doc
        .moveTo(x0, gy)
        .lineTo(x0 + w, gy)
        .lineWidth(i === 0 ? 0.8 : 0.3)
        .strokeColor(i === 0 ? MUTED : RULE)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor(MUTED)
        .text(fmt((max * i) / 4), PAGE.margin, gy - 4, { width: axisW - 6, align: 'right', lineBreak: false });
    }
    const slot = w / Math.max(1, months.length);
    const barW = Math.max(1, slot * 0.7);
    // Label every month while the labels fit, else every few.
    const every = Math.max(1, Math.ceil(36 / slot));
    months.forEach((m, i) => {
      const h = max > 0 ? (m.minutes / max) * height : 0;
      const x = x0 + i * slot + (slot - barW) / 2;
      if (h > 0) doc.rect(x, base - h, barW, h).fill(BAR);
      if (i % every === 0) {
        const labelW = 36;
        doc
          .font('Helvetica')
          .fontSize(7)
          .fillColor(MUTED)
          .text(shortMonth(m.month), x0 + i * slot + slot / 2 - labelW / 2, base + 4, { width: labelW, align: 'center', lineBreak: false });
      }
    });
    y = base + labelH + 16;
  }

  function table(t: PdfTable) {
    const rowH = 15;
    room(20 + rowH * 2);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(t.title, PAGE.margin, y, { width: WIDTH });
    y += 18;
    const header = () => {
      cells(
        t.columns.map((c) => c.label),
        { bold: true, color: MUTED, header: true },
      );
      doc
        .moveTo(PAGE.margin, y - 3)
        .lineTo(PAGE.margin + WIDTH, y - 3)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    };
    const cells = (values: string[], opts: { bold?: boolean; color?: string; header?: boolean } = {}) => {
      if (y + rowH > BOTTOM) {
        // A table that runs onto the next page repeats its header there.
        doc.addPage();
        y = PAGE.margin;
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
        doc.text(pdfSafe(values[i] ?? ''), x + 2, y, { width: cw - 4, height: 11, align: c.align ?? 'left', ellipsis: true });
        x += cw;
      });
      y += rowH;
    };
    header();
    if (t.rows.length === 0 && t.empty) cells([t.empty], { color: MUTED });
    for (const r of t.rows) cells(r);
    if (t.totalRow) cells(t.totalRow, { bold: true });
    y += 12;
  }
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `Apr '25`: a month under a bar. */
const shortMonth = (month: string) => `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1]} '${month.slice(2, 4)}`;

/** The chart's top value: a round number at or above the largest bar. */
function niceMax(value: number): number {
  if (value <= 0) return 60;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}
