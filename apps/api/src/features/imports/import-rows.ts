import {
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  type ImportPlan,
  type ImportProblem,
  type ImportRow,
  type ImportValues,
  importFieldsOf,
  importRowSchema,
} from '@tc/contract/imports';
import type { z } from 'zod';
import type { Sheet } from './import-files';

/**
 * Checking the rows of an import (docs/architecture.md#import): the same function answers the preview and guards
 * the import, so what the person saw is what goes in. Pure: what the database holds comes in `Known`.
 */

/** What the database holds that a row is checked against, lower-cased. */
export interface Known {
  emails: Set<string>;
  usernames: Set<string>;
  /** Region names by their lower-case form, as the regions table spells them. */
  regions: Map<string, string>;
  /** Live coaches by email, and by "first last" (several when two share a name). */
  coachesByEmail: Map<string, number>;
  coachesByName: Map<string, number[]>;
}

export type RowData = z.output<typeof importRowSchema>;

export interface CheckedRow extends ImportRow {
  /** The row as it will be created (its region as the table spells it, its coach's id), when it has no problem. */
  data?: RowData & { coach_id: number | null };
}

export interface Checked {
  rows: CheckedRow[];
  /** Regions named by rows to import that do not exist yet, as first written. */
  unknownRegions: string[];
}

const HEADER_WORDS: [ImportField, RegExp][] = [
  ['firstname', /^(first|given|pr[ée]nom)/],
  ['lastname', /^(last|family|sur|nom$)/],
  ['email', /e-?mail|courriel/],
  ['username', /^(user|login)/],
  ['phone', /phone|t[ée]l|mobile|cell/],
  ['region', /region|r[ée]gion/],
  ['business_name', /business|company|entreprise|daycare|dayhome|organi[sz]ation/],
  ['address', /address|adresse|street/],
  ['city', /city|town|ville|municipality/],
  ['postal_code', /postal|zip|code postal/],
  ['coach', /coach/],
];

const normalHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

/**
 * The mapping of a new file: the last one used for this kind where its headers are found again (`remembered`: a
 * field → the header it read), then the header's own words ("E-mail", "First name", "Postal code").
 */
export function guessMapping(kind: ImportKind, columns: string[], remembered: Partial<Record<ImportField, string>>): ImportMapping {
  const headers = columns.map(normalHeader);
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const field of importFieldsOf(kind)) {
    const name = remembered[field];
    const at = name === undefined ? -1 : headers.indexOf(normalHeader(name));
    if (at !== -1 && !taken.has(at)) {
      mapping[field] = at;
      taken.add(at);
    }
  }
  for (const [field, words] of HEADER_WORDS) {
    if (mapping[field] !== undefined || !importFieldsOf(kind).includes(field)) continue;
    const at = headers.findIndex((h, i) => !taken.has(i) && (words.test(h) || h === normalHeader(IMPORT_FIELD_LABELS[field])));
    if (at !== -1) {
      mapping[field] = at;
      taken.add(at);
    }
  }
  // "Name" alone, without first and last: nothing to guess from, the person maps it.
  return mapping;
}

/** The mapping as header names, to remember for the next file of this kind. */
export function mappingByHeader(mapping: ImportMapping, columns: string[]): Partial<Record<ImportField, string>> {
  const byName: Partial<Record<ImportField, string>> = {};
  for (const [field, at] of Object.entries(mapping) as [ImportField, number | null | undefined][]) {
    if (at !== null && at !== undefined && columns[at] !== undefined) byName[field] = columns[at];
  }
  return byName;
}

const isBlank = (v: string | undefined) => v === undefined || v.trim() === '';

