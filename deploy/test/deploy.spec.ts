import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { paths } from '../../apps/web/src/app/paths';
import { PUBLIC_PAGES, signInThroughForm } from '../../apps/web/e2e/helpers';
import { PEOPLE } from '../../apps/web/e2e/coaching-helpers';
import { noisePng } from '../../apps/web/e2e/content-admin-helpers';
import { databaseUrl, HOST_NAME, HTTP_PORT, killInstance, ORIGIN, startInstance } from './stack';

/** What a person would see go wrong: an answer of 500 or more, a request that failed, an error toast. */
class Watch {
  failures: string[] = [];
  toasts: string[] = [];
  private fail: (reason: Error) => void = () => {};
  /** Rejects at the first failure, so that a step fails at once, naming it, rather than wait for what never shows. */
  readonly failed = new Promise<never>((_resolve, reject) => (this.fail = reject));

  failure(text: string) {
    this.failures.push(text);
    this.fail(new Error(`a request failed: ${text}`));
  }

  /** One step of the test, cut short by a failure. */
  step(name: string, body: () => Promise<void>): Promise<void> {
    return test.step(name, () => Promise.race([body(), this.failed]));
  }
}

/** A browser page of its own (a person), watched for failures from its first request. */
async function person(browser: Browser, watch: Watch): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  page.on('response', (answer) => {
    if (answer.status() >= 500) watch.failure(`${answer.status()} ${answer.request().method()} ${answer.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A request the page itself dropped (a navigation leaving it) is no failure of the server.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      watch.failure(`${request.failure()?.errorText} ${request.method()} ${request.url()}`);
    }
  });
  // Every toast the app shows (app/toaster.tsx: react-hot-toast writes each message with an explicit aria-live).
  await page.exposeBinding('__deployTestToast', (_source, text: string) => void watch.toasts.push(text));
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="status"][aria-live="polite"]')) {
        if (seen.has(toast) || !toast.textContent) continue;
        seen.add(toast);
        (window as unknown as { __deployTestToast: (text: string) => void }).__deployTestToast(toast.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return page;
}

/** Two days back: in the past on any clock. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('people work through nginx over https while the instances are stopped, killed and started again', async ({ browser }) => {
  const watch = new Watch();
  watch.failed.catch(() => {}); // read by the steps; unhandled otherwise
  const notes = `Saved through nginx ${Date.now()}`;

  const visitor = await person(browser, watch);
  await watch.step('plain HTTP only points at https', async () => {
    // Before any https answer, so the browser holds no HSTS for the name.
    const redirected = await visitor.goto(`http://${HOST_NAME}:${HTTP_PORT}${paths.aboutUs}`);
    expect(redirected!.url()).toBe(`${ORIGIN}${paths.aboutUs}`);
    const first = redirected!.request().redirectedFrom();
    expect(first?.url()).toBe(`http://${HOST_NAME}:${HTTP_PORT}${paths.aboutUs}`);
    expect((await first!.response())?.status()).toBe(301);
  });

  await watch.step('a public page comes over https and HTTP/2 with the security headers', async () => {
    const home = await visitor.goto(paths.home);
    expect(home!.status()).toBe(200);
    const headers = home!.headers();
    // HSTS: the app saw https in X-Forwarded-Proto, from the proxy TRUST_PROXY names.
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(visitor.getByRole('heading', { name: PUBLIC_PAGES[0].heading })).toBeVisible();
    const protocol = await visitor.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    );
    expect(protocol).toBe('h2');
  });

  const coach = await person(browser, watch);
  await watch.step('a coach signs in', () => signInThroughForm(coach, PEOPLE.sarah));
  await watch.step('instance a is stopped as systemd stops it (SIGTERM)', () => killInstance('a', 'SIGTERM'));
  await watch.step('the coach logs time', async () => {
    await coach.getByLabel('Search clients').fill('Little Maples');
    const links = coach.getByRole('link', { name: /^Action plans for / });
    await expect(links.filter({ visible: true })).toHaveCount(1);
    await links.filter({ visible: true }).click();
    await coach.getByRole('link', { name: 'Time diary' }).click();
    await coach.getByRole('button', { name: 'Log time' }).click();
    const entry = coach.getByRole('dialog', { name: 'Log time' });
    await entry.getByRole('combobox', { name: 'Action plan' }).click();
    await coach.getByRole('option').first().click();
    await entry.getByLabel('Date').fill(daysAgo(2));
    await entry.getByLabel('Hours').fill('1');
    await entry.getByLabel('Minutes').fill('15');
    await entry.getByRole('combobox', { name: 'Activity' }).click();
    await coach.getByRole('option', { name: 'Site visit' }).click();
    await entry.getByLabel('Notes').fill(notes);
    await entry.getByRole('button', { name: 'Add entry' }).click();
    await expect(coach.getByText('Time entry added')).toBeVisible();
    await expect(coach.getByText(notes)).toBeVisible();
  });

  await watch.step('instance a comes back', async () => void (await startInstance('a')));
  await watch.step('instance b crashes (SIGKILL)', () => killInstance('b', 'SIGKILL'));
  let imageUrl = '';
  await watch.step('an administrator signs in and replaces the landing image', async () => {
    const admin = await person(browser, watch);
    await signInThroughForm(admin, PEOPLE.admin);
    await admin.goto(paths.landingImages);
    const card = admin.getByRole('region', { name: 'Landing image' });
    const uploaded = admin.waitForResponse((r) => r.url().endsWith('/api/landing-image') && r.request().method() === 'POST');
    await card.locator('input[type=file]').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: noisePng(900, 700) });
    imageUrl = ((await (await uploaded).json()) as { image_url: string }).image_url;
    await expect(card.getByRole('img', { name: 'Current landing image' })).toHaveAttribute('src', new RegExp(`^${imageUrl}`));
  });

  await watch.step('instance b comes back', async () => void (await startInstance('b')));
  await watch.step('instance a crashes (SIGKILL) while a visitor reads page after page', async () => {
    // The pages asked for while it dies go to b: nginx sends a GET again when its instance drops it.
    const reading = (async () => {
      for (const { path, heading } of PUBLIC_PAGES) {
        await visitor.goto(path);
        await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await killInstance('a', 'SIGKILL');
    await reading;
  });

  await watch.step('a visitor reads the home page with the new image', async () => {
    await visitor.goto(paths.home);
    await expect(visitor.locator(`img[src="${imageUrl}"]`)).toBeVisible();
  });

  expect(watch.failures, 'requests that failed').toEqual([]);
  expect(watch.toasts, 'toasts the people saw').toEqual(['Time entry added', 'landing image uploaded successfully']);

  // Nothing is lost: the entry and the image are in the database.
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const entries = await client.query('select minutes, activity from action_journals where notes = $1 and deleted_at is null', [notes]);
    expect(entries.rows).toEqual([{ minutes: 75, activity: expect.any(String) }]);
    const sha256 = imageUrl.split('/').pop();
    const landing = await client.query('select sha256 from landing_images where type = $1', ['landing']);
    expect(landing.rows).toEqual([{ sha256 }]);
    const file = await client.query('select size from files where sha256 = $1', [sha256]);
    expect(file.rows).toHaveLength(1);
  } finally {
    await client.end();
  }
});
