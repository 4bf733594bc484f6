import type { ApiFailureInfo } from '../api/api-call';
import type { ApiIssue } from '../api/api-call';
import { forgetUnsavedChanges } from './unsaved-changes';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message for each known field, from zod-shaped issues ([{path: ['field'], message}]). */
export function fieldErrorsFromIssues<K extends string>(issues: readonly ApiIssue[], fields: readonly K[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (fields as readonly string[]).includes(key) && !errors[key as K]) errors[key as K] = issue.message;
  }
  return errors;
}

/**
 * Field messages of a failed save: the API's 400 and 409 `issues`, and, for
 * an older server, a 409 that names the username only in words.
 */
export function fieldErrorsFromFailure<K extends string>(failure: ApiFailureInfo | undefined | null, fields: readonly K[]): FieldErrors<K> {
  if (!failure) return {};
  const errors = fieldErrorsFromIssues(failure.issues ?? [], fields);
  if (failure.status === 409 && /username/i.test(failure.message) && (fields as readonly string[]).includes('username')) {
    errors['username' as K] ??= failure.message;
  }
  return errors;
}

export const hasFieldErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

export const CORRECT_MARKED_FIELDS = 'Please correct the marked fields.';

/** Where a failed save's messages go: under the fields it names, and one line for whatever no field shows. */
export function placeSaveFailure<K extends string>(
  failure: ApiFailureInfo,
  fields: readonly K[],
): { errors: FieldErrors<K>; formError: string } {
  const errors = fieldErrorsFromFailure(failure, fields);
  const allPlaced = hasFieldErrors(errors) && (failure.issues ?? []).every((i) => (fields as readonly unknown[]).includes(i.path[0]));
  return { errors, formError: allPlaced ? CORRECT_MARKED_FIELDS : failure.message };
}

export type SaveOutcome<T, K extends string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<K>; formError: string | null; failure: ApiFailureInfo };

/**
 * The save step of every form dialog: runs the save (a thunk's `unwrap()`) and,
 * on failure, places the server's messages under the fields they name. A 401
 * has already ended the session (api-call), so the form shows nothing more.
 */
export async function runSave<T, K extends string>(save: () => Promise<T>, fields: readonly K[]): Promise<SaveOutcome<T, K>> {
  try {
    const value = await save();
    // Saved: nothing typed is at risk any more, even if the form navigates as it closes.
    forgetUnsavedChanges();
    return { ok: true, value };
  } catch (error) {
    const failure = error as ApiFailureInfo;
    // The session's toast says it all (once): the form only keeps what was typed.
    if (failure.sessionEnded || failure.signInDeclined) return { ok: false, errors: {}, formError: null, failure };
    return { ok: false, ...placeSaveFailure(failure, fields), failure };
  }
}
