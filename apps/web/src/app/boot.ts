/**
 * The page's first script (docs/architecture.md#public-site-speed, docs/decisions/001): a public page
 * arrives rendered, so the browser paints it first and loads and starts the app,
 * which hydrates it, only once the visitor shows up (below). A page the browser
 * renders itself, a tab in the background and a signed-in visitor start it at
 * once. Until the app works, nothing the visitor does is lost:
 * - a click on a control only the app can work (links work anyway) is held back
 *   and made again once the page works;
 * - what they type in a form's fields stays, and reaches the form's state;
 * - a form never submits itself natively (a password in the address): a submit,
 *   or Enter in a field, is made again through the app.
 */
const early: EventTarget[] = [];
/**
 * Marks a control pressed before the app works: it shows at once that it was taken, dimmed with a spinner
 * (the rule is in index.html) until the app acts on it.
 */
const PRESSED = 'data-pressed';
const pressedControls = new Set<Element>();
function markPressed(target: Element) {
  const control = target.closest('button, [role="button"], label') ?? target;
  pressedControls.add(control);
  control.setAttribute(PRESSED, '');
  control.setAttribute('aria-busy', 'true');
}
/** Inputs whose value is typed, where a click only puts the caret. */
const TYPED_INPUT = new Set(['text', 'email', 'tel', 'password', 'search', 'url', 'number', 'date', 'time', 'datetime-local']);
/** A field that works without the app (typing, or a browser's own select): its click is the browser's to handle. */
const worksAsItCame = (target: Element) =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLOptionElement ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && TYPED_INPUT.has(target.type));
const record = (event: MouseEvent) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('#root') || target.closest('a[href]') || worksAsItCame(target)) return;
  // Until the page works, the click is held back (a half-hydrated page might drop it) and made once, afterwards.
  event.preventDefault();
  event.stopImmediatePropagation();
  early.push(target);
  markPressed(target);
};
document.addEventListener('click', record, true);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
/** The fields typed into before the app worked, with what they held last. */
const typed = new Map<Field, string>();
const recordTyping = (event: Event) => {
  const field = event.target;
  if (isField(field) && field.closest('#root')) typed.set(field, field.value);
};
document.addEventListener('input', recordTyping, true);
// A select's choice (a browser's own select works before the app) is reported by both events, in some browsers only by change.
document.addEventListener('change', recordTyping, true);

/** What a field held as the page came (a select: the option marked selected, else its first). */
const defaultOf = (field: Field) =>
  field instanceof HTMLSelectElement
    ? (([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value ?? '')
    : field.defaultValue;

/** A field marked `autofocus`, focused by the browser as the page opened: nobody did anything yet. */
const openedWithFocus = (element: Element) => element.hasAttribute('autofocus') && !navigator.userActivation?.hasBeenActive;

/**
 * What a visitor did before this script ran (it comes after the page, and a
 * connection can be slow): what they typed is kept like the rest; a box they
 * ticked is put back as it came and ticked again once the app works, which then
 * knows of it. Says whether they did anything.
 */
function doneBeforeScript(): boolean {
  const fields = [...document.querySelectorAll<Field>('#root input, #root textarea, #root select')];
  const isTick = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  const ticked = fields.filter(
    (field) => isTick(field) && (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked,
  );
  for (const field of fields) if (!isTick(field) && field.value !== defaultOf(field)) typed.set(field, field.value);
  // A radio button chosen is chosen again; a checkbox changed either way, changed again.
  early.push(...ticked.filter((field) => field.type === 'checkbox' || (field as HTMLInputElement).checked));
  for (const field of ticked as HTMLInputElement[]) field.checked = field.defaultChecked;
  const focused = document.activeElement;
  return typed.size > 0 || ticked.length > 0 || Boolean(focused?.closest('#root') && !openedWithFocus(focused));
}

/** The forms the visitor asked to send before the app worked. */
const submitted = new Set<HTMLFormElement>();
const holdSubmit = (event: Event) => {
  if (!(event.target instanceof HTMLFormElement) || !event.target.closest('#root')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  submitted.add(event.target);
};
/** Fields where Enter does not send the form. */
const NO_ENTER_SUBMIT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'color', 'range']);
const holdEnter = (event: KeyboardEvent) => {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || NO_ENTER_SUBMIT.has(field.type) || !field.form?.closest('#root'))
    return;
  event.preventDefault();
  submitted.add(field.form);
};
document.addEventListener('submit', holdSubmit, true);
document.addEventListener('keydown', holdEnter, true);

/**
 * Gives the app a field's value as if typed now: the app's state learns it
 * through the input event it listens to. A field the app already shows with
 * that value is left alone (React keeps a field's default value at the value it
 * rendered; the forms of form pages take what was typed as they hydrate, see
 * `useTypedBeforeStart`). React only reports a value it did not know, so the
 * field is first set (through its own setter, which React watches) to something
 * else, then to the value (through the element's, which it does not); the caret
 * stays where it was.
 */
function retype(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    // React hears a select's choice through its change event, whatever the value was.
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field.value === value && field.defaultValue === value) return;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = field;
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (start !== null && end !== null && document.activeElement === field) field.setSelectionRange(start, end, direction ?? undefined);
}

