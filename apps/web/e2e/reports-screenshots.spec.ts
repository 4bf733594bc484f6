import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { paths } from '../src/app/paths';

/** Report pictures for review; SHOTS_DIR picks the folder (default test-results/shots). */
const dir = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`report screenshots on a ${name}`, () => {
    test.use({ viewport });

    test(`the all-clients report and a client report (${name})`, async ({ page, request }) => {
      const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Little Maples');
      await signIn(page, PEOPLE.admin, paths.report);
      await settled(page);
      await expect(page.getByTestId('report-totals')).toBeVisible();
      await page.screenshot({ path: path.join(dir, `report-${name}.png`) });
      await page.screenshot({ path: path.join(dir, `report-${name}-full.png`), fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: path.join(dir, `report-${name}-print.png`), fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('tab', { name: 'By region' }).click();
      await expect(page.getByTestId('region-row').first()).toBeVisible();
      await page.screenshot({ path: path.join(dir, `report-${name}-regions-full.png`), fullPage: true });

      await page.goto(paths.clientReport(id));
      await settled(page);
      await expect(page.getByTestId('business-details')).toBeVisible();
      await page.screenshot({ path: path.join(dir, `report-${name}-client-full.png`), fullPage: true });
      const clientOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(clientOverflow).toBeLessThanOrEqual(0);
    });

    test(`a coach's own report (${name})`, async ({ page }) => {
      await signIn(page, PEOPLE.sarah, paths.coachReports);
      await settled(page);
      await expect(page.getByTestId('coach-client-row').first()).toBeVisible();
      await page.screenshot({ path: path.join(dir, `report-${name}-coach-full.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
