import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, PUBLIC_PAGES, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { bearer, STAFF, unique } from './people-helpers';
import { chooseAnswer } from './application-helpers';
import { paths } from '../src/app/paths';

snapshotEveryPageOnFailure();

// docs/architecture.md#public-site-speed: what can be checked without timing.
const PAGES = [...PUBLIC_PAGES, { path: paths.login, heading: /Sign in/ }, { path: paths.register, heading: /Create an account/ }];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page's HTML as the server sends it, before any JavaScript runs. */
async function firstHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status(), path).toBe(200);
  return { response, html: await response.text() };
}

const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/**
 * The app's code (or with `entry`, even the page's first script) arrives a second and a half late, as on a slow
 * phone line. The tests then act once the page's first script has run (`domcontentloaded`: it holds what the
 * visitor does for the app), or, with `entry`, before it (`commit`).
 */
async function slowAppCode(page: Page, { entry = false, held = false } = {}): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(entry ? /\/assets\/index-[\w-]+\.js$/ : /\/assets\/main-[\w-]+\.js$/, async (route) => {
    await (held ? released : new Promise((resolve) => setTimeout(resolve, 1500)));
    await route.fallback();
  });
  /** With `held`, the app's code arrives only once this is called. */
  return release;
}

test.describe('public pages reach the browser rendered', () => {
  for (const { path, heading } of PAGES) {
    test(`${path}: the content, title and description are in the first HTML, with no inline script`, async ({ request }) => {
      const { response, html } = await firstHtml(request, path);
      expect(response.headers()['content-type']).toMatch(/text\/html/);
      expect(response.headers()['content-encoding']).toBe('br');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(textOf(h1)).toMatch(heading);
      expect(html).toMatch(/<title>[^<]+ \| [^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
      // The page policy runs no inline script: every script loads a file or is data.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="|type="application\/json"/);
    });
  }

  test('the home page holds the content of the demo centre, and its hero image is preloaded', async ({ request }) => {
    const { html } = await firstHtml(request, paths.home);
    const text = textOf(html);
    for (const words of ['Where to start', 'Financial Management and Fees', 'What providers say', 'Emily Chen'])
      expect(text).toContain(words);
    expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="\/api\/files\/[0-9a-f]{64}\?w=480 480w/);
  });

  test('robots.txt and sitemap.xml come from the content', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [paths.home, paths.services, paths.newsPost(1), paths.resourceDetail(1)]) {
      expect(sitemap).toMatch(new RegExp(`<loc>http://[^<]+${path.replace(/\//g, '\\/')}</loc>`));
    }
    expect(sitemap).not.toContain(`${paths.login}</loc>`);
  });
});

