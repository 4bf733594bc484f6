import { expect, test } from '@playwright/test';
import { signIn, snapshotEveryPageOnFailure } from './helpers';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { atBothWidths, expectAxeClean, pickOption } from './people-helpers';
import { paths } from '../src/app/paths';

snapshotEveryPageOnFailure();

/**
 * Private notes (docs/decisions/023) and time without a plan (024): a coach writes a plan and an intake call, each with
 * a shared text and a private note, typed key by key; the client then sees the shared texts and never the private ones.
 */
test.describe('shared text and private notes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a coach writes a private and a shared note; the client sees only the shared one', async ({ page, browser, request }) => {
    const stamp = Date.now();
    const summary = `Outdoor play safety ${stamp}`;
    const sharedPlan = `Check the fence and the sandbox cover together ${stamp}.`;
    const privatePlan = `Seemed tired; ask gently about help at home ${stamp}.`;
    const sharedEntry = `Intake call: what help is wanted ${stamp}.`;
    const privateEntry = `Mentioned a neighbour complaint ${stamp}.`;
    const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Sunshine'); // Fatima Haddad, Sarah's client
    const type = { delay: 5 };

    await signIn(page, PEOPLE.sarah, paths.actionPlans(id));
    await settled(page);

    // A plan with both texts, each field saying who reads it.
    await page.getByRole('button', { name: 'New action plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New action plan' });
    await planDialog.getByLabel('Summary').pressSequentially(summary, type);
    await planDialog.getByRole('textbox', { name: /shared with the client/ }).pressSequentially(sharedPlan, type);
    const planPrivate = planDialog.getByRole('textbox', { name: 'Private note — coaches and administrators only' });
    await planPrivate.pressSequentially(privatePlan, type);
    await expect(planPrivate).toHaveValue(privatePlan);
    await expect(planDialog.getByText('Never shown to the client')).toBeVisible();
    await atBothWidths(page, async (device) => expectAxeClean(page, `the plan dialog with a private note (${device})`));
    await page.setViewportSize({ width: 1280, height: 800 });
    await planDialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(planDialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: summary });
    await expect(row).toContainText(sharedPlan);
    await expect(row.getByTestId('private-note')).toContainText(privatePlan);
    await expect(row).toContainText('Shared with the client');

    // Time without a plan: an intake call.
    await page.goto(paths.timeDiary(id));
    await settled(page);
    await page.getByRole('button', { name: 'Log time' }).click();
    const entryDialog = page.getByRole('dialog', { name: 'Log time' });
    await pickOption(entryDialog.getByRole('combobox', { name: 'Action plan' }), 'No plan (intake, paperwork…)');
    await entryDialog.getByLabel('Hours').fill('0');
    await entryDialog.getByLabel('Minutes').fill('40');
    await entryDialog.getByRole('textbox', { name: /Notes — shared with the client/ }).pressSequentially(sharedEntry, type);
    await entryDialog
      .getByRole('textbox', { name: 'Private note — coaches and administrators only' })
      .pressSequentially(privateEntry, type);
    await atBothWidths(page, async (device) => expectAxeClean(page, `the log-time dialog with no plan (${device})`));
    await page.setViewportSize({ width: 1280, height: 800 });
    await entryDialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(entryDialog).toHaveCount(0);
    const entry = page.getByRole('listitem').filter({ hasText: sharedEntry });
    await expect(entry).toContainText('No plan');
    await expect(entry.getByTestId('private-note')).toContainText(privateEntry);
    await atBothWidths(page, async (device) => expectAxeClean(page, `the coach's time diary with notes of both kinds (${device})`));

    // The client, in a browser of their own (signing the coach out would end the coach's sessions in other tests).
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const client = await context.newPage();
    await signIn(client, PEOPLE.sunshine, paths.actionPlans(id));
    await settled(client);
    await expect(client.getByText(sharedPlan).first()).toBeVisible();
    await expect(client.getByRole('main')).not.toContainText(privatePlan);
    await expect(client.getByText('Private note')).toHaveCount(0);
    await atBothWidths(client, async (device) => expectAxeClean(client, `the client's action plans (${device})`));

    await client.goto(paths.timeDiary(id));
    await settled(client);
    await expect(client.getByText(sharedEntry)).toBeVisible();
    await expect(client.getByRole('listitem').filter({ hasText: sharedEntry })).toContainText('No plan');
    await expect(client.getByRole('main')).not.toContainText(privateEntry);
    await expect(client.getByTestId('private-note')).toHaveCount(0);
    await atBothWidths(client, async (device) => expectAxeClean(client, `the client's time diary (${device})`));
    await context.close();
  });
});
