import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { signIn } from './helpers';
import { atBothWidths, choose, expectAxeClean, expectNoSidewaysScroll, pickOption } from './people-helpers';
import { albertaToday, worldOf } from './sessions-helpers';
import { settled } from './coaching-helpers';

const rows = (page: Page) => page.getByTestId('hours-row');
const daysAhead = (days: number) => new Date(Date.parse(`${albertaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.describe("a coach's hours", () => {
  test('a coach sets their weekly hours and days away; mistakes are said under their fields', async ({ page, request }) => {
    test.setTimeout(60_000);
    const w = await worldOf(request);
    await signIn(page, w.hoursCoach);
    await page.getByRole('navigation', { name: 'Dashboard' }).last().getByRole('link', { name: 'My hours', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.availability}$`));
    await settled(page);
    await expect(page.getByText(/^No weekly hours yet/)).toBeVisible();
    await expect(page.getByText(/^No days away ahead/)).toBeVisible();

    // Monday mornings for visits, Tuesday mornings for calls.
    await page.getByRole('button', { name: 'Add hours' }).click();
    await page.getByRole('button', { name: 'Add hours' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0).getByRole('combobox', { name: 'Day' })).toHaveText('Monday');
    await expect(rows(page).nth(1).getByRole('combobox', { name: 'Day' })).toHaveText('Tuesday');
    await pickOption(rows(page).nth(1).getByRole('combobox', { name: 'For' }), 'Phone and video calls');
    await rows(page).nth(1).getByLabel('To').fill('11:30');

    // An end before its start is said before anything is sent.
    await page.getByRole('button', { name: 'Add hours' }).click();
    const third = rows(page).nth(2);
    await third.getByLabel('To').fill('08:00');
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(third.getByText('The end comes after the start')).toBeVisible();

    // Two blocks overlapping on one day: the server says so, under the row it names.
    await pickOption(third.getByRole('combobox', { name: 'Day' }), 'Monday');
    await third.getByLabel('From').fill('10:00');
    await third.getByLabel('To').fill('13:00');
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(third.getByText(/Two blocks on Monday overlap/)).toBeVisible();

    await third.getByRole('button', { name: 'Remove row 3 of the weekly hours' }).click();
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(page.getByText('Hours saved')).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(1).getByLabel('To')).toHaveValue('11:30');
    await expect(rows(page).nth(1).getByRole('combobox', { name: 'For' })).toHaveText('Phone and video calls');

    // A week away, then not.
    await page.getByLabel('First day').fill(daysAhead(20));
    await page.getByLabel('Last day').fill(daysAhead(18));
    await page.getByRole('button', { name: 'Add days away' }).click();
    await expect(page.getByText('The last day comes on or after the first')).toBeVisible();
    await page.getByLabel('Last day').fill(daysAhead(26));
    await page.getByLabel('Reason').pressSequentially('Training week', { delay: 20 });
    await page.getByRole('button', { name: 'Add days away' }).click();
    await expect(page.getByText('Days away added')).toBeVisible();
    const away = page.getByTestId('away-row');
    await expect(away).toHaveCount(1);
    await expect(away).toContainText('Training week');
    await away.getByRole('button', { name: /^Remove the days away / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove these days away?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Days away removed')).toBeVisible();
    await expect(away).toHaveCount(0);
  });

  test("an administrator opens any coach's hours", async ({ page, request }) => {
    const w = await worldOf(request);
    await signIn(page, { username: 'admin', password: 'Admin-demo-2026' }, paths.availability);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coach hours');
    await choose(page, 'Coach', w.coach.name);
    await expect(page).toHaveURL(new RegExp(`coach=${w.coach.id}`));
    await expect(rows(page)).toHaveCount(14);
  });

  test('My hours is accessible at both widths', async ({ page, request }) => {
    const w = await worldOf(request);
    await signIn(page, w.coach, paths.availability);
    await settled(page);
    await atBothWidths(page, async (width) => {
      await expect(rows(page).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `${paths.availability} (${width})`);
    });
  });
});
