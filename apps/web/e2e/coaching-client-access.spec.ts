import { expect, test } from '@playwright/test';
import { signIn, urlOf } from './helpers';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { paths } from '../src/app/paths';

test.describe('a client and the coaching screens', () => {
  test('sees their own plans and time diary read-only', async ({ page, request }) => {
    const admin = await apiToken(request, PEOPLE.admin);
    const own = await clientId(request, admin, 'Sunshine'); // Fatima Haddad
    // Her newest plan and diary entry, as the API gives them to her (the demo's casework is drawn at seed time).
    const mine = { Authorization: `Bearer ${await apiToken(request, PEOPLE.sunshine)}` };
    const plans = (await (await request.get(`/api/action-plans?clientId=${own}`, { headers: mine })).json()) as {
      actionPlans: { summary: string }[];
    };
    const entries = (await (await request.get(`/api/action-journals?client_id=${own}`, { headers: mine })).json()) as {
      notes: string | null;
    }[];
    const newestPlan = plans.actionPlans[0].summary;
    const entryNotes = entries.find((e) => e.notes)!.notes!;
    await signIn(page, PEOPLE.sunshine, paths.actionPlans(own));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fatima Haddad');
    await expect(page.getByRole('cell', { name: newestPlan }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /New action plan/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) action plan/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Time diary' }).click();
    await expect(page).toHaveURL(urlOf(paths.timeDiary(own)));
    await settled(page);
    await expect(page.getByTestId('diary-total')).toHaveText(/\d/);
    await expect(page.getByText(entryNotes).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Log time/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) time entry/ })).toHaveCount(0);
  });

  test("is refused another client's plans and diary, and sees none of their data", async ({ page, request }) => {
    const admin = await apiToken(request, PEOPLE.admin);
    const other = await clientId(request, admin, 'Little Maples'); // Emily Chen
    await signIn(page, PEOPLE.sunshine);

    for (const path of [paths.actionPlans(other), paths.timeDiary(other)]) {
      await page.goto(path);
      const alert = page.getByRole('alert').filter({ hasText: 'have access to' });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('Emily');
      await expect(page.getByRole('main')).not.toContainText('Little Maples');
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByTestId('diary-total')).toHaveCount(0);
    }

    // A plan id, not a client: the same refusal, no data.
    await page.goto(paths.actionPlans('not-a-number'));
    await expect(page.getByRole('alert').filter({ hasText: 'have access to' })).toBeVisible();
  });

  test('a revoked session on a coaching screen goes to /login', async ({ page }) => {
    await signIn(page, PEOPLE.sunshine);
    const token = await page.evaluate(() => localStorage.getItem('token')?.replace(/"/g, '') ?? '');
    await page.route('**/api/action-plans?*', (route) =>
      route.fulfill({ status: 401, json: { error: 'Your session has ended.', code: 'UNAUTHENTICATED' } }),
    );
    // The boot of a loaded machine can take most of an expect's 7 s: wait for the refusal itself, then for /login.
    const refused = page.waitForResponse((r) => r.url().includes('/api/action-plans?') && r.status() === 401);
    await page.goto(paths.actionPlans(1));
    await refused;
    await expect(page).toHaveURL(urlOf(paths.login));
    expect(token.length).toBeGreaterThan(10);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
