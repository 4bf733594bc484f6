import path from 'node:path';
import { expect, test } from '@playwright/test';
import { paths } from '../src/app/paths';

/** Home page pictures for review; SHOTS_DIR picks the folder (default test-results/shots). */
const dir = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`home page screenshot on a ${name}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport, baseURL });
    const page = await context.newPage();
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: path.join(dir, `home-${name}.png`) });
    await page.screenshot({ path: path.join(dir, `home-${name}-full.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
}
