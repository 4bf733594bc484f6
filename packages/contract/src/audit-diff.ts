import { collections } from './content';

// What the audit trail shows of a change, field by field, the same in the API's
// descriptions and CSV (apps/api/src/lib/audit-wording.ts) and the web's before-and-after table.

const WHEN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Edmonton',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

/** An instant in the centre's time (Alberta), as the filters' dates are: "Nov 25, 2026, 10:03:12 a.m. MST". */
export function whenText(at: string): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? at : WHEN.format(time);
}

export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export type Change = 'added' | 'removed' | 'changed' | 'same';

/** One field of a record, before and after, as the diff shows it (null: the field is not there). */
export interface DiffRow {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
  change: Change;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A snapshot's fields by path: nested records by dots (`coach.firstname`); a value that is not a record is one field, `value`. */
export function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (value === null || value === undefined) return fields;
  if (!isRecord(value)) {
    fields.set(prefix || 'value', value);
    return fields;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) for (const [p, v] of flatten(inner, path)) fields.set(p, v);
    else fields.set(path, inner);
  }
  return fields;
}

/** A value as people read it: empty is "(empty)", an instant is the centre's local time, a list is comma-separated. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? whenText(value) : value;
  if (Array.isArray(value))
    return value.length === 0 ? '(none)' : value.map((v) => (isRecord(v) ? JSON.stringify(v) : valueText(v))).join(', ');
  if (isRecord(value)) return Object.keys(value).length === 0 ? '(empty)' : JSON.stringify(value);
  return String(value);
}

const WORDS: Record<string, string> = {
  id: 'ID',
  firstname: 'First name',
  lastname: 'Last name',
  username: 'Username',
  category_id: 'Category',
  createdAt: 'Created',
  created_at: 'Created',
  updatedAt: 'Updated',
  updated_at: 'Updated',
  archivedAt: 'Archived',
  deleted_at: 'Archived',
  actionplan_id: 'Action plan ID',
};

/**
 * Labels a kind of record gives its fields where the general words are not what a person calls them.
 * The content collections' come from their definitions (each field's `label`).
 */
const RECORD_WORDS: Record<string, Record<string, string>> = {
  user: { category_id: 'Role', hasPassword: 'Password set', business_name: 'Business name', postal_code: 'Postal code' },
  action_plan: { summary: 'Title', description: 'Shared description', privateNote: 'Private note', due_date: 'Due date' },
  action_journal: { notes: 'Shared notes', privateNote: 'Private note', actionplan_id: 'Plan' },
  plan_step: { done_at: 'Done', done_by: 'Done by', due_date: 'Due date' },
  session: { localStart: 'Start', localEnd: 'End', agenda: 'Shared agenda', privateNote: 'Private note', statusReason: 'Reason' },
  milestone: { recorded_by: 'Recorded by' },
  ...Object.fromEntries(
    Object.values(collections).map((def) => [
      def.table,
      Object.fromEntries(
        Object.entries(def.fields as Record<string, { admin: { label: string } }>).map(([name, f]) => [name, f.admin.label]),
      ),
    ]),
  ),
};
RECORD_WORDS.users = RECORD_WORDS.user;

/**
 * `business_name` → "Business name", `coach.firstname` → "Coach › First name", `client_id` → "Client ID";
 * with the kind of record (the entry's `entity`), the label that record gives the field where it has one.
 */
export function fieldLabel(field: string, entity?: string): string {
  const own = entity === undefined ? undefined : RECORD_WORDS[entity];
  return field
    .split('.')
    .map((part, i) => {
      if (i === 0 && own?.[part]) return own[part];
      if (WORDS[part]) return WORDS[part];
      const words = part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(/[_\s]+/)
        .filter(Boolean)
        .map((w) => (w.toLowerCase() === 'id' ? 'ID' : w.toLowerCase()));
      const text = words.join(' ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    })
    .join(' › ');
}

/**
 * The record before and after a change, field by field: every field either
 * side has, in the order the record lists them, each marked added, removed,
 * changed or the same. A create has no before and a hard delete no after.
 */
export function diffRecords(before: unknown, after: unknown, entity?: string): DiffRow[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...old.keys(), ...[...now.keys()].filter((f) => !old.has(f))];
  return fields.map((field) => {
    const had = old.has(field);
    const has = now.has(field);
    // Compared as stored, not as shown: two instants a few milliseconds apart read alike but did change.
    const same = had && has && JSON.stringify(old.get(field)) === JSON.stringify(now.get(field));
    const change: Change = !had ? 'added' : !has ? 'removed' : same ? 'same' : 'changed';
    return {
      field,
      label: fieldLabel(field, entity),
      before: had ? valueText(old.get(field)) : null,
      after: has ? valueText(now.get(field)) : null,
      change,
    };
  });
}

/** "3 fields changed", or what a new or removed record holds, for the diff's caption. */
export function changeSummary(rows: readonly DiffRow[]): string {
  if (rows.length === 0) return 'No details recorded';
  const fields = (n: number) => (n === 1 ? '1 field' : `${n} fields`);
  if (rows.every((r) => r.change === 'added')) return `New record: ${fields(rows.length)}`;
  if (rows.every((r) => r.change === 'removed')) return `Record as it was: ${fields(rows.length)}`;
  return `${fields(rows.filter((r) => r.change !== 'same').length)} changed`;
}
