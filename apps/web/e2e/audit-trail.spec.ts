import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { todayInAlberta } from '../src/lib/calendar-date';
import { signIn, urlOf } from './helpers';
import { bearer, choose, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF, unique } from './people-helpers';

const PASSWORD = 'Welcome-2026';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).last();
const dateField = (page: Page, name: 'From' | 'To') => page.getByRole('textbox', { name, exact: true });

/** A client made for this test alone, so that its entries and lock are nobody else's. */
async function newClient(request: APIRequestContext, first: string): Promise<{ id: number; username: string }> {
  const username = first.toLowerCase();
  const created = await request.post('/api/users/create', {
    headers: await bearer(request, STAFF.admin),
    data: { username, password: PASSWORD, category_id: 4, email: `${username}@example.ca`, firstname: first, lastname: 'Audit' },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, username };
}

/**
 * A sign-in sent from another loopback address. The throttle also counts failures
 * per address, so failures from 127.0.0.1 (where the browser and every other spec
 * sign in) would refuse other specs' new accounts while the lock lasts.
 */
function signInFrom(localAddress: string, baseURL: string, username: string, password: string): Promise<number> {
  const url = new URL('/api/auth/login', baseURL);
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A loopback address of this test's own (all of 127.0.0.0/8 reaches the local server), so parallel runs never share one. */
const ownAddress = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/** Ten wrong passwords lock the username from that address (and from any new one); the eleventh is refused. */
async function lockOut(address: string, baseURL: string, username: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push(await signInFrom(address, baseURL, username, 'not-the-password'));
  expect(statuses).toEqual([...Array(10).fill(401), 429]);
}

test.describe('the audit trail', () => {
  test('an administrator changes a client, then finds the change in the trail with its before and after', async ({ page, request }) => {
    const first = unique('Ines');
    const client = await newClient(request, first);
    await signIn(page, STAFF.admin, `${paths.clientListing}?q=${first}`);
    await loaded(page);
    await page.getByRole('button', { name: `Edit ${first} Audit` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('City or town').fill('Canmore');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Client updated successfully')).toBeVisible();

    await nav(page).getByRole('link', { name: 'Audit trail' }).click();
    await expect(page).toHaveURL(urlOf(paths.auditTrail));
    await loaded(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit trail');
    await choose(page, 'Record type', 'User');
    await choose(page, 'Action', 'Changed');
    const today = todayInAlberta();
    await dateField(page, 'From').fill(today);
    await dateField(page, 'To').fill(today);
    await expect(page).toHaveURL(new RegExp(`\\?action=update&entity=user&from=${today}&to=${today}$`));
    await loaded(page);
    // The entry says who changed whose field, with the names as they are now, and links to the client.
    const sentence = `Grace Whitford changed ${first} Audit's city`;
    const row = page.getByTestId('audit-row').filter({ hasText: sentence }).first();
    await expect(row.getByRole('link', { name: sentence })).toHaveAttribute('href', paths.clientReport(client.id));
    await row.getByRole('button', { name: `Details: ${sentence}`, exact: false }).click();
    const diff = page.getByTestId('audit-diff');
    await expect(diff).toContainText(`The client ${first} Audit: 2 fields changed`); // the city and the time it was updated
    const city = diff.locator('tr[data-change="changed"]', { hasText: 'City' });
    await expect(city.locator('td').first()).toHaveText('(empty)');
    await expect(city.locator('td').last()).toHaveText('Canmore');
    await expectAxeClean(page, 'the audit trail with an entry open');

    // The filters live in the address: a reload keeps them; a day after today has nothing yet.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveText('User');
    await expect(row).toBeVisible(); // the page has started and loaded its entries: a date typed now is not lost
    await dateField(page, 'From').fill('2099-01-01');
    await expect(page).toHaveURL(/from=2099-01-01/);
    await dateField(page, 'To').fill('2099-01-02');
    await expect(page).toHaveURL(/from=2099-01-01&to=2099-01-02$/);
    await expect(page.getByText('No entries match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(urlOf(paths.auditTrail));
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
  });

  test('words typed in Search find a client’s entries, and Export CSV saves what the filters match', async ({ page, request }) => {
    const first = unique('Noor');
    const client = await newClient(request, first);
    const changed = await request.put(`/api/users/${client.id}`, {
      headers: await bearer(request, STAFF.admin),
      data: { city: 'Canmore' },
    });
    expect(changed.status()).toBe(200);
    const sentence = `Grace Whitford changed ${first} Audit's city`;
    await signIn(page, STAFF.admin, paths.auditTrail);
    await loaded(page);
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(`${first} audit`, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`\\?q=${first}\\+audit$`, 'i'));
    await expect(page.getByTestId('audit-row').filter({ hasText: sentence })).toHaveCount(1);
    await expect(page.getByTestId('audit-row').filter({ hasText: `Grace Whitford added the client ${first} Audit` })).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /entries/ })).toHaveText('2 entries');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true); // a spreadsheet then reads the accents right
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('When (Alberta time),Who,What,Record,Changes,Address');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,Grace Whitford,${sentence},the client ${first} Audit,City: (empty) → Canmore,`);
  });

  test('a locked-out username shows under Sign-in locks, and Unlock lets it sign in again', async ({ page, request, baseURL }) => {
    const first = unique('Lock');
    const client = await newClient(request, first);
    const from = ownAddress();
    await lockOut(from, baseURL!, client.username);

    await signIn(page, STAFF.admin, paths.auditTrail);
    await page.getByRole('tab', { name: 'Sign-in locks' }).click();
    await expect(page).toHaveURL(/\?tab=locks$/);
    // One group per username: locked from any new address (its first row, with the name) and from the test's address.
    await expect(page.getByRole('rowheader', { name: client.username })).toBeVisible();
    await expect(page.getByTestId('lock-row').filter({ hasText: client.username })).toContainText('Any new address');
    await expect(page.getByTestId('lock-row').filter({ hasText: from })).toContainText('10');
    await expectAxeClean(page, 'the sign-in locks');

    await page.getByRole('button', { name: `Unlock ${client.username}` }).click();
    const question = page.getByRole('alertdialog', { name: `Unlock ${client.username}?` });
    await question.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText(`${client.username} can sign in again`)).toBeVisible();
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('rowheader', { name: client.username })).toHaveCount(0);
    expect(await signInFrom(from, baseURL!, client.username, PASSWORD)).toBe(200);

    // The unlock and the failures are in the trail.
    await page.getByRole('tab', { name: 'Changes' }).click();
    await choose(page, 'Action', 'Sign-in unlocked');
    await expect(
      page
        .getByTestId('audit-row')
        .filter({ hasText: `Grace Whitford cleared the sign-in lock of ${first} Audit` })
        .first(),
    ).toBeVisible();
  });
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the audit trail on a ${device} (axe)`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 60_000 });

    test('the trail with an entry open, and the locks with a locked username', async ({ page, request, baseURL }) => {
      const ghost = unique('ghost').toLowerCase();
      const from = ownAddress();
      await lockOut(from, baseURL!, ghost);
      // Changes only: the newest entries may be sign-ins, which have no before and after.
      await signIn(page, STAFF.admin, `${paths.auditTrail}?action=update`);
      await loaded(page);
      const entry = page.getByTestId(device === 'phone' ? 'audit-card' : 'audit-row').first();
      await entry.getByRole('button', { name: /^Details: / }).click();
      await expect(page.getByTestId('audit-diff')).toBeVisible();
      await expectAxeClean(page, `the audit trail on a ${device}`);
      await expectNoSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Sign-in locks' }).click();
      await expect(page.getByRole('button', { name: `Unlock ${ghost}` })).toBeVisible();
      await expectAxeClean(page, `the sign-in locks on a ${device}`);
      await expectNoSidewaysScroll(page);
      // Leave no lock behind for the other specs.
      const cleared = await request.delete(`/api/audit/sign-in-locks/${ghost}`, { headers: await bearer(request, STAFF.admin) });
      expect(cleared.status()).toBe(200);
    });
  });
}
