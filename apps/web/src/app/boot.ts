/**
 * The page's first script (DESIGN section 7, "Public-site speed"): a public page
 * arrives rendered, so the browser paints it first and only then loads and starts
 * the app, which hydrates it (a reading page waits for the visitor's first
 * interaction, below). A tab in the background, which paints nothing, starts the
 * app after a moment all the same. A click made on the page before
 * the app has started (on a control only the app can work; links work anyway)
 * is not lost: it is made again once the page works.
 */
const early: EventTarget[] = [];
const record = (event: MouseEvent) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('#root') || target.closest('a[href]')) return;
  // Until the page works, the click is held back (a half-hydrated page might drop it) and made once, afterwards.
  event.preventDefault();
  event.stopImmediatePropagation();
  early.push(target);
};
document.addEventListener('click', record, true);

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main').then(({ startApp }) => {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // From here on the app hears every click itself.
      document.removeEventListener('click', record, true);
      for (const target of early.splice(0))
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    };
    document.addEventListener('app-ready', release, { once: true });
    // Never hold clicks for long, even on a screen that does not say it is ready.
    setTimeout(release, 10_000);
    startApp();
  });
}

/** What a visitor does that may need the app: a press, a key, a touch, or moving the focus onto the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * A reading page (the server marks it `data-start="interaction"`) works as it
 * came: its links are links to pages the server renders. The app loads when the
 * visitor first does something on it, so a visitor who only reads never
 * downloads it. A page with a form, a page the browser renders itself and a
 * signed-in visitor (the header shows their dashboard link) start it at once.
 */
function waitsForVisitor(): boolean {
  if (document.getElementById('root')?.dataset.start !== 'interaction') return false;
  try {
    return !localStorage.getItem('token');
  } catch {
    return true;
  }
}

if (waitsForVisitor()) {
  const onInteraction = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    start();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 500);
}
