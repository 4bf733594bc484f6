import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { paths } from '../src/app/paths';
import { DEMO, signIn, urlOf, visitorShowsUp, snapshotEveryPageOnFailure } from './helpers';
import { bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';

snapshotEveryPageOnFailure();

// docs/architecture.md#applications-and-accounts: a person turns two-factor sign-in on, then signs in with a code or a recovery code.
const PASSWORD = 'Welcome-2026';
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** A code of the current 30-second step, or of the next one (the server accepts ±1 step, each step once). */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * A JSON POST from another loopback address: a refused code counts as a failure of that address,
 * and failures from 127.0.0.1 (where every spec signs in) must not add up for other specs.
 */
function postFrom(
  localAddress: string,
  baseURL: string,
  path: string,
  data: object,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(path, baseURL);
  const body = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The password step of the sign-in form; a two-factor account stays on /login and is asked for a code. */
async function enterPassword(page: Page, username: string) {
  await page.goto(paths.login);
  await visitorShowsUp(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('form', { name: 'Two-factor sign-in' })).toBeVisible();
}

async function inNewContext<T>(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  run: (page: Page) => Promise<T>,
) {
  const context = await browser.newContext({ viewport, baseURL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('two-factor sign-in', () => {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`a client turns it on, signs in with a code, and a recovery code works once (${width})`, async ({ browser, baseURL, request }) => {
      test.setTimeout(90_000); // three browser contexts and four axe checks, on a machine that may be busy
      const username = unique('tfa').toLowerCase();
      const created = await request.post('/api/users/create', {
        headers: await bearer(request, STAFF.admin),
        data: { username, password: PASSWORD, category_id: 4, email: `${username}@example.ca`, firstname: 'Tove', lastname: 'Factor' },
      });
      expect(created.status()).toBe(201);

      // Another session of the account, which turning two-factor on ends.
      const other = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
      const otherToken = ((await other.json()) as { token: string }).token;

      // Turn it on from the account page: the current password first (a session alone cannot), the QR code and key,
      // a first code, then the recovery codes shown once.
      const { secret, recovery } = await inNewContext(browser, baseURL, viewport, async (page) => {
        await signIn(page, { username, password: PASSWORD }, paths.account);
        const section = page.getByRole('region', { name: 'Two-factor sign-in' });
        await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
        const confirm = section.getByRole('form', { name: 'Confirm it is you' });
        await confirm.getByLabel('Current password').fill('not-my-password');
        await confirm.getByRole('button', { name: 'Continue' }).click();
        await expect(confirm.getByRole('alert')).toHaveText('Your current password is not right.');
        await expectAxeClean(page, `the password step of the two-factor set-up (${width})`);
        await confirm.getByLabel('Current password').fill(PASSWORD);
        await confirm.getByRole('button', { name: 'Continue' }).click();
        const qr = section.getByRole('img', { name: /QR code/ });
        await expect(qr).toBeVisible();
        await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        const key = (await section.locator('code[data-secret]').getAttribute('data-secret')) ?? '';
        expect(key).toMatch(/^[A-Z2-7]{16,}$/);
        await expectAxeClean(page, `the two-factor set-up (${width})`);
        if (width === 'phone') await expectNoSidewaysScroll(page);
        await section.getByLabel('Code from your authenticator app').fill(await codeOf(key));
        await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
        const list = section.getByRole('list', { name: 'Recovery codes' });
        await expect(list.getByRole('listitem')).toHaveCount(10);
        const codes = await list.getByRole('listitem').allInnerTexts();
        await expectAxeClean(page, `the recovery codes (${width})`);
        // The codes can be kept as a file: the download holds every one of them.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          section.getByRole('button', { name: 'Download codes' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('recovery-codes.txt');
        const saved = readFileSync(await download.path()).toString();
        for (const code of codes) expect(saved).toContain(code);
        await section.getByRole('button', { name: 'Done' }).click();
        // This session goes on (the status is read with it); the other one has ended.
        await expect(section.getByText('Two-factor sign-in is on. You have 10 of 10 recovery codes left.')).toBeVisible();
        await expect(section.getByText(key)).toHaveCount(0);
        expect((await request.get('/api/auth/getMe', { headers: { authorization: `Bearer ${otherToken}` } })).status()).toBe(401);
        await page.reload();
        await expect(
          page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('You have 10 of 10 recovery codes left.'),
        ).toBeVisible();
        return { secret: key, recovery: codes };
      });

      // The password alone leads to the code step; a code from the app signs in.
      await inNewContext(browser, baseURL, viewport, async (page) => {
        await enterPassword(page, username);
        const code = page.getByLabel('Code from your authenticator app');
        await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
        await expect(code).toHaveAttribute('inputmode', 'numeric');
        await expectAxeClean(page, `the code step of the sign-in (${width})`);
        await code.fill(await codeOf(secret, 1));
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page).toHaveURL(urlOf(paths.clientListing));
      });

      // A recovery code instead: it works once.
      await inNewContext(browser, baseURL, viewport, async (page) => {
        await enterPassword(page, username);
        await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await page.getByLabel('Recovery code').fill(recovery[0]);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page).toHaveURL(urlOf(paths.clientListing));
        await page.goto(paths.account);
        await expect(page.getByText('You have 9 of 10 recovery codes left.')).toBeVisible();
      });
      const address = width === 'phone' ? '127.0.0.7' : '127.0.0.6';
      const first = await postFrom(address, baseURL!, '/api/auth/login', { username, password: PASSWORD });
      expect(first.json.two_factor_required).toBe(true);
      const again = await postFrom(address, baseURL!, '/api/auth/login/two-factor', {
        challenge: first.json.challenge,
        recovery_code: recovery[0],
      });
      expect(again.status).toBe(401);
      expect(again.json.token).toBeUndefined();
    });
  }

  test('the security settings and the reset action are there for an administrator, and accessible', async ({ browser, baseURL }) => {
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      await inNewContext(browser, baseURL, viewport, async (page) => {
        await signIn(page, DEMO.admin, paths.securitySettings);
        await expect(page.getByRole('switch', { name: 'Require two-factor sign-in for administrators and coaches' })).not.toBeChecked();
        await expectAxeClean(page, `${paths.securitySettings} (${width})`);
        await page.goto(paths.coachListing);
        await expect(page.getByRole('button', { name: /^Reset two-factor sign-in of / }).first()).toBeVisible();
      });
    }
  });
});
