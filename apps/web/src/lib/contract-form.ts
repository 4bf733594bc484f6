import { useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors as FormErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiFailureInfo, ApiIssue } from '../api/api-call';
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
export async function runSave<T, K extends string>(
  save: () => Promise<T>,
  fields: readonly K[],
  { forgetUnsaved = true } = {},
): Promise<SaveOutcome<T, K>> {
  try {
    const value = await save();
    // Saved: nothing typed is at risk any more, even if the form navigates as it closes.
    if (forgetUnsaved) forgetUnsavedChanges();
    return { ok: true, value };
  } catch (error) {
    const failure = error as ApiFailureInfo;
    // The session's toast says it all (once): the form only keeps what was typed.
    if (failure.sessionEnded || failure.signInDeclined) return { ok: false, errors: {}, formError: null, failure };
    return { ok: false, ...placeSaveFailure(failure, fields), failure };
  }
}

/**
 * react-hook-form's resolver over one of the contract's body schemas, the one the
 * server checks: the form's values become the body the form sends (`toBody`), the
 * schema reads it, and each issue lands under the field of its name (the first one
 * each; one no field shows stops the save all the same). `also`: what only the form
 * asks, beyond the body (a password field it shows is filled in). A valid form
 * submits that body as it is, the server applying the schema's transforms itself.
 */
export function contractResolver<V extends FieldValues, B, C = unknown>(
  schema: z.ZodType,
  toBody: (values: V, context: C) => B,
  also?: (values: V, context: C) => Partial<Record<Path<V>, string>>,
): Resolver<V, C, B> {
  return (values, context) => {
    const body = toBody(values, context as C);
    const messages: Record<string, string> = {};
    for (const issue of schema.safeParse(body).error?.issues ?? []) messages[String(issue.path[0] ?? 'root')] ??= issue.message;
    for (const [name, message] of Object.entries(also?.(values, context as C) ?? {})) if (message) messages[name] ??= message as string;
    const found = Object.entries(messages);
    if (found.length === 0) return { values: body, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of found) errors[name in values ? name : 'root'] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FormErrors<V> };
  };
}

interface Options<V extends FieldValues, B, C> {
  /** The values as the form opens, in the order the fields are shown (the first wrong one takes the focus). */
  defaultValues: V;
  resolver: Resolver<V, C, B>;
  /** What the resolver reads besides the values (read afresh at each check). */
  context?: C;
  /** The line above the form after a failed save; by default the one `runSave` places. */
  failureMessage?: (outcome: Extract<SaveOutcome<unknown, Path<V>>, { ok: false }>) => string | null;
  /** The line above the form when a field is wrong before anything is sent. */
  invalidMessage?: string | null;
  /**
   * False for a form that saves nothing of the page's own (signing in again over a form that waits for it): its
   * success must not drop the page's warning about what was typed there.
   */
  forgetUnsaved?: boolean;
}

/**
 * The one form pattern: react-hook-form with the contract's schema as its resolver,
 * then the save through `runSave`. A wrong field is said before anything is sent; a
 * failed save keeps what was typed and puts the server's messages under the fields
 * they name, the focus on the first; `formError` is the one line above the form.
 * The values' names are the body's, so the server's issues find their fields.
 */
export function useContractForm<V extends FieldValues, B, C = unknown>({
  defaultValues,
  resolver,
  context,
  failureMessage,
  invalidMessage = CORRECT_MARKED_FIELDS,
  forgetUnsaved = true,
}: Options<V, B, C>) {
  const form = useForm<V, C, B>({ defaultValues: defaultValues as DefaultValues<V>, resolver, context });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = Object.keys(defaultValues) as Path<V>[];

  /** The form's submit: `save` sends the checked body and resolves with the saved record, which goes to `onSaved`. */
  const submitWith = <T>(save: (body: B) => Promise<T>, onSaved: (saved: T) => void) =>
    form.handleSubmit(
      async (body) => {
        setFormError(null);
        const outcome = await runSave(() => save(body), fields, { forgetUnsaved });
        if (outcome.ok) return onSaved(outcome.value);
        let first = true;
        for (const name of fields) {
          const message = outcome.errors[name];
          if (!message) continue;
          form.setError(name, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        setFormError(failureMessage ? failureMessage(outcome) : outcome.formError);
      },
      () => setFormError(invalidMessage),
    );

  const { isSubmitting, isDirty, errors } = form.formState;
  return { form, control: form.control, errors, formError, busy: isSubmitting, dirty: isDirty, submitWith };
}
