import { expect, type Page, test } from '@playwright/test';
import { paths } from '../src/app/paths';

export const DEMO = {
  admin: { username: 'admin', password: 'Admin-demo-2026', role: 'Administrator' },
  coach: { username: 'coach.sarah', password: 'Coach-demo-2026', role: 'Coach' },
  client: { username: 'client.maple', password: 'Client-demo-2026', role: 'Client' },
} as const;

/**
 * Every public page of product specification section 2 with the heading it must show. Pages fed by
 * the content show the demo content a fresh server seeds (apps/api/src/demo/demo-content.ts):
 * the home page's `home-intro` heading, news item 1 and form 1.
 */
export const PUBLIC_PAGES: { path: string; heading: RegExp }[] = [
  { path: paths.home, heading: /Build a childcare business that lasts/ },
  { path: paths.aboutUs, heading: /About us/ },
  { path: paths.contactUs, heading: /Contact us/ },
  { path: paths.services, heading: /Services/ },
  { path: paths.resources, heading: /^Resources$/ },
  { path: paths.apply, heading: /Apply for coaching/ },
  { path: paths.cookiePolicy, heading: /Cookie Policy/ },
  { path: paths.gallery, heading: /Gallery/ },
  { path: paths.privacyPolicy, heading: /Privacy Policy/ },
  { path: paths.terms, heading: /Terms and Conditions/ },
  { path: paths.testimonials, heading: /Testimonials/ },
  { path: paths.benefit, heading: /How you benefit/ },
  { path: paths.news, heading: /News and events/ },
  { path: paths.newsPost(1), heading: /Free coaching now open to day homes across Alberta/ },
  { path: paths.features, heading: /Features/ },
  { path: paths.resourceDetail(1), heading: /Family day home licensing checklist/ },
  { path: paths.allResources, heading: /All resources/ },
];

/** Each page's share of the attachment below: a screen's landmarks, dialogs and rows. */
const PAGE_SNAPSHOT_CHARS = 5_000;

/**
 * Call once at the top of a spec whose tests open a second browser (another person, another tab): when a test fails,
 * every open page's address and accessibility snapshot is attached as "every page", which the failure reporter
 * prints (e2e/failure-context-reporter.ts). Playwright's own error context shows the test's `page` only, so a coach's
 * page that stalled beside a client's could not be read from the CI log.
 */
export function snapshotEveryPageOnFailure(): void {
  test.afterEach(async ({ browser }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const pages = browser.contexts().flatMap((context) => context.pages());
    if (pages.length < 2) return;
    const shown = await Promise.all(
      pages.map(async (open, i) => {
        const snapshot = await open
          .locator('body')
          .ariaSnapshot({ timeout: 3_000 })
          .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
        const cut = snapshot.length > PAGE_SNAPSHOT_CHARS ? `${snapshot.slice(0, PAGE_SNAPSHOT_CHARS)}\n… (cut)` : snapshot;
        return `page ${i + 1} of ${pages.length}: ${open.url()}\n${cut}`;
      }),
    );
    await testInfo.attach('every page', { body: shown.join('\n\n'), contentType: 'text/plain' });
  });
}

/** A visitor shows up on a form page, the pointer moving over it: the app starts (boot.ts), and the page works. */
export async function visitorShowsUp(page: Page): Promise<void> {
  await page.mouse.move(8, 8);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}

/** Who signs in. */
export type Account = { username: string; password: string };

/** Signs in through the sign-in form, as a person does; the app then opens the client listing. */
export async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto(paths.login);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(urlOf(paths.clientListing));
}

/**
 * Starts a test signed in: on the client listing, where the app lands after signing in, or straight on `to`. The
 * session comes from the API's sign-in and is stored as the sign-in form stores it (the specs of the form itself use
 * `signInThroughForm`): the app then opens once, on the screen the test is about, instead of on /login and again on
 * each screen on the way. An account that answers with a two-factor step signs in through the form.
 */
export async function signIn(page: Page, account: Account, to?: string): Promise<void> {
  const answer = await page.request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  const session = (await answer.json()) as { token?: string; user?: unknown; expiresAt?: string };
  if (!answer.ok() || !session.token) {
    await signInThroughForm(page, account);
    if (to) await page.goto(to);
    return;
  }
  // Storage belongs to the site: a small file of it first, then the app opens signed in.
  await page.goto('/robots.txt');
  await page.evaluate(({ token, user, expiresAt }) => {
    localStorage.setItem('token', JSON.stringify(token));
    localStorage.setItem('user', JSON.stringify(user));
    if (expiresAt) localStorage.setItem('expirationTime', expiresAt);
  }, session);
  await page.goto(to ?? paths.clientListing);
  if (!to) await expect(page).toHaveURL(urlOf(paths.clientListing));
  // The app's first start in a new browser context is its slowest (nothing of it compiled yet): on a busy machine
  // it takes longer than an expectation's 7 s, and the listing's own first check (the attention strip, say) had
  // only what was left of those. A screen refused by its role guard never says it is ready: open that one with
  // page.goto after signing in.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 20_000 });
}

/** Loads the page at `path`; with an account, signed in as them on the way (`signIn` onto it). */
export async function loadScreen(page: Page, path: string, as?: Account): Promise<void> {
  if (as) await signIn(page, as, path);
  else await page.goto(path);
}

/** `account` while the page has opened nothing yet (a test's first screen, to sign in on the way), then undefined. */
export const onFirstLoad = (page: Page, account: Account): Account | undefined => (page.url() === 'about:blank' ? account : undefined);

/**
 * Opens an address (path and query) in the app already running, as a link followed inside it does: the page is not
 * loaded again, which costs a browser about twice the CPU. Returns once the screen of that address is on the
 * page (`html[data-screen]`, lazy-page.tsx), whatever the app made of the query; its data may still be loading.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  const before = await page.evaluate((to) => {
    const shown = document.documentElement.dataset.screen;
    history.pushState(null, '', to);
    // The router follows the address bar on popstate, as it does for the browser's Back button.
    dispatchEvent(new PopStateEvent('popstate'));
    return shown ?? '';
  }, address);
  const pathname = new URL(address, 'http://app').pathname;
  await page.waitForFunction(
    ({ address, pathname, before }) => {
      const shown = document.documentElement.dataset.screen ?? '';
      return shown === address || (shown !== before && shown.split('?')[0] === pathname);
    },
    { address, pathname, before },
    { polling: 50, timeout: 15_000 },
  );
}

/**
 * A `toHaveURL` / `waitForURL` matcher: the URL ends with this path of app/paths, or
 * with this route pattern, whose `:params` match any value; `withQuery` allows a
 * query string after it.
 */
export function urlOf(pathOrPattern: string, { withQuery = false } = {}): RegExp {
  const source = pathOrPattern
    .split(/(:[^/]+)/)
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`${source}${withQuery ? '(\\?.*)?' : ''}$`);
}

export function footer(page: Page) {
  return page.getByRole('contentinfo');
}

/**
 * Waits until the page is controlled by the app's worker (in a spec that lets service workers run). The first worker
 * takes the page once it is activated (clientsClaim), which it is only once every file of the build is kept.
 */
export async function workerInControl(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated');
}
