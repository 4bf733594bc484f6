import { expect, test, type Page } from '@playwright/test';
import { signIn, urlOf } from './helpers';
import { fillTimeEntry, minutesOf, PEOPLE, settled } from './coaching-helpers';
import { patterns } from '../src/app/paths';
import { pickOption } from './people-helpers';

/** Two days back: in the past on any clock, the API's (Alberta) included. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The client listing's search (its links are named "Action plans for …"), settled to one client before the click. */
async function findEmily(page: Page) {
  await page.getByLabel('Search clients').fill('Little Maples');
  const links = page.getByRole('link', { name: /^Action plans for / });
  await expect(links.filter({ visible: true })).toHaveCount(1);
  await links.filter({ visible: true }).click();
}

test.describe('a coach at work', () => {
  test('finds a client, writes a plan, logs time against it, sees the total change, then edits and deletes the plan', async ({ page }) => {
    test.setTimeout(90_000); // a long flow, on a machine that may be busy
    const summary = `Emergency plan rehearsal ${Date.now()}`;
    const edited = `${summary} (revised)`;

    await signIn(page, PEOPLE.sarah);
    await findEmily(page);
    await expect(page).toHaveURL(urlOf(patterns.actionPlans, { withQuery: true }));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Emily Chen');
    await expect(page.getByText('Little Maples Family Day Home')).toBeVisible();

    // Write a plan.
    await page.getByRole('button', { name: 'New action plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New action plan' });
    await planDialog.getByLabel('Summary').fill(summary);
    await planDialog.getByLabel('Description').fill('Run a fire drill with the children and record it in the log.');
    await planDialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(page.getByText('Action Plan created successfully!')).toBeVisible();
    await expect(planDialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name: summary, exact: true })).toBeVisible();

    // The diary before.
    await page.getByRole('link', { name: 'Time diary' }).click();
    await expect(page).toHaveURL(urlOf(patterns.timeDiary));
    await settled(page);
    const total = page.getByTestId('diary-total');
    await expect(total).toHaveText(/\d/);
    const before = minutesOf((await total.textContent()) ?? '');

    // Log 1 h 15 min against the new plan; a refused save first keeps what was typed.
    const entryDialog = await fillTimeEntry(page, {
      plan: summary,
      date: daysAgo(2),
      hours: '1',
      minutes: '15',
      activity: 'Site visit',
      notes: 'Watched the drill; all out in 90 seconds.',
    });
    await expect(entryDialog.getByText('Total: 1 h 15 min')).toBeVisible();

    await page.route(
      '**/api/action-journals',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              json: {
                error: 'The date cannot be in the future.',
                code: 'VALIDATION_ERROR',
                issues: [{ path: ['date'], message: 'The date cannot be in the future.' }],
              },
            })
          : route.fallback(),
      { times: 1 },
    );
    await entryDialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(entryDialog.getByText('The date cannot be in the future.').first()).toBeVisible();
    await expect(entryDialog.getByLabel('Notes')).toHaveValue('Watched the drill; all out in 90 seconds.');
    await expect(entryDialog.getByLabel('Minutes')).toHaveValue('15');

    await entryDialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByText('Time entry added')).toBeVisible();
    await expect(entryDialog).toHaveCount(0);
    await expect(total).toHaveText(formatted(before + 75));
    await expect(page.getByRole('list', { name: 'Time per plan' }).getByRole('listitem').filter({ hasText: summary })).toContainText(
      '1 h 15 min',
    );
    await expect(page.getByText('Watched the drill; all out in 90 seconds.')).toBeVisible();

    // Filter by the plan: only its entry, and its total.
    await pickOption(page.getByRole('combobox', { name: 'Plan' }), new RegExp(summary));
    await expect(total).toHaveText('1 h 15 min');
    await expect(page.getByRole('button', { name: /^Edit time entry/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(total).toHaveText(formatted(before + 75));

    // Edit and delete the plan.
    await page.getByRole('link', { name: 'Action plans' }).click();
    await settled(page);
    await page.getByRole('button', { name: `Edit action plan: ${summary}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit action plan' });
    await expect(editDialog.getByLabel('Summary')).toHaveValue(summary);
    await editDialog.getByLabel('Summary').fill(edited);
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Action Plan updated successfully!')).toBeVisible();
    await expect(page.getByRole('cell', { name: edited, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete action plan: ${edited}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this action plan?' });
    await expect(confirm).toContainText(edited);
    await confirm.getByRole('button', { name: 'Delete plan' }).click();
    await expect(page.getByText('Action Plan deleted successfully!')).toBeVisible();
    await expect(page.getByRole('cell', { name: edited, exact: true })).toHaveCount(0);

    // The plan's time left the diary with it.
    await page.getByRole('link', { name: 'Time diary' }).click();
    await settled(page);
    await expect(total).toHaveText(formatted(before));
  });

  test('works from the keyboard: open the plan dialog, type, cancel with Escape', async ({ page }) => {
    await signIn(page, PEOPLE.sarah);
    await findEmily(page);
    await settled(page);
    const create = page.getByRole('button', { name: 'New action plan' });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New action plan' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Summary')).toBeFocused();
    await page.keyboard.type('Typed from the keyboard');
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByLabel('Date')).toBeFocused();
    await page.keyboard.press('Escape');
    // Something was typed: closing asks first (Keep editing has the focus), then Discard.
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Discard' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(create).toBeFocused();
  });
});

function formatted(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
