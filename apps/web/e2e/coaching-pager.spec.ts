import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { paths } from '../src/app/paths';
import { pickOption } from './people-helpers';

const EXTRA = 12;
const label = (n: number) => `Pager check plan ${String(n).padStart(2, '0')}`;

test.describe('action plan pager', () => {
  test('moves through more than ten plans, ten a page, newest first', async ({ page, request }) => {
    const admin = await apiToken(request, PEOPLE.admin);
    const id = await clientId(request, admin, 'Prairie Kids'); // Jessica Morin: one of Sarah's clients
    const coach = await apiToken(request, PEOPLE.sarah);
    // Her plans from the demo (fewer than ten: drawn at seed time), read rather than assumed.
    const demo = (await (
      await request.get(`/api/action-plans?clientId=${id}`, { headers: { Authorization: `Bearer ${coach}` } })
    ).json()) as {
      total: number;
    };
    expect(demo.total).toBeLessThan(10);
    for (let n = 1; n <= EXTRA; n++) {
      // Older than the demo plans (the demo's oldest client joined three years ago), so they fill the end of page 1 and all of page 2.
      const response = await request.post('/api/action-plans', {
        headers: { Authorization: `Bearer ${coach}` },
        data: { client_id: id, date: `2020-01-${String(n).padStart(2, '0')}`, summary: label(n) },
      });
      expect(response.status()).toBe(201);
    }
    const total = demo.total + EXTRA;
    // The oldest extra plan on page 1 (the demo's plans are newer than every extra one).
    const lastOnFirst = EXTRA - (10 - demo.total) + 1;

    await signIn(page, PEOPLE.sarah, paths.actionPlans(id));
    await settled(page);
    const indicator = page.getByTestId('plans-page-indicator');
    await expect(indicator).toHaveText(`Page 1 of 2 · plans 1–10 of ${total}`);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(1 + 10);
    await expect(page.getByRole('cell', { name: label(lastOnFirst), exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: label(lastOnFirst - 1), exact: true })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Action plan pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(indicator).toHaveText(`Page 2 of 2 · plans 11–${total} of ${total}`);
    await expect(rows).toHaveCount(1 + total - 10);
    for (let n = 1; n < lastOnFirst; n++) await expect(page.getByRole('cell', { name: label(n), exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: label(lastOnFirst), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute('aria-current', 'page');

    // Back (browser history) returns to page 1.
    await page.goBack();
    await expect(indicator).toHaveText(`Page 1 of 2 · plans 1–10 of ${total}`);

    // An address past the last page falls back to the last page.
    await page.goto(`${paths.actionPlans(id)}?page=9`);
    await expect(indicator).toHaveText(`Page 2 of 2 · plans 11–${total} of ${total}`);
  });

  test("the coach's plans across clients page the same way and link to each client", async ({ page }) => {
    await signIn(page, PEOPLE.sarah, paths.coachPlans);
    await settled(page);
    const indicator = page.getByTestId('plans-page-indicator');
    await expect(indicator).toHaveText(/^Page 1 of \d+ · plans 1–\d+ of \d+$/);
    const link = page.getByRole('link', { name: 'Emily Chen' }).first();
    await expect(link).toHaveAttribute('href', /\/action-plans\/\d+$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Emily Chen');
  });

  test("the administrator's all-plans list reads the next page by its cursor, so deep pages cost what the first does", async ({ page }) => {
    await signIn(page, PEOPLE.admin, paths.coachPlans);
    await settled(page);
    const indicator = page.getByTestId('plans-page-indicator');
    await expect(indicator).toHaveText(/^Page 1 of \d+ · plans 1–10 of \d+$/);
    const asked = page.waitForRequest((r) => r.url().includes('/api/action-plans?') && r.url().includes('page=2'));
    await page.getByRole('navigation', { name: 'Action plan pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    expect(new URL((await asked).url()).searchParams.get('after')).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(indicator).toHaveText(/^Page 2 of \d+ · plans 11–20 of \d+$/);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(1 + 10);
  });

  test('an administrator picks a coach and sees only their plans', async ({ page }) => {
    await signIn(page, PEOPLE.admin, paths.coachPlans);
    await settled(page);
    await pickOption(page.getByRole('combobox', { name: 'Coach' }), 'Sarah Thompson');
    await expect(page).toHaveURL(/coach=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans of Sarah Thompson');
    await settled(page);
    const coachCells = page.getByRole('table').getByRole('row').locator('td:nth-child(5)');
    await expect(coachCells.first()).toHaveText('Sarah Thompson');
    expect(new Set(await coachCells.allTextContents())).toEqual(new Set(['Sarah Thompson']));
  });
});
