import { expect, test } from '@playwright/test';
import { openInApp, signIn, snapshotEveryPageOnFailure } from './helpers';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { atBothWidths, expectAxeClean } from './people-helpers';
import { paths } from '../src/app/paths';

snapshotEveryPageOnFailure();

// Each screen is opened once and checked at the desktop's width, then the phone's (the window resized).
test.describe('coaching screens on a desktop and a phone (axe)', () => {
  // Several axe runs a test: give a busy machine (CI and a developer's run side by side) the time.
  test.describe.configure({ timeout: 90_000 });

  test('action plans, with the plan dialog and the delete question open', async ({ page, request }) => {
    const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Little Maples');
    await signIn(page, PEOPLE.sarah, paths.actionPlans(id));
    await settled(page);
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.actionPlans(id)} (${device})`);

      await page.getByRole('button', { name: 'New action plan' }).click();
      await expect(page.getByRole('dialog', { name: 'New action plan' })).toBeVisible();
      await page.getByRole('button', { name: 'Create plan' }).click(); // empty summary: the field error shows
      await expect(page.getByText('Write a short summary')).toBeVisible();
      await expectAxeClean(page, `the new-plan dialog with an error (${device})`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page
        .getByRole('button', { name: /^Delete action plan: / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog', { name: 'Delete this action plan?' })).toBeVisible();
      await expectAxeClean(page, `the delete question (${device})`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  });

  test('time diary, with the log-time dialog open', async ({ page, request }) => {
    const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Little Maples');
    await signIn(page, PEOPLE.sarah, paths.timeDiary(id));
    await settled(page);
    await expect(page.getByTestId('diary-total')).toBeVisible();
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.timeDiary(id)} (${device})`);

      await page.getByRole('button', { name: 'Log time' }).click();
      await expect(page.getByRole('dialog', { name: 'Log time' })).toBeVisible();
      await expectAxeClean(page, `the log-time dialog (${device})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('coach plans, for a coach and for an administrator', async ({ page, browser }) => {
    await signIn(page, PEOPLE.sarah, paths.coachPlans);
    await settled(page);
    // A second browser, not a sign-out: logging out would end the coach's sessions in other tests too.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await context.newPage();
    await signIn(admin, PEOPLE.admin, paths.coachPlans);
    await settled(admin);
    await atBothWidths(page, (device) => expectAxeClean(page, `${paths.coachPlans} as a coach (${device})`));
    await atBothWidths(admin, (device) => expectAxeClean(admin, `${paths.coachPlans} as an administrator (${device})`));
    await context.close();
  });

  test('no sideways scrolling on the three screens', async ({ page, request }) => {
    const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Little Maples');
    await signIn(page, PEOPLE.sarah);
    for (const path of [paths.actionPlans(id), paths.timeDiary(id), paths.coachPlans]) {
      await openInApp(page, path);
      await settled(page);
      await atBothWidths(page, async (device) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scroll on ${path} (${device})`).toBeLessThanOrEqual(0);
      });
    }
  });
});
