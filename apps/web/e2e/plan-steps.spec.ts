import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { todayIso } from '../src/lib/calendar-date';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { signIn, snapshotEveryPageOnFailure } from './helpers';
import { atBothWidths, expectAxeClean, unique } from './people-helpers';

snapshotEveryPageOnFailure();

/**
 * Plans that can be finished (docs/architecture.md#plan-status-and-steps): a coach adds steps to a plan, ticks
 * them and marks the plan done, and it leaves "Needs attention"; the client sees the progress. Checked with axe
 * at a desktop's and a phone's width. The plan is the test's own, written 45 days ago with no diary entry (a nudge).
 */
/** A calendar date `days` from `date` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test.describe('plan steps', () => {
  test.describe.configure({ timeout: 120_000 });

  const needsAttention = (page: Page) => page.getByRole('region', { name: /Needs attention/ });

  test('a coach ticks the steps and marks the plan done; it leaves Needs attention; the client sees the progress', async ({
    page,
    browser,
    request,
  }) => {
    const sarah = await apiToken(request, PEOPLE.sarah);
    const fatima = await clientId(request, await apiToken(request, PEOPLE.admin), 'Sunshine');
    const summary = unique('Second room ');
    const created = await request.post('/api/action-plans', {
      headers: { Authorization: `Bearer ${sarah}` },
      data: { client_id: fatima, date: addDays(todayIso(), -45), summary, due_date: addDays(todayIso(), 30) },
    });
    expect(created.status()).toBe(201);

    await signIn(page, PEOPLE.sarah, paths.dashboard);
    await expect(needsAttention(page).getByText(summary)).toBeVisible();

    await page.goto(`${paths.actionPlans(fatima)}?status=open`);
    await settled(page);
    await page.getByRole('row').filter({ hasText: summary }).getByRole('button', { name: 'Steps' }).click();
    const dialog = page.getByRole('dialog', { name: `Steps of “${summary}”` });
    await expect(dialog.getByText('No steps yet.')).toBeVisible();

    const newStep = dialog.getByRole('textbox', { name: 'New step' });
    for (const title of ['Measure the room', 'Book the fire inspection']) {
      await newStep.pressSequentially(title, { delay: 10 });
      await newStep.press('Enter');
      await expect(dialog.getByRole('checkbox', { name: title })).toBeVisible();
      await expect(newStep).toHaveValue('');
    }
    // Reorder with the keyboard: the second step moves up, and the focus stays with it.
    await dialog.getByRole('button', { name: 'Move “Book the fire inspection” up' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem').first()).toContainText('Book the fire inspection');

    // A step's due date: set in its editor (Enter saves); one already past reads as overdue.
    await dialog.getByRole('button', { name: 'Edit “Measure the room”' }).click();
    await dialog.getByLabel('Due by', { exact: true }).fill(addDays(todayIso(), -2));
    await dialog.getByLabel('Due by', { exact: true }).press('Enter');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Measure the room' })).toContainText('Overdue: due');

    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `the steps dialog (${device})`);
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    for (const title of ['Measure the room', 'Book the fire inspection']) {
      await dialog.getByRole('checkbox', { name: title }).click();
      await expect(dialog.getByRole('checkbox', { name: title })).toBeChecked();
    }
    await expect(dialog.getByText('2 of 2 done')).toBeVisible();
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Done plans leave the list of open ones; every plan shows under "All plans" with its progress.
    await page.goto(paths.actionPlans(fatima));
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: summary });
    await expect(row).toContainText('Done');
    await expect(row).toContainText('2 of 2 steps done');
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `the plan list with progress (${device})`);
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(paths.dashboard);
    await expect(page.getByRole('heading', { name: /Needs attention/ })).toBeVisible();
    await expect(needsAttention(page).getByText(summary)).toHaveCount(0);

    // The client sees the progress, and may tick, but adds nothing and does not change the plan's status.
    const context = await browser.newContext();
    const client = await context.newPage();
    await signIn(client, PEOPLE.sunshine, paths.actionPlans(fatima));
    await settled(client);
    await expect(client.getByRole('row').filter({ hasText: summary })).toContainText('2 of 2 steps done');
    await client.getByRole('row').filter({ hasText: summary }).getByRole('button', { name: 'Steps' }).click();
    const seen = client.getByRole('dialog', { name: `Steps of “${summary}”` });
    await expect(seen.getByRole('checkbox', { name: 'Measure the room' })).toBeChecked();
    await expect(seen.getByRole('textbox', { name: 'New step' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: /Mark done|Reopen|Drop plan/ })).toHaveCount(0);
    await atBothWidths(client, async (device) => {
      await expectAxeClean(client, `the client's steps dialog (${device})`);
    });
    await context.close();
  });
});
