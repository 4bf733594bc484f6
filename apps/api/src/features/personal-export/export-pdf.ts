import { type Activity, ACTIVITY_LABELS, PLAN_STATUS_LABELS } from '@tc/contract/coaching';
import { ROLES } from '@tc/contract/roles';
import { SESSION_KIND_LABELS, SESSION_STATUS_LABELS } from '@tc/contract/sessions';
import type { Centre } from '../../lib/centre';
import { hoursText, MUTED, PdfFlow } from '../../lib/pdf-look';
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

/**
 * summary.pdf of a personal export, in the look of the report PDFs (lib/pdf-look.ts): who it is for, when it was
 * made, how many of each record the ZIP holds, the plans with their steps, the sessions and the hours by activity.
 * Only what the JSON files hold is printed; a private note never is.
 */
export function exportSummaryPdf(d: PersonalData, centre: Centre, madeAt: string): Promise<Buffer> {
  const u = d.profile.user;
  const name = `${u.firstname} ${u.lastname}`;
  const flow = new PdfFlow({ title: `Your data: ${name}`, author: centre.name });
  flow.centreHeading(centre);
  flow.line(`Your data: ${name}`, { size: 18, bold: true, gap: 4 });
  flow.line([ROLE_NAMES[u.category_id] ?? 'Member', u.username, u.business_name].filter(Boolean).join(' · '), { size: 11, gap: 2 });
  flow.line(`Exported on ${madeAt}`, { size: 11, gap: 12 });

  const counts = exportCounts(d);
  flow.boxes([
    ['Plans', fmt(counts.plans)],
    ['Entries', fmt(counts.diary)],
    ['Hours', hoursText(counts.minutes)],
    ['Sessions', fmt(counts.sessions)],
    ['Messages', fmt(counts.messages)],
    ['Milestones', fmt(counts.milestones)],
    ['Files', fmt(counts.files)],
  ]);

  flow.table({
    title: 'Action plans and their steps',
    columns: [
      { label: 'Date', width: 0.16 },
      { label: 'Plan, then its steps', width: 0.5 },
      { label: 'Status', width: 0.16 },
      { label: 'Steps done', width: 0.18, align: 'right' },
    ],
    rows: d.plans.flatMap((p) => [
      [
        p.date,
        p.summary,
        PLAN_STATUS_LABELS[p.status ?? 'open'],
        `${p.step_list.filter((s) => s.done_at).length} of ${p.step_list.length}`,
      ],
      ...p.step_list.map((s) => ['', `    ${s.done_at ? '[x]' : '[ ]'} ${s.title}`, s.due_date ? `due ${s.due_date}` : '', '']),
    ]),
    empty: 'No action plans.',
  });
  const other = u.category_id === ROLES.CLIENT ? 'coach' : 'client';
  flow.table({
    title: 'Sessions',
    columns: [
      { label: 'When (Alberta)', width: 0.22 },
      { label: 'Kind', width: 0.18 },
      { label: 'Status', width: 0.16 },
      { label: other === 'coach' ? 'Coach' : 'Client', width: 0.3 },
      { label: 'Minutes', width: 0.14, align: 'right' },
    ],
    rows: d.sessions.map((s) => [
      s.localStart.replace('T', ' '),
      SESSION_KIND_LABELS[s.kind],
      SESSION_STATUS_LABELS[s.status],
      person(s[other]),
      fmt(s.minutes),
    ]),
    empty: 'No sessions.',
  });
  const byActivity = new Map<Activity, { entries: number; minutes: number }>();
  for (const e of d.diary) {
    const a = byActivity.get(e.activity) ?? { entries: 0, minutes: 0 };
    a.entries += 1;
    a.minutes += e.minutes;
    byActivity.set(e.activity, a);
  }
  flow.table({
    title: 'Hours in the diary, by activity',
    columns: [
      { label: 'Activity', width: 0.4 },
      { label: 'Entries', width: 0.2, align: 'right' },
      { label: 'Minutes', width: 0.2, align: 'right' },
      { label: 'Hours', width: 0.2, align: 'right' },
    ],
    rows: [...byActivity].map(([activity, a]) => [ACTIVITY_LABELS[activity], fmt(a.entries), fmt(a.minutes), hoursText(a.minutes)]),
    empty: 'No diary entries.',
    totalRow: d.diary.length ? ['Total', fmt(counts.diary), fmt(counts.minutes), hoursText(counts.minutes)] : undefined,
  });

  flow.y += 6;
  flow.line('Every record is in the JSON and CSV files beside this summary; README.txt says what each file holds.', {
    size: 8,
    color: MUTED,
  });
  return flow.end();
}
