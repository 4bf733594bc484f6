import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { paths, patterns } from '../src/app/paths';
import { apiToken, PEOPLE, settled } from './coaching-helpers';
import { type Account, loadScreen, snapshotEveryPageOnFailure } from './helpers';
import { atBothWidths, expectAxeClean, expectNoSidewaysScroll } from './people-helpers';

snapshotEveryPageOnFailure();

/**
 * A client's documents on their profile (docs/architecture.md#casework): a coach uploads one, the
 * client downloads it on their own profile, a delete asks first; a refused upload says why; axe at
 * 1280 and 390 px. Each test works on a client it creates, assigned to Sarah, so no other spec sees it.
 */

const PASSWORD = 'Welcome-2026';
const PDF = Buffer.from('%PDF-1.4\n% welcome pack\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A new client with a password, coached by Sarah: their id and how they sign in. */
async function newClient(request: APIRequestContext) {
  const admin = await apiToken(request, PEOPLE.admin);
  const headers = { Authorization: `Bearer ${admin}` };
  const first = `Docs${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await request.post('/api/users/create', {
    headers,
    data: {
      username: first.toLowerCase(),
      password: PASSWORD,
      category_id: 4,
      email: `${first.toLowerCase()}@example.ca`,
      firstname: first,
      lastname: 'Okafor',
      business_name: `Bright Steps ${first}`,
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const sarah = await request.post('/api/auth/login', { data: PEOPLE.sarah });
  const coachId = ((await sarah.json()) as { user: { id: number } }).user.id;
  const assigned = await request.post('/api/client-coach', { headers, data: { client_id: id, coach_id: coachId } });
  expect(assigned.status()).toBe(201);
  return { id, name: `${first} Okafor`, account: { username: first.toLowerCase(), password: PASSWORD } };
}

/** A page of its own browser context: its own session (and axe needs a context of its own). */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const documents = (page: Page) => page.getByRole('region', { name: 'Documents', exact: true });

/** Opens a client's profile; with an account, signed in as them on the way. */
async function openProfile(page: Page, id: number, as?: Account) {
  await loadScreen(page, paths.clientProfile(id), as);
  await settled(page);
  await expect(documents(page).getByRole('progressbar')).toHaveCount(0);
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  await documents(page).locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

test('a coach uploads a document on a client’s profile, the client downloads it, and a delete asks first', async ({ browser, request }) => {
  const client = await newClient(request);
  const coach = await newPage(browser);
  await openProfile(coach, client.id, PEOPLE.sarah);
  const section = documents(coach);
  await expect(section).toContainText(`No documents for ${client.name} yet`);

  // A file that is not a document is refused, in the server's words, and nothing is listed.
  await upload(coach, 'page.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
  await expect(section.getByText(/^This file is not a PDF/)).toBeVisible();
  await expect(section.getByRole('list', { name: 'Documents' })).toHaveCount(0);

  await upload(coach, 'Welcome pack.pdf', PDF);
  const rows = section.getByRole('list', { name: 'Documents' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Welcome_pack.pdf');
  await expect(rows.first()).toContainText('Sarah Thompson');
  await expect(section.getByText(/^This file is not a PDF/)).toHaveCount(0);
  await upload(coach, 'Budget notes.txt', Buffer.from('Rent, food, supplies\n'), 'text/plain');
  await expect(rows).toHaveCount(2);

  // Search by name, typed key by key.
  await section.getByRole('searchbox', { name: 'Search documents' }).pressSequentially('budget', { delay: 30 });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Budget_notes.txt');
  await section.getByRole('searchbox', { name: 'Search documents' }).fill('');
  await expect(rows).toHaveCount(2);

  // The client signs in and downloads it from their own profile; a coach's upload is not theirs to delete.
  const own = await newPage(browser);
  await openProfile(own, client.id, client.account);
  const ownRow = documents(own).getByRole('listitem').filter({ hasText: 'Welcome_pack.pdf' });
  await expect(ownRow).toBeVisible();
  await expect(ownRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const downloading = own.waitForEvent('download');
  await ownRow.getByRole('button', { name: 'Download Welcome_pack.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Welcome_pack.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  // Deleting asks first: Cancel keeps it, Delete removes it.
  const welcome = rows.filter({ hasText: 'Welcome_pack.pdf' });
  await welcome.getByRole('button', { name: 'Delete Welcome_pack.pdf' }).click();
  const confirm = coach.getByRole('alertdialog', { name: 'Delete this document?' });
  await expect(confirm).toContainText('Welcome_pack.pdf');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Delete Welcome_pack.pdf' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(welcome).toHaveCount(0);
  await expect(rows).toHaveCount(1);

  // The client's list has it no more.
  await own.reload();
  await settled(own);
  await expect(documents(own).getByRole('listitem')).toHaveCount(1);
  await own.context().close();
  await coach.context().close();
});

test('the documents section works from the keyboard', async ({ page, request }) => {
  const client = await newClient(request);
  await openProfile(page, client.id, PEOPLE.sarah);
  await upload(page, 'Keyboard.pdf', PDF);
  const remove = documents(page).getByRole('button', { name: 'Delete Keyboard.pdf' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
});

test('the documents section passes axe at 1280 and 390 px, for the coach and for the client', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const client = await newClient(request);
  const coach = await newPage(browser);
  await openProfile(coach, client.id, PEOPLE.sarah);
  // The empty state first, then a list.
  await atBothWidths(coach, async (width) => {
    await expectAxeClean(coach, `${patterns.clientProfile} documents, empty, ${width}`);
    await expectNoSidewaysScroll(coach);
  });
  await upload(coach, 'A rather long document name for a narrow phone screen.pdf', PDF);
  await expect(documents(coach).getByRole('listitem')).toHaveCount(1);
  await atBothWidths(coach, async (width) => {
    await expectAxeClean(coach, `${patterns.clientProfile} documents as a coach, ${width}`);
    await expectNoSidewaysScroll(coach);
  });
  await documents(coach)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(coach.getByRole('alertdialog')).toBeVisible();
  await expectAxeClean(coach, `${patterns.clientProfile} delete confirmation`);
  await coach.context().close();

  const own = await newPage(browser);
  await openProfile(own, client.id, client.account);
  await atBothWidths(own, async (width) => {
    await expectAxeClean(own, `${patterns.clientProfile} documents as the client, ${width}`);
    await expectNoSidewaysScroll(own);
  });
  await own.context().close();
});
