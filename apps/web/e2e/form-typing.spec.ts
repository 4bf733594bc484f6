import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { urlOf, snapshotEveryPageOnFailure } from './helpers';
import { unique } from './people-helpers';
import { chooseAnswer } from './application-helpers';

snapshotEveryPageOnFailure();

/**
 * A form page starts the app while the visitor is already typing (boot.ts), and nothing typed
 * or ticked may be lost or reordered across that moment. Each round is a new visitor who clicks the first field
 * as soon as it is there (the click starts the app) and types key by key, at a fast, an ordinary and a slow
 * speed (three visitors, at once unless the CPU is slowed), so that the app starts during the first field, the second, or after; with the CPU as it is and slowed
 * four times. The second field of the sign-in and set-password forms is typed at 120 ms a key at most: at 250
 * the app has started during the first. FORM_TYPING_ROUNDS repeats each speed (a loop of 10 is a good check
 * after a change to boot.ts or a form page).
 */
const SPEEDS = [40, 120, 250];
/** What the server answers a set-password link it does not know (apps/api/src/auth/account-links.ts). */
const LINK_REFUSED = 'This link has expired or has already been used. Ask for a new one.';
const ROUNDS = Number(process.env.FORM_TYPING_ROUNDS ?? 1);
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
type Width = keyof typeof WIDTHS;
/** A phone's CPU. */
const SLOW_CPU = 4;

/** A new visitor (nothing cached) at this width, on a slowed phone or not, opening `path`. */
async function visit(browser: Browser, baseURL: string | undefined, width: Width, slow: boolean, path: string) {
  const context = await browser.newContext({ viewport: WIDTHS[width], baseURL });
  // What the app sends, recorded in the page (with the CPU slowed through CDP, Playwright sees none of its requests).
  await context.addInitScript(() => {
    const sent: { path: string; body: unknown }[] = [];
    Object.assign(window, { sentToApi: sent });
    const paths = new WeakMap<XMLHttpRequest, string>();
    const { open, send } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      paths.set(this, new URL(args[1], location.href).pathname);
      open.apply(this, args);
    } as XMLHttpRequest['open'];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (typeof body === 'string') sent.push({ path: paths.get(this) ?? '', body: JSON.parse(body) as unknown });
      send.call(this, body);
    };
  });
  const page = await context.newPage();
  const cdp = slow ? await context.newCDPSession(page) : null;
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    page,
    /**
     * Gives the page its CPU back once the form is sent: what the test is about is over, and Chromium slows a page by
     * keeping a core busy beside it (most of a core for each slowed page, even while it waits), which the other
     * workers' pages need.
     */
    sent: async () => void (await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 })),
    close: () => context.close(),
  };
}

/** The JSON bodies the page has sent to this API path (`/auth/login`). */
const sentTo = (page: Page, api: string) =>
  page.evaluate(
    (path) =>
      (window as unknown as { sentToApi: { path: string; body: unknown }[] }).sentToApi.filter((r) => r.path === path).map((r) => r.body),
    `/api${api}`,
  );

/** Clicks the field and types the text into it key by key. */
async function typeInto(field: Locator, text: string, delay: number) {
  await field.click();
  await field.pressSequentially(text, { delay });
}

/**
 * Runs `visitor` at each speed: each is a visitor of their own (a context of their own). At full speed the three at
 * once, and the test takes as long as its slowest typist; on a slowed CPU one after another, as Chromium slows a page
 * by keeping most of a core busy beside it: three at once would want more than this two-core machine has, and
 * starve the other workers' pages.
 */
async function atEachSpeed(slow: boolean, visitor: (delay: number) => Promise<void>) {
  if (!slow) await Promise.all(SPEEDS.map((delay) => visitor(delay)));
  else for (const delay of SPEEDS) await visitor(delay);
}

const configurations = (['desktop', 'phone'] as const).flatMap((width) => [false, true].map((slow) => ({ width, slow })));
const nameOf = ({ width, slow }: { width: Width; slow: boolean }) =>
  `at the ${width}'s width${slow ? `, the CPU ${SLOW_CPU} times slower` : ''}`;

// A trace of each visitor's browser would cost more than the typing; `where` says which round failed.
test.use({ trace: 'off' });

