import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';

/**
 * Importing clients (docs/decisions/030-import-batches.md): an administrator imports a 200-row spreadsheet with
 * five bad rows, fixes two, skips three, imports 197 people, then undoes the import. Axe at 1280 and 390 px.
 * Emails and the file name are this run's own: parallel specs share the demo database.
 */

const counts = (page: Page) => page.getByTestId('import-counts');
const row = (page: Page, n: number) => page.getByRole('listitem', { name: `Row ${n}`, exact: true });

test('an administrator imports 200 rows, fixes two, skips three, and undoes the import', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await bearer(request, STAFF.admin);
  const me = (await (await request.get('/api/auth/getMe', { headers: admin })).json()) as { user: { email: string } };
  const p = unique('imp');
  const fileName = `${p}.csv`;
  const lines = ['First name,Last name,Email,Phone,Region'];
  for (let i = 1; i <= 200; i++) {
    let [first, email, region] = [`Ada${i}`, `${p}-${i}@example.ca`, 'Calgary'];
    if (i === 10) first = ''; // missing name: fixed
    if (i === 20) email = 'not-an-email'; // bad email: fixed
    if (i === 30) email = me.user.email; // a person already here: skipped
    if (i === 40) region = `Atlantis ${p}`; // unknown region: skipped
    if (i === 50) email = `${p}-49@example.ca`; // the same as row 49: skipped
    lines.push(`${first},Import${i},${email},780-555-0${String(i).padStart(3, '0')},${region}`);
  }

  await signIn(page, STAFF.admin);
  await page.getByRole('link', { name: 'Import clients…' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import people' })).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the import page's first step at ${width} width`);
    await expectNoSidewaysScroll(page);
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Match the columns' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Email', exact: true })).toContainText('C: Email');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(counts(page)).toHaveText('200 rows: 195 ready, 5 with problems, 0 skipped.');
  await expect(page.getByTestId('import-row')).toHaveCount(5);
  await expect(row(page, 10)).toContainText('First name: First name is missing');
  await expect(row(page, 30)).toContainText('Someone with this email address is already here');
  await expect(row(page, 50)).toContainText('Same email address as row 49');
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the rows with problems at ${width} width`);
    await expectNoSidewaysScroll(page);
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Fix two rows in place, by keyboard.
  await page.getByRole('button', { name: 'Fix row 10' }).click();
  const fix10 = page.getByRole('form', { name: 'Fix row 10' });
  await fix10.getByRole('textbox', { name: 'First name' }).pressSequentially('Grace', { delay: 20 });
  await page.keyboard.press('Enter');
  await expect(counts(page)).toHaveText('200 rows: 196 ready, 4 with problems, 0 skipped.');
  await page.getByRole('button', { name: 'Fix row 20' }).click();
  const email = page.getByRole('form', { name: 'Fix row 20' }).getByRole('textbox', { name: 'Email' });
  await email.fill('');
  await email.pressSequentially(`${p}-20@example.ca`, { delay: 10 });
  await page.getByRole('button', { name: 'Save the fix' }).click();
  await expect(counts(page)).toHaveText('200 rows: 197 ready, 3 with problems, 0 skipped.');

  // Skip the other three.
  for (const n of [30, 40, 50]) {
    await page.getByRole('button', { name: `Skip row ${n}` }).click();
    await expect(row(page, n)).toContainText('skipped');
  }
  await expect(counts(page)).toHaveText('200 rows: 197 ready, 0 with problems, 3 skipped.');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^Later/ }).check();
  await page.getByRole('button', { name: 'Import 197 clients' }).click();
  await expect(page.getByTestId('import-result')).toContainText('Imported 197 clients, 3 rows skipped.');
  const batch = page.getByTestId('import-batch').filter({ hasText: fileName });
  await expect(batch).toContainText('197 clients, 3 rows skipped');
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the finished import at ${width} width`);
    await expectNoSidewaysScroll(page);
  });

  // The people are there: the client list finds the fixed row.
  const found = await request.get(`/api/users/clients?q=${encodeURIComponent(`${p}-20@example.ca`)}`, { headers: admin });
  expect(((await found.json()) as unknown[]).length).toBe(1);

  // Undo, asked first.
  await batch.getByRole('button', { name: `Undo the import of ${fileName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('The 197 people imported');
  await expectAxeClean(page, 'the undo dialog');
  await dialog.getByRole('button', { name: 'Undo the import' }).click();
  await expect(batch).toContainText('Undone');
  const gone = await request.get(`/api/users/clients?q=${encodeURIComponent(`${p}-20@example.ca`)}`, { headers: admin });
  expect(((await gone.json()) as unknown[]).length).toBe(0);
});
