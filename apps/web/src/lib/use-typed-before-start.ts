import { type RefObject, useLayoutEffect } from 'react';

/** Inputs whose value is not what a person types. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'button', 'submit', 'reset', 'file', 'image']);

/**
 * A form page comes rendered from the server and the app starts while the
 * visitor may be typing in it (docs/decisions/001;
 * `boot.ts`). Hydration leaves the fields as they are, but the form's state
 * starts empty, and the first render after it (for any reason) would write that
 * state over the fields, with every key typed so far. So, as the form is first
 * committed, before anything can render again or the browser take another key,
 * each text field's value goes to the form's state through `take(name, value)`.
 * React shows the value it rendered as the field's default value: a field
 * whose value differs holds what was typed (never so on a form the browser
 * rendered itself). A select (the browser's own, which works before the app)
 * differs from the option the server marked selected. Ticked boxes are not read here: boot.ts holds clicks back
 * and makes them again once the app works.
 */
/** What a select showed as the page came: the option marked selected, else its first. */
const selectDefault = (select: HTMLSelectElement) => ([...select.options].find((o) => o.defaultSelected) ?? select.options[0])?.value ?? '';

export function useTypedBeforeStart(form: RefObject<HTMLFormElement | null>, take: (name: string, value: string) => void): void {
  useLayoutEffect(() => {
    for (const field of form.current?.elements ?? []) {
      const text = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type));
      if (text && field.name && field.value !== field.defaultValue) take(field.name, field.value);
      if (field instanceof HTMLSelectElement && field.name && field.value !== selectDefault(field)) take(field.name, field.value);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form is first there: afterwards its state is what the fields show
  }, []);
}
