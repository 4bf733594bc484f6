import { ACTIVITY_LABELS, PLAN_STATUS_LABELS } from '@tc/contract/coaching';
import { PERSONAL_EXPORT_FILES } from '@tc/contract/personal-export';
import { MILESTONE_LABELS } from '@tc/contract/reports';
import { SESSION_KIND_LABELS, SESSION_STATUS_LABELS } from '@tc/contract/sessions';
import { type CsvCell, toCsv } from '../../lib/csv';
import type { PersonalData } from './export-data';

// The CSV twins of an export's JSON files: one row per record, readable in a spreadsheet (labels, not codes).
// A plan's steps and a message's attachments are a row each of their own, so no cell holds a list.

const person = (p: { firstname: string; lastname: string } | null | undefined) => (p ? `${p.firstname} ${p.lastname}` : '');
/** A private note, when the person may read one (staff); a client's export never has the key. */
const note = (r: { privateNote?: string | null }) => r.privateNote ?? '';

export function exportCsvs(d: PersonalData): Record<string, string> {
  const u = d.profile.user;
  const profileRows: CsvCell[][] = [
    ['Username', u.username],
    ['First name', u.firstname],
    ['Last name', u.lastname],
    ['Email', u.email],
    ['Phone', u.phone],
    ['Business', u.business_name],
    ['Address', u.address],
    ['City', u.city],
    ['Postal code', u.postal_code],
    ['Region', u.region],
    ['Status', u.status],
    ['Account created', u.createdAt],
    ['Last changed', u.updatedAt],
    ...(d.profile.coaches ?? []).map((c): CsvCell[] => ['Coach', person(c)]),
    ...(d.profile.clients ?? []).map((c): CsvCell[] => ['Client', person(c)]),
    ['Email when a message waits unread', d.profile.emails.unread_messages ? 'yes' : 'no'],
    ['Session reminders by email', d.profile.emails.session_reminders ? 'yes' : 'no'],
    ['Email about a new coach or client', d.profile.emails.new_clients_or_coaches ? 'yes' : 'no'],
  ];
  const staff = d.profile.clients !== undefined;
  return {
    'profile.csv': toCsv(['Field', 'Value'], profileRows),
    'plans.csv': toCsv(
      [
        'Plan id',
        'Date',
        'Summary',
        'Description',
        ...(staff ? ['Private note'] : []),
        'Status',
        'Due',
        'Client',
        'Coach',
        'Step',
        'Step due',
        'Step done',
      ],
      d.plans.flatMap((p) => {
        const plan: CsvCell[] = [
          p.id,
          p.date,
          p.summary,
          p.description,
          ...(staff ? [note(p)] : []),
          PLAN_STATUS_LABELS[p.status ?? 'open'],
          p.due_date ?? null,
          person(p.client),
          person(p.coach),
        ];
        if (p.step_list.length === 0) return [[...plan, null, null, null]];
        return p.step_list.map((s): CsvCell[] => [...plan, s.title, s.due_date, s.done_at]);
      }),
    ),
    'diary.csv': toCsv(
      ['Entry id', 'Date', 'Minutes', 'Activity', 'Notes', ...(staff ? ['Private note'] : []), 'Plan', 'Coach', 'Session id'],
      d.diary.map((e) => [
        e.id,
        e.date,
        e.minutes,
        ACTIVITY_LABELS[e.activity],
        e.notes,
        ...(staff ? [note(e)] : []),
        e.plan?.summary ?? 'No plan',
        person(e.coach),
        e.session_id,
      ]),
    ),
    'sessions.csv': toCsv(
      [
        'Session id',
        'Start (Alberta)',
        'End (Alberta)',
        'Minutes',
        'Kind',
        'Status',
        'Reason',
        'Location',
        'Agenda',
        ...(staff ? ['Private note'] : []),
        'Client',
        'Coach',
        'Plan',
      ],
      d.sessions.map((s) => [
        s.id,
        s.localStart,
        s.localEnd,
        s.minutes,
        SESSION_KIND_LABELS[s.kind],
        SESSION_STATUS_LABELS[s.status],
        s.statusReason,
        s.location,
        s.agenda,
        ...(staff ? [note(s)] : []),
        person(s.client),
        person(s.coach),
        s.plan?.summary ?? null,
      ]),
    ),
    'messages.csv': toCsv(
      ['Conversation of', 'Message id', 'Sent', 'From', 'Message', 'Attachments'],
      d.conversations.flatMap((c) =>
        c.messages.map((m) => [
          person(c.client),
          m.id,
          m.created_at,
          m.author.name,
          m.body,
          m.attachments.map((a) => a.file_name).join('; '),
        ]),
      ),
    ),
    'milestones.csv': toCsv(
      ['Milestone id', 'Date', 'Milestone', 'Value', 'Notes', 'Client id'],
      d.milestones.map((m) => [m.id, m.date, MILESTONE_LABELS[m.kind], m.value, m.notes, m.client_id]),
    ),
  };
}

/** README.txt: what each file is, and for whom and when it was made. */
export function exportReadme(d: PersonalData, madeAt: string, centreName: string, fileNames: Map<number, string>): string {
  const u = d.profile.user;
  const lines = [
    `Your data at ${centreName}`,
    '',
    `For: ${u.firstname} ${u.lastname} (${u.username})`,
    `Made: ${madeAt}`,
    '',
    'What each file holds:',
    ...PERSONAL_EXPORT_FILES.map(([name, what]) => `  ${name.padEnd(34)}${what}`),
    '',
    'The .json files hold every field as the application stores and shows it (dates in ISO 8601; times of',
    'sessions both in UTC and in Alberta time). The .csv files open in a spreadsheet (UTF-8).',
  ];
  if (fileNames.size) {
    lines.push('', 'Files (the name in files/, then the name it was uploaded as):');
    for (const f of d.files) lines.push(`  files/${fileNames.get(f.id)}  ${f.file_name}${f.message_id ? ' (attached to a message)' : ''}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The name each file takes in files/: its stored name, which was made safe when uploaded (no folders, no
 * leading dots, no control characters: storage/file-types.ts), made safe again here in case, and numbered
 * when two files share one ("report.pdf", "report-2.pdf").
 */
export function zipFileNames(files: { id: number; file_name: string }[], safe: (name: string) => string | null): Map<number, string> {
  const taken = new Set<string>();
  const names = new Map<number, string>();
  for (const f of files) {
    const base = safe(f.file_name) ?? `file-${f.id}`;
    const dot = base.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem}-${n}${ext}`;
    taken.add(name.toLowerCase());
    names.set(f.id, name);
  }
  return names;
}
