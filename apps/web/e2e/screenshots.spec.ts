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

/** The pages fed by the content, on a phone, with their images loaded (each lazy one scrolled to first). */
for (const [name, route] of [
  ['services', paths.services],
  ['gallery', paths.gallery],
] as const) {
  test(`${name} page screenshot on a phone`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('img[srcset]').first()).toBeVisible();
    for (const image of await page.locator('img[srcset]').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(dir, `${name}-phone.png`) });
    await page.screenshot({ path: path.join(dir, `${name}-phone-full.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
}