/** Every row of the sheet with its values (mapped, then fixed) and its problems. */
export function checkRows(kind: ImportKind, sheet: Sheet, plan: ImportPlan, known: Known): Checked {
  const fields = importFieldsOf(kind);
  const fixes = new Map((plan.fixes ?? []).map((f) => [f.row, f.values]));
  const skip = new Set(plan.skip ?? []);
  const seenEmails = new Map<string, number>();
  const seenUsernames = new Map<string, number>();
  const unknownRegions = new Map<string, string>();
  const rows = sheet.rows.map((cells, i): CheckedRow => {
    const row = i + 1;
    const values: ImportValues = {};
    for (const field of fields) {
      const at = plan.mapping[field];
      if (at !== null && at !== undefined) values[field] = cells[at] ?? '';
    }
    Object.assign(values, fixes.get(row) ?? {});
    for (const key of Object.keys(values) as ImportField[]) if (!fields.includes(key)) delete values[key];
    const skipped = skip.has(row);
    if (skipped) return { row, values: values as Record<string, string>, problems: [], skipped };
    const problems: ImportProblem[] = [];
    const problem = (field: string, message: string) => problems.push({ field, message });

    const input = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [
        k,
        k === 'firstname' || k === 'lastname' || k === 'email' ? (v ?? '') : isBlank(v) ? undefined : v,
      ]),
    );
    for (const required of ['firstname', 'lastname', 'email'] as const) if (!(required in input)) input[required] = '';
    const parsed = importRowSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const missing = (field === 'firstname' || field === 'lastname' || field === 'email') && isBlank(values[field]);
        if (problems.some((p) => p.field === field)) continue;
        problem(field, missing ? `${IMPORT_FIELD_LABELS[field as ImportField]} is missing` : issue.message);
      }
    }
    const data = parsed.success ? parsed.data : undefined;

    const email = parsed.success ? parsed.data.email : (values.email ?? '').trim().toLowerCase();
    if (email && !problems.some((p) => p.field === 'email')) {
      if (known.emails.has(email)) problem('email', 'Someone with this email address is already here');
      else if (seenEmails.has(email)) problem('email', `Same email address as row ${seenEmails.get(email)}`);
      else seenEmails.set(email, row);
    }
    const username = data?.username;
    if (username) {
      if (known.usernames.has(username)) problem('username', 'That username is already taken');
      else if (seenUsernames.has(username)) problem('username', `Same username as row ${seenUsernames.get(username)}`);
      else seenUsernames.set(username, row);
    }
    let region = data?.region ?? null;
    if (region) {
      const canonical = known.regions.get(region.toLowerCase());
      if (canonical) region = canonical;
      else {
        if (!unknownRegions.has(region.toLowerCase())) unknownRegions.set(region.toLowerCase(), region);
        if (!plan.create_regions) problem('region', `Unknown region "${region}"`);
        else region = unknownRegions.get(region.toLowerCase()) ?? region;
      }
    }
    let coachId: number | null = null;
    const coach = data?.coach;
    if (kind === 'clients' && coach) {
      const key = coach.toLowerCase().replace(/\s+/g, ' ');
      const byName = known.coachesByName.get(key) ?? [];
      const found = known.coachesByEmail.get(key) ?? (byName.length === 1 ? byName[0] : undefined);
      if (found !== undefined) coachId = found;
      else if (byName.length > 1) problem('coach', `Several coaches are named "${coach}": use the coach's email address`);
      else problem('coach', `No coach with the email address or name "${coach}"`);
    }
    return {
      row,
      values: values as Record<string, string>,
      problems,
      skipped,
      ...(data && problems.length === 0 ? { data: { ...data, region, coach_id: coachId } } : {}),
    };
  });
  return { rows, unknownRegions: [...unknownRegions.values()] };
}

/**
 * A username for a person of the import who has none: the email's part before the @, in the characters a
 * username takes, made unique with a number (jane.doe, jane.doe2…). `taken` grows with each one given.
 */
export function makeUsername(email: string, taken: Set<string>): string {
  let base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 44);
  if (base.length < 3) base = `${base}user`.slice(0, 44);
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  taken.add(name);
  return name;
}
