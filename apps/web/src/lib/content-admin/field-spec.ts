import { format, isValid, parseISO } from 'date-fns';

/** How a field is edited: the form control the admin pattern draws for it. */
export type FieldKind = 'text' | 'markdown' | 'image' | 'date' | 'datetime' | 'select' | 'number' | 'switch' | 'file';

export interface FieldSpec {
  /** The body's key, as the contract names it. */
  name: string;
  label: string;
  kind: FieldKind;
  /** A few lines of text (a summary, a quote) rather than one. */
  multiline?: boolean;
  /** Shown as required; the contract's schema decides. */
  required?: boolean;
  /** Under the field while it has no error. */
  helper?: string;
  options?: readonly { value: string; label: string }[];
  /** A new item starts with this. */
  initial?: string | boolean;
  /** The technical key (a text block's section): typed once for a new item, read-only once it exists. */
  key?: boolean;
  /** Text for what a file field holds already (the current file's name). */
  current?: (item: Record<string, unknown>) => string | null;
}

/** What the form holds: text for every text-like control, a flag for a switch, a File for a document. */
export type FormValue = string | boolean | File | null;
export type FormValues = Record<string, FormValue>;

/** `2026-03-01T09:30` (a datetime-local input, the browser's time zone) from an ISO instant. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** The ISO instant (with Z) of a datetime-local value; an unreadable value is passed on for the schema to refuse. */
export function localInputToIso(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

function emptyValue(field: FieldSpec): FormValue {
  if (field.initial !== undefined) return field.initial;
  if (field.kind === 'switch') return false;
  if (field.kind === 'file') return null;
  return field.options?.[0]?.value ?? '';
}

/** The form of a new item: each field's starting value. */
export function initialValues(fields: readonly FieldSpec[], overrides: FormValues = {}): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.name in overrides ? overrides[f.name] : emptyValue(f)]));
}

/** The form of an existing item: its values as the controls hold them. */
export function valuesFromItem(fields: readonly FieldSpec[], item: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((f) => {
      const value = item[f.name];
      if (f.kind === 'file') return [f.name, null];
      if (f.kind === 'switch') return [f.name, Boolean(value)];
      if (f.kind === 'datetime') return [f.name, isoToLocalInput(typeof value === 'string' ? value : null)];
      return [f.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/**
 * The request body of the form: text as typed (the schema trims it and makes an
 * empty optional field null), a date or time left empty as null, a number as a
 * number (empty: left out, so a new item takes the default), a datetime as its
 * ISO instant, a document only when one is chosen.
 */
export function toBody(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = values[f.name];
    switch (f.kind) {
      case 'switch':
        body[f.name] = Boolean(value);
        break;
      case 'file':
        if (value instanceof File) body[f.name] = value;
        break;
      case 'number': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text !== '') body[f.name] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
        break;
      }
      case 'date':
        body[f.name] = value ? value : null;
        break;
      case 'datetime':
        body[f.name] = typeof value === 'string' && value ? localInputToIso(value) : null;
        break;
      default:
        body[f.name] = typeof value === 'string' ? value : '';
    }
  }
  return body;
}
