import { ACTIVITY_LABELS, PLAN_STATUS_LABELS } from '@tc/contract/coaching';
import { ROLES } from '@tc/contract/roles';
import { SESSION_KIND_LABELS, SESSION_STATUS_LABELS } from '@tc/contract/sessions';
import PDFDocument from 'pdfkit';
import type { Centre } from '../../lib/centre';
import { BOTTOM, hoursText, INK, MUTED, PAGE, pdfSafe, RULE, WIDTH } from '../../lib/pdf-look';
import type { PersonalData } from './export-data';

/** The counts of an export: the summary's boxes, the audit entry's only content. */
export function exportCounts(d: PersonalData) {
  return {
    plans: d.plans.length,
    steps: d.plans.reduce((n, p) => n + p.step_list.length, 0),
    diary: d.diary.length,
    minutes: d.diary.reduce((n, e) => n + e.minutes, 0),
    sessions: d.sessions.length,
    messages: d.conversations.reduce((n, c) => n + c.messages.length, 0),
    milestones: d.milestones.length,
    files: d.files.length,
  };
}

const ROLE_NAMES: Record<number, string> = { [ROLES.ADMIN]: 'Administrator', [ROLES.CLIENT]: 'Client', [ROLES.COACH]: 'Coach' };
const fmt = (n: number) => n.toLocaleString('en-CA');
const person = (p: { firstname: string; lastname: string } | null) => (p ? `${p.firstname} ${p.lastname}` : '');

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * summary.pdf of a personal export: the look of the report PDFs (features/reports/reports-pdf.ts: the centre's
 * heading, a rule, the title, boxes of totals, tables with a repeated header), saying who it is for, when it was
 * made, how many of each record the ZIP holds, the plans with their steps, the sessions and the hours by activity.
 * Only what the JSON files hold is printed; a private note never is.
 */
export function exportSummaryPdf(d: PersonalData, centre: Centre, madeAt: string): Promise<Buffer> {
  const u = d.profile.user;
  const name = `${u.firstname} ${u.lastname}`;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: pdfSafe(`Your data: ${name}`), Author: pdfSafe(centre.name), Creator: pdfSafe(centre.name) },
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

  line(centre.name, { size: 15, bold: true, gap: 1 });
  line(`${centre.address} · ${centre.phone} · ${centre.email}`, { size: 8.5, color: MUTED, gap: 8 });
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  line(`Your data: ${name}`, { size: 18, bold: true, gap: 4 });
  line([ROLE_NAMES[u.category_id] ?? 'Member', u.username, u.business_name].filter(Boolean).join(' · '), { size: 11, gap: 2 });
  line(`Exported on ${madeAt}`, { size: 11, gap: 12 });

  const counts = exportCounts(d);
  const boxes: [string, string][] = [
    ['Plans', fmt(counts.plans)],
    ['Diary entries', fmt(counts.diary)],
    ['Hours', hoursText(counts.minutes)],
    ['Sessions', fmt(counts.sessions)],
    ['Messages', fmt(counts.messages)],
    ['Milestones', fmt(counts.milestones)],
    ['Files', fmt(counts.files)],
  ];
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
      .fontSize(7)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x + 6, y + 7, { width: boxW - 12, lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(value, x + 6, y + 20, { width: boxW - 12, lineBreak: false });
  });
  y += 58;

  table(
    'Action plans and their steps',
    [
      { label: 'Date', width: 0.16 },
      { label: 'Plan, then its steps', width: 0.5 },
      { label: 'Status', width: 0.16 },
      { label: 'Steps done', width: 0.18, align: 'right' },
    ],
    d.plans.flatMap((p) => [
      [
        p.date,
        p.summary,
        PLAN_STATUS_LABELS[p.status ?? 'open'],
        `${p.step_list.filter((s) => s.done_at).length} of ${p.step_list.length}`,
      ],
      ...p.step_list.map((s) => ['', `    ${s.done_at ? '[x]' : '[ ]'} ${s.title}`, s.due_date ? `due ${s.due_date}` : '', '']),
    ]),
    'No action plans.',
  );
  table(
    'Sessions',
    [
      { label: 'When (Alberta)', width: 0.22 },
      { label: 'Kind', width: 0.18 },
      { label: 'Status', width: 0.16 },
      { label: u.category_id === ROLES.CLIENT ? 'Coach' : 'Client', width: 0.3 },
      { label: 'Minutes', width: 0.14, align: 'right' },
    ],
    d.sessions.map((s) => [
      s.localStart.replace('T', ' '),
      SESSION_KIND_LABELS[s.kind],
      SESSION_STATUS_LABELS[s.status],
      person(u.category_id === ROLES.CLIENT ? s.coach : s.client),
      fmt(s.minutes),
    ]),
    'No sessions.',
  );
  const byActivity = new Map<string, { entries: number; minutes: number }>();
  for (const e of d.diary) {
    const a = byActivity.get(e.activity) ?? { entries: 0, minutes: 0 };
    a.entries += 1;
    a.minutes += e.minutes;
    byActivity.set(e.activity, a);
  }
  table(
    'Hours in the diary, by activity',
    [
      { label: 'Activity', width: 0.4 },
      { label: 'Entries', width: 0.2, align: 'right' },
      { label: 'Minutes', width: 0.2, align: 'right' },
      { label: 'Hours', width: 0.2, align: 'right' },
    ],
    [...byActivity].map(([activity, a]) => [
      ACTIVITY_LABELS[activity as keyof typeof ACTIVITY_LABELS],
      fmt(a.entries),
      fmt(a.minutes),
      hoursText(a.minutes),
    ]),
    'No diary entries.',
    d.diary.length ? ['Total', fmt(counts.diary), fmt(counts.minutes), hoursText(counts.minutes)] : undefined,
  );

  y += 6;
  line('Every record is in the JSON and CSV files beside this summary; README.txt says what each file holds.', { size: 8, color: MUTED });
  doc.end();
  return done;

  function table(title: string, columns: Column[], rows: string[][], empty: string, total?: string[]) {
    const rowH = 15;
    room(20 + rowH * 2);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(title, PAGE.margin, y, { width: WIDTH });
    y += 18;
    const header = () => {
      cells(
        columns.map((c) => c.label),
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
      columns.forEach((c, i) => {
        const cw = c.width * WIDTH;
        doc.text(pdfSafe(values[i] ?? ''), x + 2, y, { width: cw - 4, height: 11, align: c.align ?? 'left', ellipsis: true });
        x += cw;
      });
      y += rowH;
    };
    header();
    if (rows.length === 0) cells([empty], { color: MUTED });
    for (const r of rows) cells(r);
    if (total) cells(total, { bold: true });
    y += 12;
  }
}