test.describe('a form page keeps every key typed while the app starts', () => {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  for (const configuration of configurations) {
    test(`/login, ${nameOf(configuration)}: the username and password typed are signed in with`, async ({ browser, baseURL, request }) => {
      // An account of its own: a password typed wrong would count against the account (and lock it).
      const username = unique('key.');
      const password = 'Maple-syrup-41';
      const registered = await request.post('/api/auth/register', {
        data: { username, password, email: `${username}@example.ca`, firstname: 'Tess', lastname: 'Typist' },
      });
      expect(registered.status()).toBe(201);
      await atEachSpeed(configuration.slow, async (delay) => {
        for (let round = 0; round < ROUNDS; round++) {
          const { page, sent, close } = await visit(browser, baseURL, configuration.width, configuration.slow, paths.login);
          const where = `typed at ${delay} ms a key, round ${round + 1}`;
          await typeInto(page.getByLabel('Username'), username, delay);
          await typeInto(page.getByLabel('Password'), password, Math.min(delay, 120));
          await expect(page.getByLabel('Username'), where).toHaveValue(username);
          await expect(page.getByLabel('Password'), where).toHaveValue(password);
          await page.getByLabel('Password').press('Enter');
          await sent();
          await expect(page, where).toHaveURL(urlOf(paths.clientListing), { timeout: 20_000 });
          expect(await sentTo(page, '/auth/login'), where).toEqual([{ username, password }]);
          await close();
        }
      });
    });

    test(`/set-password, ${nameOf(configuration)}: both passwords are sent as typed`, async ({ browser, baseURL }) => {
      const password = 'Tidy-Nest-41';
      await atEachSpeed(configuration.slow, async (delay) => {
        for (let round = 0; round < ROUNDS; round++) {
          const { page, sent, close } = await visit(
            browser,
            baseURL,
            configuration.width,
            configuration.slow,
            `${paths.setPassword}?token=not-a-real-token`,
          );
          const where = `typed at ${delay} ms a key, round ${round + 1}`;
          await typeInto(page.getByLabel(/^New password/), password, delay);
          await typeInto(page.getByLabel('Type the new password again'), password, Math.min(delay, 120));
          await expect(page.getByLabel(/^New password/), where).toHaveValue(password);
          await expect(page.getByLabel('Type the new password again'), where).toHaveValue(password);
          await page.getByRole('button', { name: 'Set my password' }).click();
          await sent();
          // The form finds the two the same, and sends the password; the server refuses the made-up link (its limit of
          // these posts from an address is off for the specs, playwright.config.ts: these 12 would use it up).
          await expect(page.getByRole('alert'), where).toContainText(LINK_REFUSED, { timeout: 20_000 });
          expect(await sentTo(page, '/auth/set-password'), where).toEqual([{ token: 'not-a-real-token', password }]);
          await close();
        }
      });
    });

    test(`/apply, ${nameOf(configuration)}: the names typed and the boxes ticked are sent as they were`, async ({ browser, baseURL }) => {
      await atEachSpeed(configuration.slow, async (delay) => {
        for (let round = 0; round < ROUNDS; round++) {
          const { page, sent, close } = await visit(browser, baseURL, configuration.width, configuration.slow, paths.apply);
          const where = `typed at ${delay} ms a key, round ${round + 1}`;
          const form = page.getByRole('form', { name: 'Your application' });
          // The selects are the browser's own: chosen as the page comes, while the app starts.
          await chooseAnswer(form, 'Kind of childcare', 'Family day home');
          await chooseAnswer(form, 'Region', 'Calgary');
          await typeInto(form.getByLabel('First name'), 'Alexandra', delay);
          await typeInto(form.getByLabel('Last name'), 'Marguerite', delay);
          await form.getByRole('checkbox', { name: 'Grants and funding' }).click();
          await form.getByRole('radio', { name: 'Applying now' }).click();
          await form.getByRole('checkbox', { name: /I agree that/ }).click();
          await expect(form.getByLabel('First name'), where).toHaveValue('Alexandra');
          await expect(form.getByLabel('Last name'), where).toHaveValue('Marguerite');
          await expect(form.getByRole('checkbox', { name: 'Grants and funding' }), where).toBeChecked();
          await expect(form.getByRole('radio', { name: 'Applying now' }), where).toBeChecked();
          await expect(form.getByRole('checkbox', { name: /I agree that/ }), where).toBeChecked();
          await expect(form.getByRole('combobox', { name: 'Region' }), where).toHaveValue('Calgary');
          // The rest is not what this test is about.
          await form.getByLabel('Email').fill('alexandra.marguerite@example.ca');
          await form.getByLabel('Phone').fill('403-555-0144');
          await form.getByLabel('City or town').fill('Canmore');
          await form.getByRole('button', { name: 'Send my application' }).click();
          await sent();
          await expect(page.getByRole('heading', { name: 'Thank you: we have your application' }), where).toBeVisible({ timeout: 20_000 });
          expect(await sentTo(page, '/applications'), where).toEqual([
            expect.objectContaining({
              firstname: 'Alexandra',
              lastname: 'Marguerite',
              business_type: 'family_day_home',
              region: 'Calgary',
              needs: ['funding'],
              licensed: 'in_progress',
              consent: true,
            }),
          ]);
          await close();
        }
      });
    });
  }
});
