import { expect, test } from '@playwright/test';
import { paths } from '../src/app/paths';
import { signIn } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';

/**
 * docs/decisions/035-erasure.md: an administrator erases a client they made, asked twice (what goes and what
 * stays, then the name typed), and the profile shows "Erased client #N"; the privacy settings list clients past
 * the retention years. The screens pass axe at 1280 and 390 px.
 */

test('an administrator erases a client in two dialogs and the profile shows "Erased client #N"', async ({ page, request }) => {
  test.setTimeout(90_000);
  const first = unique('Orla');
  const username = first.toLowerCase();
  const created = await request.post('/api/users/create', {
    headers: await bearer(request, STAFF.admin),
    data: {
      username,
      password: 'quiet-meadow-lantern-7',
      email: `${username}@erasure.example.ca`,
      firstname: first,
      lastname: 'Erasewell',
      category_id: 4,
      region: 'Calgary',
      business_name: `${first} Day Home`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const name = `${first} Erasewell`;

  await signIn(page, STAFF.admin, paths.clientProfile(id));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // First: what goes and what stays. Cancel changes nothing.
  await page.getByRole('button', { name: 'Erase this person…' }).click();
  const explain = page.getByRole('alertdialog', { name: `Erase ${name}?` });
  await expect(explain).toContainText('What goes, for good');
  await expect(explain).toContainText(`Erased client #${id}`);
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the erasure's first question (${width})`);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await explain.getByRole('button', { name: 'Cancel' }).click();
  await expect(explain).toHaveCount(0);

  // Then the name, typed: the button waits for it.
  await page.getByRole('button', { name: 'Erase this person…' }).click();
  await explain.getByRole('button', { name: 'Continue…' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Type ${name} to erase them` });
  const erase = confirm.getByRole('button', { name: 'Erase for good' });
  await expect(erase).toBeDisabled();
  const field = confirm.getByLabel('Full name');
  await field.pressSequentially(first, { delay: 20 });
  await expect(erase).toBeDisabled();
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the erasure's second question (${width})`);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await field.pressSequentially(' Erasewell', { delay: 20 });
  await erase.click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Erased', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Erased client #${id}` })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase this person…' })).toHaveCount(0);
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `an erased client's profile (${width})`);
    await expectNoSidewaysScroll(page);
  });

  // Nobody signs in as them again.
  const refused = await request.post('/api/auth/login', { data: { username, password: 'quiet-meadow-lantern-7' } });
  expect(refused.status()).toBe(401);
});

test('the privacy settings show the retention years and the clients past them', async ({ page }) => {
  await signIn(page, STAFF.admin, paths.securitySettings);
  const section = page.getByRole('region', { name: 'Privacy' });
  await expect(section.getByLabel('Keep closed files, years')).toHaveValue(/^\d+$/);
  await expect(section.getByRole('heading', { name: /^Archived more than \d+ years? ago$/ })).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the privacy settings (${width})`);
    await expectNoSidewaysScroll(page);
  });
});

test('the privacy policy says how long records are kept, from the setting, rendered by the server', async ({ page, request }) => {
  const { retention_years } = (await (await request.get('/api/settings/privacy')).json()) as { retention_years: number };
  const html = await (await request.get(paths.privacyPolicy)).text();
  const words =
    ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][retention_years] ?? String(retention_years);
  expect(html).toContain(`for ${words} year`);
  await page.goto(paths.privacyPolicy);
  await expect(page.getByRole('heading', { name: 'A copy of your information, or its erasure' })).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the privacy policy (${width})`);
  });
});
