/**
 * The page's first script (DESIGN section 7, "Public-site speed"): a public page
 * arrives rendered, so the browser paints it first and only then loads and starts
 * the app, which hydrates it. A tab in the background, which paints nothing,
 * starts the app after a moment all the same. A click made on the page before
 * the app has started (on a control only the app can work; links work anyway)
 * is not lost: it is made again once the page works.
 */
const early: EventTarget[] = [];
const record = (event: MouseEvent) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('#root') && !target.closest('a[href]')) early.push(target);
};
document.addEventListener('click', record, true);

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main').then(({ startApp }) => {
    // From here on the app hears every click itself.
    document.removeEventListener('click', record, true);
    document.addEventListener(
      'app-ready',
      () => {
        for (const target of early.splice(0))
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      },
      { once: true },
    );
    startApp();
  });
}
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
