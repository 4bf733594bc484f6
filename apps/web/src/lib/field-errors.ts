import type { ApiFailureInfo } from '../api/api-call';
import type { ApiIssue } from '../api/api-error';

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
 * Field messages of a failed save: the API's 400 `issues`, and its 409 for a
 * taken username (which names the field only in words, not in `issues`).
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
