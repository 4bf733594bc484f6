import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { type Account, loadScreen } from './helpers';
import { atBothWidths, bearer, choose, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF, unique } from './people-helpers';

/**
 * Bulk actions on the client list (docs/decisions/031-bulk-actions.md): an administrator ticks clients, or a
 * page and then every client that matches (Gmail's way), and assigns a coach, exports, sends invitations or
 * closes files, each told in a toast with its counts. The clients and the coach are this spec's own, with a
 * word of their own in their business names that the search finds: other specs share the demo database.
 */

const PASSWORD = 'harbour-lantern-violet';

interface Made {
  id: number;
  name: string;
  business: string;
}

async function create(request: APIRequestContext, auth: Record<string, string>, data: object): Promise<number> {
  const res = await request.post('/api/users/create', { headers: auth, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** `n` clients whose businesses share `word`; the first `withPassword` have chosen a password, the rest wait for their invitation. */
async function clients(request: APIRequestContext, word: string, n: number, withPassword = 0): Promise<Made[]> {
  const auth = await bearer(request, STAFF.admin);
  const made: Made[] = [];
  for (let i = 0; i < n; i += 1) {
    const first = `Bulk${String.fromCharCode(97 + i)}`;
    const last = `${word}${i}`;
    const business = `${word} Day Home ${String(i).padStart(2, '0')}`;
    const username = `${word}.${i}`.toLowerCase();
    const id = await create(request, auth, {
      username,
      email: `${username}@bulk.example.ca`,
      firstname: first,
      lastname: last,
      category_id: 4,
      business_name: business,
      ...(i < withPassword ? { password: PASSWORD } : {}),
    });
    made.push({ id, name: `${first} ${last}`, business });
  }
  return made;
}

/** Opens the client listing searched for `word`; with an account, signed in as them on the way. */
async function listing(page: Page, word: string, extra = '', as?: Account): Promise<void> {
  const path = `${paths.clientListing}?q=${word}&sort=business_name${extra}`;
  await loadScreen(page, path, as);
  await loaded(page);
}

test('an administrator selects every client the search matches and assigns them a coach', async ({ page, request }) => {
  test.setTimeout(120_000);
  const word = unique('Zbulk');
  const auth = await bearer(request, STAFF.admin);
  const coachFirst = unique('Cora');
  const coachName = `${coachFirst} Bulkcoach`;
  const coachId = await create(request, auth, {
    username: coachFirst.toLowerCase(),
    email: `${coachFirst.toLowerCase()}@bulk.example.ca`,
    firstname: coachFirst,
    lastname: 'Bulkcoach',
    category_id: 3,
    password: PASSWORD,
  });
  const made = await clients(request, word, 12);
  // One of them has the coach already: skipped, and said so.
  const assigned = await request.post('/api/client-coach', { headers: auth, data: { client_id: made[11]!.id, coach_id: coachId } });
  expect(assigned.status()).toBe(201);

  await listing(page, word, '&pageSize=10', STAFF.admin);
  const rows = page.getByTestId('client-row');
  await expect(rows).toHaveCount(10);

  await page.getByRole('checkbox', { name: 'Select every client on this page' }).check();
  await expect(page.getByRole('status').filter({ hasText: '10 clients selected' })).toBeVisible();
  await expect(page.getByText('All 10 on this page are selected.')).toBeVisible();
  await page.getByRole('button', { name: 'Select all 12 that match' }).click();
  await expect(page.getByRole('status').filter({ hasText: '12 clients selected' })).toBeVisible();
  await expect(page.getByText('All 12 that match are selected.')).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the client list with clients selected (${width})`);
    await expectNoSidewaysScroll(page);
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Assign coach…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign a coach to 12 clients' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'the assign-coach dialog');
  await choose(page, 'Coach', coachName);
  await dialog.getByRole('button', { name: 'Assign coach' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${coachName} assigned to 11 clients. 1 skipped: 1 already had this coach.`)).toBeVisible();

  // The list reads again (every row now names the coach) and the selection is gone.
  await expect(rows.filter({ hasText: coachName })).toHaveCount(10);
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select every client on this page' })).not.toBeChecked();
  const answer = await request.get(`/api/users/clients?q=${word}&coach=${coachId}&pageSize=100`, { headers: auth });
  expect(((await answer.json()) as unknown[]).length).toBe(12);
});

test('an administrator exports two clients picked, sends invitations and closes files after a question', async ({ page, request }) => {
  test.setTimeout(120_000);
  const word = unique('Ybulk');
  // The first two have chosen a password; the other three wait for their invitation.
  const made = await clients(request, word, 5, 2);
  await listing(page, word, '', STAFF.admin);
  const rows = page.getByTestId('client-row');
  await expect(rows).toHaveCount(5);

  // Two picked, exported: the file holds exactly those two, as the list's CSV does.
  await page.getByRole('checkbox', { name: `Select ${made[1]!.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${made[3]!.name}` }).check();
  await expect(page.getByRole('status').filter({ hasText: '2 clients selected' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select every client on this page' })).not.toBeChecked();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await file.path())!)
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Business,Email,Phone,City,Region,Coaches,Last activity,Status');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual([
    [made[1]!.name, made[1]!.business],
    [made[3]!.name, made[3]!.business],
  ]);

  // Invitations: the question says how many go and how many are skipped.
  await page.getByRole('checkbox', { name: 'Select every client on this page' }).check();
  await expect(page.getByRole('status').filter({ hasText: '5 clients selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const invite = page.getByRole('alertdialog', { name: 'Send 3 invitations?' });
  await expect(invite).toContainText('2 skipped: 2 already set a password.');
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite).toHaveCount(0);
  await expect(page.getByText('3 invitations sent. 2 skipped: 2 already set a password.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveCount(0);

  // Closing two files: asked first (Cancel changes nothing), then they leave the list.
  for (const i of [0, 4]) await page.getByRole('checkbox', { name: `Select ${made[i]!.name}` }).check();
  await page.getByRole('button', { name: 'Close files' }).click();
  const question = page.getByRole('alertdialog', { name: 'Close 2 files?' });
  await expect(question).toContainText('will no longer be able to sign in');
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the close-files question (${width})`);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(rows).toHaveCount(5);
  await page.getByRole('button', { name: 'Close files' }).click();
  await question.getByRole('button', { name: 'Close files' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText('2 files closed.')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: made[0]!.business })).toHaveCount(0);
  await expect(rows.filter({ hasText: made[4]!.business })).toHaveCount(0);
});

test('on a phone each card has its checkbox and the page its own', async ({ page, request }) => {
  test.setTimeout(90_000);
  const word = unique('Xbulk');
  const made = await clients(request, word, 2);
  await page.setViewportSize({ width: 390, height: 844 });
  await listing(page, word, '', STAFF.admin);
  await expect(page.getByTestId('client-card')).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select ${made[0]!.name}` }).check();
  await expect(page.getByRole('status').filter({ hasText: '1 client selected' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await expect(page.getByRole('status').filter({ hasText: '2 clients selected' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Actions on the clients selected' })).toBeVisible();
  await expectAxeClean(page, 'the client cards with clients selected (phone)');
  await expectNoSidewaysScroll(page);
});
