import { useState } from 'react';
import { CORRECT_MARKED_FIELDS, hasFieldErrors, runSave, type FieldErrors } from './field-errors';

/**
 * The state and submit step every form dialog shares: check in the browser
 * first, then save; a failed save puts the server's reasons under the fields
 * (and keeps what was typed), a 401 is left to the session handling.
 */
export function useFormSave<K extends string>(fields: readonly K[]) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Resolves with the saved value, or undefined when the form stays open. */
  async function submit<T>(found: FieldErrors<K>, save: () => Promise<T>): Promise<T | undefined> {
    setErrors(found);
    if (hasFieldErrors(found)) {
      setFormError(CORRECT_MARKED_FIELDS);
      return undefined;
    }
    setBusy(true);
    setFormError(null);
    const outcome = await runSave(save, fields);
    setBusy(false);
    if (outcome.ok) return outcome.value;
    setErrors(outcome.errors);
    setFormError(outcome.formError);
    return undefined;
  }

  /** Typing in a field clears its message. */
  const clearError = (field: K) => setErrors((e) => ({ ...e, [field]: undefined }));

  return { errors, formError, busy, submit, clearError };
}
