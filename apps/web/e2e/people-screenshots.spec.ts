import path from 'node:path';
import { test } from '@playwright/test';
import { signIn } from './helpers';
import { expectNoSidewaysScroll, loaded, STAFF } from './people-helpers';

/** Client listing pictures for review; SHOTS_DIR picks the folder (default test-results/shots). */
const dir = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`client listing on a ${name}`, () => {
    test.use({ viewport });
    test('screenshot as the administrator', async ({ page }) => {
      await signIn(page, STAFF.admin);
      await loaded(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: path.join(dir, `clientlisting-${name}.png`) });
      await page.screenshot({ path: path.join(dir, `clientlisting-${name}-full.png`), fullPage: true });
    });
  });
}