test.describe('built files', () => {
  test('hashed assets come brotli- or gzip-compressed as asked, cached for a year as immutable', async ({ request }) => {
    const { html } = await firstHtml(request, paths.home);
    const [asset] = [...html.matchAll(/<script\b[^>]* src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(asset).toBeTruthy();
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding'], encoding).toBe(encoding);
      expect(response.headers()['cache-control']).toBe(IMMUTABLE);
      expect(response.headers().vary).toMatch(/accept-encoding/i);
      expect(await response.text()).toMatch(/import\(/);
    }
  });

  test('API answers are not cached as assets', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.headers()['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

test.describe('hydration', () => {
  test.describe.configure({ timeout: 90_000 });

  test('every public page hydrates without an error and without replacing what the server sent', async ({ page }) => {
    // Records every element with words in it that the page takes out of #root after it arrives: content
    // the browser rendered again instead of hydrating (emotion moving its <style>s to the head is fine).
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            const words = node.textContent?.trim();
            if (node instanceof Element && node.tagName !== 'STYLE' && words && (record.target as Element).closest?.('#root')) {
              removed.push(`${node.tagName}: ${words.slice(0, 60)}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const privateCode: string[] = [];
    const markdownLibrary: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/assets\/(dashboard-shell|client-listing-page|report-page|[\w-]+-admin-screen)-/.test(url)) privateCode.push(url);
      // The server sends the Markdown as HTML: the pages need no Markdown library.
      if (/\/assets\/markdown-renderer-/.test(url)) markdownLibrary.push(url);
    });

    let appCode = 0;
    page.on('request', (request) => {
      if (/\/assets\/main-[\w-]+\.js$/.test(request.url())) appCode += 1;
    });
    for (const { path, heading } of PAGES) {
      appCode = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      // No page loads the app before the visitor is there (boot.ts).
      expect(appCode, `${path} loads the app before the visitor shows up`).toBe(0);
      await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
      // A form page (sign-in, register, apply) takes input as it came, and starts the app as soon as the
      // pointer moves; a reading page, only when the visitor does something: here, a key.
      const formField = path.startsWith(paths.login) ? 'Username' : path === paths.apply ? 'First name' : null;
      if (formField) {
        await expect(page.getByLabel(formField)).toBeEditable();
        await page.mouse.move(20, 20);
      } else {
        await page.mouse.move(20, 20);
        await page.mouse.move(40, 60);
        await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
        await page.keyboard.press('Tab');
      }
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
      // Two frames after the app said it was ready: whatever hydration changes has happened.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot), path).toEqual([]);
    }
    expect(problems).toEqual([]);
    expect(privateCode, 'public pages load no code of the private area').toEqual([]);
    expect(markdownLibrary, 'public pages hydrate without the Markdown library').toEqual([]);
  });

  test('a reading page loads only its small entry script until the visitor does something', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(paths.home, { waitUntil: 'networkidle' });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // Its links work as they are: the next page comes rendered from the server.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy Policy/);
  });

  test('what a visitor types and sends before the app works reaches the app: they are signed in', async ({ page }) => {
    await slowAppCode(page);
    await page.goto(paths.login, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill(DEMO.coach.username);
    await page.getByLabel('Password').fill(DEMO.coach.password);
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/auth/login')) signIns.push(request.url());
    });
    // Enter, then the button as well: the form is sent once.
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await expect(page).toHaveURL(urlOf(paths.clientListing));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clients');
    expect(signIns).toHaveLength(1);
  });

  test('an account registered before the app works is created with every field typed', async ({ page }) => {
    const username = unique('early.');
    await slowAppCode(page);
    await page.goto(paths.register, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('First name').fill('Wren');
    await page.getByLabel('Last name').fill('Early');
    await page.getByLabel('Email').fill(`${username}@example.ca`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await expect(page).toHaveURL(urlOf(paths.dashboard));
    await expect(page.getByTestId('signed-in-user')).toContainText('Wren Early');
  });

  test('an application filled in before the app works is sent with everything typed', async ({ page, request }) => {
    const first = unique('Early');
    const release = await slowAppCode(page, { held: true });
    await page.goto(paths.apply, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Your application' });
    await form.getByLabel('First name').fill(first);
    await form.getByLabel('Last name').fill('Bird');
    await form.getByLabel('Email').fill(`${first.toLowerCase()}@example.ca`);
    await form.getByLabel('Phone').fill('403-555-0177');
    await form.getByLabel('City or town').fill('Canmore');
    await form.getByLabel('Anything else we should know?').fill('Typed before the page worked.');
    await chooseAnswer(form, 'Kind of childcare', 'Family day home');
    await chooseAnswer(form, 'Region', 'Calgary');
    // A box ticked once is ticked, one ticked twice is not, one ticked three times is.
    await form.getByRole('checkbox', { name: 'A business plan' }).click();
    for (let i = 0; i < 2; i++) await form.getByRole('checkbox', { name: 'Grants and funding' }).click();
    for (let i = 0; i < 3; i++) await form.getByRole('checkbox', { name: 'Finding families (marketing)' }).click();
    await form.getByRole('checkbox', { name: /I agree that/ }).click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    // What was typed and chosen is still there once the app works; the clicks were made again, in turn.
    await expect(form.getByLabel('First name')).toHaveValue(first);
    await expect(form.getByLabel('Anything else we should know?')).toHaveValue('Typed before the page worked.');
    await expect(form.getByRole('combobox', { name: 'Kind of childcare' })).toHaveValue('family_day_home');
    await expect(form.getByRole('combobox', { name: 'Region' })).toHaveValue('Calgary');
    await expect(form.getByRole('checkbox', { name: 'A business plan' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Grants and funding' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Finding families (marketing)' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /I agree that/ })).toBeChecked();
    await form.getByRole('radio', { name: 'Applying now' }).check();
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you: we have your application' })).toBeFocused();

    // The centre received what the visitor typed, not the empty form the app started with.
    const list = await request.get(`/api/applications?q=${encodeURIComponent(first)}`, { headers: await bearer(request, STAFF.admin) });
    expect(list.status()).toBe(200);
    const [received] = await list.json();
    expect(received).toMatchObject({
      firstname: first,
      lastname: 'Bird',
      city: 'Canmore',
      phone: '403-555-0177',
      business_type: 'family_day_home',
      region: 'Calgary',
    });
    expect([...received.needs].sort()).toEqual(['business_plan', 'marketing']);
  });

  test('what a visitor did before even the first script ran is kept: typing, and a box ticked', async ({ page }) => {
    await slowAppCode(page, { entry: true });
    await page.goto(paths.apply, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Your application' });
    await form.getByLabel('First name').fill('Prompt');
    await form.getByRole('checkbox', { name: /I agree that/ }).check();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(form.getByLabel('First name')).toHaveValue('Prompt');
    await expect(form.getByRole('checkbox', { name: /I agree that/ })).toBeChecked();
    // The form's state has both: sent, it finds the other fields missing, not these.
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Enter your last name');
    await expect(form.getByLabel('First name')).not.toHaveAccessibleDescription('Enter your first name');
    await expect(form.getByText('Please agree so that we can use your details to reply')).toHaveCount(0);
  });

  test('a page hydrates from what the server sent; one reached inside the app loads its data through its route, once', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // Its calls, not its pictures.
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/')) calls.push(pathname);
    });
    await page.goto(paths.home, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.getByText('Emily Chen').first()).toBeVisible();
    expect(calls, 'the home page asks the API for nothing it was sent').toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
    await expect(page.getByRole('heading', { name: 'Financial Management and Fees' })).toBeVisible();
    expect(calls.filter((path) => path === '/api/services')).toHaveLength(1);
    // Back home, inside the app: its route loads its data again.
    await page.goBack();
    await expect(page.getByText('Emily Chen').first()).toBeVisible();
    expect(calls.filter((path) => path === '/api/testimonials')).toHaveLength(1);
  });

  test('a signed-in visitor gets the app at once, with no interaction', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('token', '"not-checked-by-the-header"'));
    await page.goto(paths.home);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  });

  test('the first tap on a control of a reading page shows at once that it was taken, until the app acts on it', async ({
    browser,
    baseURL,
  }) => {
    // A phone: its width, its CPU four times slower, and the app's code late.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await slowAppCode(page);
    const expectTaken = async (control: Locator) => {
      // Marked as the tap lands (boot.ts does it as it holds the click), not once the app works: no wait here.
      expect(await control.getAttribute('aria-busy')).toBe('true');
      expect(await control.evaluate((element) => getComputedStyle(element, '::after').animationName)).toBe('pressed');
      expect(await control.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.7');
    };

    await page.goto(paths.home, { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expectTaken(menuButton);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    // Then the app opens the menu, and the button looks as before.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 15_000 });
    // (The open menu hides the rest of the page from the accessibility tree: the button is found by what it opens.)
    await expect(page.locator('button[aria-controls="public-mobile-menu"]:not([aria-busy], [data-pressed])')).toHaveCount(1);

    await page.goto(paths.gallery, { waitUntil: 'domcontentloaded' });
    const picture = page.getByRole('main').getByRole('listitem').first().getByRole('button');
    await picture.click();
    await expectTaken(picture);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toContainText('Photo 1 of 8', { timeout: 15_000 });
    await expect(page.locator('[aria-busy], [data-pressed]')).toHaveCount(0);
    await context.close();
  });

  test('a click made before the app has started is made again once the page works', async ({ page }) => {
    // The visitor opens a photo of the gallery before the app's code has arrived.
    await slowAppCode(page);
    await page.goto(paths.gallery, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('listitem').first().getByRole('button').click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toContainText('Photo 1 of 8');
  });
});
