import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { paths } from '../src/app/paths';

/** Time diary pictures for review; SHOTS_DIR picks the folder (default test-results/shots). */
const dir = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`time diary screenshot on a ${name}`, () => {
    test.use({ viewport });

    test(`Emily Chen's diary as her coach (${name})`, async ({ page, request }) => {
      const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Little Maples');
      await signIn(page, PEOPLE.sarah, paths.timeDiary(id));
      await settled(page);
      await expect(page.getByTestId('diary-total')).toBeVisible();
      await page.screenshot({ path: path.join(dir, `timediary-${name}.png`) });
      await page.screenshot({ path: path.join(dir, `timediary-${name}-full.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
