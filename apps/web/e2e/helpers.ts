import { expect, type Page } from '@playwright/test';
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

/** A visitor shows up on a form page, the pointer moving over it: the app starts (boot.ts), and the page works. */
export async function visitorShowsUp(page: Page): Promise<void> {
  await page.mouse.move(8, 8);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}

/** Signs in through the sign-in form, as a person does; the app then opens the client listing. */
export async function signInThroughForm(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto(paths.login);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(urlOf(paths.clientListing));
}

/**
 * Starts a test signed in, on the client listing. The session comes from the API's sign-in and is stored as
 * the sign-in form stores it (the specs of the form itself use `signInThroughForm`): a third of a second less
 * per test than opening /login and starting the app there. An account that answers with a two-factor step
 * signs in through the form.
 */
export async function signIn(page: Page, account: { username: string; password: string }): Promise<void> {
  const answer = await page.request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  const session = (await answer.json()) as { token?: string; user?: unknown; expiresAt?: string };
  if (!answer.ok() || !session.token) return signInThroughForm(page, account);
  // Storage belongs to the site: a small file of it first, then the app opens signed in.
  await page.goto('/robots.txt');
  await page.evaluate(({ token, user, expiresAt }) => {
    localStorage.setItem('token', JSON.stringify(token));
    localStorage.setItem('user', JSON.stringify(user));
    if (expiresAt) localStorage.setItem('expirationTime', expiresAt);
  }, session);
  await page.goto(paths.clientListing);
  await expect(page).toHaveURL(urlOf(paths.clientListing));
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