/** After the work the page has queued, rendering included (a browser without idle callbacks: a moment later). */
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 200);

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main').then(({ startApp }) => {
    let released = false;
    // Once the app is idle: it says it is ready from inside its own rendering, where it cannot take events, and
    // what it does next (forms filling in their state, say) may still render a field with the state it started with.
    const release = () =>
      whenIdle(() => {
        if (released) return;
        released = true;
        // From here on the app hears everything itself.
        document.removeEventListener('click', record, true);
        document.removeEventListener('input', recordTyping, true);
        document.removeEventListener('change', recordTyping, true);
        document.removeEventListener('submit', holdSubmit, true);
        document.removeEventListener('keydown', holdEnter, true);
        // Each field in turn: the app renders after each input event, which may empty a field not yet retyped.
        for (const [field, value] of typed) if (field.isConnected) retype(field, value);
        typed.clear();
        // The clicks and submits once the typing has reached the app's state; a form whose button was
        // pressed is sent by that press, not a second time for an Enter before it.
        for (const target of early) {
          const pressed = target instanceof Element ? target.closest('button')?.form : null;
          if (pressed) submitted.delete(pressed);
        }
        for (const control of pressedControls) {
          control.removeAttribute(PRESSED);
          control.removeAttribute('aria-busy');
        }
        pressedControls.clear();
        for (const target of early.splice(0))
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        for (const form of submitted) if (form.isConnected) form.requestSubmit();
        submitted.clear();
      });
    document.addEventListener('app-ready', release, { once: true });
    // Never hold clicks for long, even on a screen that does not say it is ready.
    setTimeout(release, 10_000);
    startApp();
  });
}

/** What a visitor does that may need the app: a press, a key, a touch, or moving the focus onto the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
/** On a form, any sign of the visitor: the app is sure to be needed, and should be ready by the time they type. */
const PRESENCE = [...INTERACTIONS, 'pointermove', 'wheel', 'scroll'];

/**
 * The server marks a page it rendered with when to start: a reading page
 * (`data-start="interaction"`) works as it came, its links are links to pages
 * the server renders, and the app loads when the visitor first does something on
 * it, so a visitor who only reads never downloads it; a form (`"presence"`)
 * loads it as soon as the visitor shows up. A page the browser renders itself
 * and a signed-in visitor (the header shows their dashboard link) start at once.
 */
function startsOn(): readonly string[] | null {
  const mark = document.getElementById('root')?.dataset.start;
  if (mark !== 'interaction' && mark !== 'presence') return null;
  try {
    if (localStorage.getItem('token')) return null;
  } catch {
    // No storage: nobody is signed in.
  }
  return mark === 'presence' ? PRESENCE : INTERACTIONS;
}

const events = startsOn();
// A visitor already at work on the page needs the app now.
const atWork = doneBeforeScript();
if (events && !atWork) {
  const onVisitor = (event: Event) => {
    if (event.type === 'focusin' && event.target instanceof Element && openedWithFocus(event.target)) return;
    for (const type of events) document.removeEventListener(type, onVisitor, true);
    start();
  };
  for (const type of events) document.addEventListener(type, onVisitor, { capture: true, passive: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 500);
}
