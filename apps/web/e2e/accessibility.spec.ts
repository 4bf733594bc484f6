import { expect, test, type Browser } from '@playwright/test';
import { DEMO, PUBLIC_PAGES, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { paths } from '../src/app/paths';
import { expectAxeClean } from './people-helpers';

snapshotEveryPageOnFailure();

async function audit(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  viewport = { width: 1280, height: 800 },
  setup?: (page: import('@playwright/test').Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  try {
    if (setup) await setup(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAxeClean(page, path);
  } finally {
    await context.close();
  }
}

test.describe('accessibility (axe)', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`no violations on ${path}`, async ({ browser, baseURL }) => {
      await audit(browser, baseURL, path);
    });
  }

  test('no violations on the sign-in page and its register tab', async ({ browser, baseURL }) => {
    await audit(browser, baseURL, paths.login);
    await audit(browser, baseURL, paths.register);
  });

  test('no violations on the home page on a phone', async ({ browser, baseURL }) => {
    await audit(browser, baseURL, paths.home, { width: 390, height: 844 });
  });

  test('no violations on the dashboard and a refused route', async ({ browser, baseURL }) => {
    const signInFirst = async (page: import('@playwright/test').Page) => {
      await page.goto(paths.login);
      await page.getByLabel('Username').fill(DEMO.client.username);
      await page.getByLabel('Password').fill(DEMO.client.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(urlOf(paths.clientListing));
    };
    await audit(browser, baseURL, paths.clientListing, undefined, signInFirst);
    await audit(browser, baseURL, paths.forms, undefined, signInFirst);
    await audit(browser, baseURL, paths.clientListing, { width: 390, height: 844 }, signInFirst);
  });
});

test('motion follows the visitor’s setting: the controls’ transitions end at once for someone who asks for less', async ({
  browser,
  baseURL,
}) => {
  const durationsOfSignIn = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ baseURL, reducedMotion });
    try {
      const page = await context.newPage();
      await page.goto(paths.login);
      const button = page.getByRole('button', { name: 'Sign in' });
      await expect(button).toBeVisible();
      const text = await button.evaluate((element) => getComputedStyle(element).transitionDuration);
      return text.split(',').map((seconds) => parseFloat(seconds));
    } finally {
      await context.close();
    }
  };
  // MUI's button fades its colours over 250 ms; asked for less motion, over 1 ms.
  expect(Math.max(...(await durationsOfSignIn('no-preference')))).toBeGreaterThanOrEqual(0.2);
  expect(Math.max(...(await durationsOfSignIn('reduce')))).toBeLessThanOrEqual(0.001);
});
