import { ACTIVITY_LABELS } from '@tc/contract/coaching';
import type { ActivityTotals, MonthTotals, ReportPeriod, ReportTotals } from '@tc/contract/reports';
import type { Centre } from '../../lib/centre';
import { BAR, hoursText, INK, MUTED, PAGE, PdfFlow, type PdfTable, pdfSafe, RULE, WIDTH } from '../../lib/pdf-look';
import { longDate, monthLabel, periodLabel } from './reports-period';

export { hoursText, pdfSafe, type PdfTable };

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
  const flow = new PdfFlow({ title: `${spec.title}, ${periodLabel(spec.period)}`, author: spec.centre.name });
  const { doc } = flow;
  const line = flow.line.bind(flow);
  const table = flow.table.bind(flow);

  // ---- The centre, the title, the period ----
  flow.centreHeading(spec.centre);
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
  flow.boxes(boxes);
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

  flow.y += 6;
  line(
    `Generated on ${longDate(spec.today)}. Only live records count: deleted plans, entries, milestones and sessions and archived clients are left out.`,
    {
      size: 8,
      color: MUTED,
    },
  );
  return flow.end();

  function chart(months: MonthTotals[]) {
    const height = 150;
    const labelH = 14;
    flow.room(20 + height + labelH + 16);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Minutes by month', PAGE.margin, flow.y, { width: WIDTH });
    flow.y += 18;
    const axisW = 44;
    const x0 = PAGE.margin + axisW;
    const w = WIDTH - axisW;
    const base = flow.y + height;
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
    flow.y = base + labelH + 16;
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
