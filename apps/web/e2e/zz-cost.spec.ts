import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';
const N = Number(process.env.ZZ_N ?? 10);
for (let i = 0; i < N; i++) {
  test(`cost ${i}`, async ({ page }) => {
    if (process.env.ZZ_MODE === 'blank') { await page.goto('/robots.txt'); return; }
    if (process.env.ZZ_MODE === 'home') { await page.goto('/'); await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); return; }
    await signIn(page, DEMO.coach, '/clientlisting');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
