import path from 'node:path';
import { expect, test } from '@playwright/test';
import { paths } from '../src/app/paths';
import { DEMO, signIn } from './helpers';
import { listLoaded, noisePng, textbox, throttleUploads } from './content-admin-helpers';

/** Admin pictures for review; SHOTS_DIR picks the folder (default test-results/shots). */
const dir = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

const STORY = `Most providers set their first fees by asking the neighbours. These are **the five questions** to ask instead:

1. What does a space really cost you each month?
2. How many paid weeks are there in your year?
3. What will you pay yourself?

Read more on the [provincial affordability grant](https://www.alberta.ca/).`;

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`admin editor on a ${name}`, () => {
    test.use({ viewport });
    test('screenshot: a service being written, its image uploading', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, DEMO.admin, paths.serviceCards);
      await listLoaded(page);
      await page.screenshot({ path: path.join(dir, `admin-services-${name}.png`) });
      await page.getByRole('button', { name: 'New service' }).click();
      const dialog = page.getByRole('dialog');
      await textbox(dialog, 'Title').fill('Fees that cover your costs');
      await textbox(dialog, 'Summary').fill('Set fees that pay for the care you give, and explain them to parents with confidence.');
      await textbox(dialog, 'Description').fill(STORY);
      // Every new image has its alt text (docs/decisions/033).
      await textbox(dialog, 'Alt text for a new image').fill('A day home provider going over her fees at the kitchen table');
      await throttleUploads(page, 150 * 1024);
      await dialog.locator('input[type=file]').setInputFiles({ name: 'fees.png', mimeType: 'image/png', buffer: noisePng(900, 700) });
      const bar = dialog.getByRole('progressbar', { name: 'Uploading image' });
      await expect(bar).toBeVisible();
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10);
      if (name === 'phone') await bar.scrollIntoViewIfNeeded();
      else await dialog.getByText(/^Uploading… \d+%$/).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `admin-editor-upload-${name}.png`) });
      await expect(dialog.getByRole('img', { name: 'Image: preview' })).toBeVisible({ timeout: 60_000 });
      await page.screenshot({ path: path.join(dir, `admin-editor-uploaded-${name}.png`) });
    });
  });
}
