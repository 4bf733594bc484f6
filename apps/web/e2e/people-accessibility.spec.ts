import { expect, test } from '@playwright/test';
import { signIn, urlOf } from './helpers';
import { atBothWidths, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF } from './people-helpers';
import { paths, patterns } from '../src/app/paths';

// Each screen is opened once and checked at the desktop's width, then the phone's (the window resized).
test.describe('people screens on a desktop and a phone (axe, width)', () => {
  // Several axe runs each: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('client listing, the new-client modal with an error, and the coaches dialog', async ({ page }) => {
    await signIn(page, STAFF.admin);
    await loaded(page);
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.clientListing} (${device})`);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'New client' }).click();
      const dialog = page.getByRole('dialog', { name: 'New client' });
      await dialog.getByRole('button', { name: 'Create client' }).click();
      await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('First name')).toBeFocused();
      await expectAxeClean(page, `the new-client modal with field errors (${device})`);
      await expectNoSidewaysScroll(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await page.getByRole('button', { name: 'Coaches of Emily Chen' }).click();
      const coaches = page.getByRole('dialog', { name: 'Coaches of Emily Chen' });
      await expect(coaches.getByRole('list', { name: 'Coaches of Emily Chen' })).toContainText('Sarah Thompson');
      await expectAxeClean(page, `the coaches dialog (${device})`);
      await coaches.getByRole('button', { name: 'Remove Sarah Thompson' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Remove this coach?' })).toBeVisible();
      await expectAxeClean(page, `the remove question (${device})`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await coaches.getByRole('button', { name: 'Done' }).click();
      await expect(coaches).toHaveCount(0);
    });
  });

  test('client listing as a client, coach listing and region listing', async ({ page }) => {
    await signIn(page, STAFF.maple);
    await loaded(page);
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.clientListing} as a client (${device})`);
      await expectNoSidewaysScroll(page);
    });
    // Switch accounts without signing out: logout ends every session of client.maple, other specs' too.
    await page.evaluate(() => localStorage.clear());

    await signIn(page, STAFF.admin, paths.coachListing);
    await loaded(page);
    await page.getByRole('button', { name: 'Show archived coaches' }).click();
    await expect(page.getByRole('button', { name: 'Hide archived coaches' })).toBeVisible();
    await loaded(page);
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.coachListing} (${device})`);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Edit Sarah Thompson' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Sarah Thompson' })).toBeVisible();
      await expectAxeClean(page, `the edit-coach modal (${device})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await page.goto(`${paths.regionListing}?region=Calgary`);
    await expect(page.getByRole('region', { name: 'Coaches in Calgary' })).toContainText('Sarah Thompson');
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.regionListing} with a region chosen (${device})`);
      await expectNoSidewaysScroll(page);
    });
  });
});

test('the listing works from the keyboard', async ({ page }) => {
  await signIn(page, STAFF.admin);
  await loaded(page);
  await page.getByLabel('Search clients').focus();
  await page.keyboard.type('prairie kids');
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await page.keyboard.press('Tab'); // Sort by
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
  await page.keyboard.press('Tab'); // New client
  await expect(page.getByRole('button', { name: 'New client' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New client' })).toBeFocused();
  const link = page.getByRole('link', { name: 'Action plans for Jessica Morin' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlOf(patterns.actionPlans));
});
