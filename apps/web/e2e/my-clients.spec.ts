import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn, snapshotEveryPageOnFailure } from './helpers';
import { bearer, choose, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF, unique } from './people-helpers';
import { paths } from '../src/app/paths';

snapshotEveryPageOnFailure();

/**
 * "My clients" on /clientlisting: a coach opens on their own clients, switches to
 * all, and sees no link on a row they do not coach; filters by region, coach and
 * "no coach" live in the address; the last activity shows and sorts; the CSV holds
 * the rows on screen. The records are the spec's own, in two regions of its own,
 * so the rows are known whatever other specs add.
 */

interface Client {
  id: number;
  name: string;
  business: string;
}

interface World {
  region: string;
  /** A region with clients, all coached. */
  coachedRegion: string;
  /** Sarah's client, with a diary entry two days ago. */
  mine: Client;
  /** Daniel's client. */
  theirs: Client;
  /** Nobody's client. */
  loose: Client;
  danielId: number;
  lastDate: string;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** As the listing shows a date: "Nov 24, 2026". */
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function post(request: APIRequestContext, auth: Record<string, string>, url: string, data: object): Promise<number> {
  const res = await request.post(url, { headers: auth, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function makeWorld(request: APIRequestContext): Promise<World> {
  const auth = await bearer(request, STAFF.admin);
  const region = unique('Zeta Hills ');
  const coachedRegion = unique('Quiet Valley ');
  for (const name of [region, coachedRegion]) await post(request, auth, '/api/regions', { name });
  const coaches = (await (await request.get('/api/users/coaches?pageSize=100', { headers: auth })).json()) as {
    id: number;
    username: string;
  }[];
  const coachId = (username: string) => coaches.find((c) => c.username === username)!.id;
  const [sarahId, danielId] = [coachId('coach.sarah'), coachId('coach.daniel')];

  async function client(first: string, last: string, inRegion: string, coach?: number): Promise<Client> {
    const username = unique(first.toLowerCase());
    const business = `${first} ${last} ${username} Day Home`;
    const id = await post(request, auth, '/api/users/create', {
      username,
      password: 'Welcome-2026',
      category_id: 4,
      email: `${username}@example.ca`,
      firstname: first,
      lastname: last,
      business_name: business,
      region: inRegion,
    });
    if (coach) await post(request, auth, '/api/client-coach', { client_id: id, coach_id: coach });
    return { id, name: `${first} ${last}`, business };
  }

  const mine = await client('Mira', 'Solano', region, sarahId);
  const theirs = await client('Tess', 'Quill', region, danielId);
  const loose = await client('Lou', 'Vance', region);
  await client('Cora', 'Webb', coachedRegion, danielId);
  const lastDate = daysAgo(2);
  const plan = await post(request, auth, '/api/action-plans', {
    client_id: mine.id,
    coach_id: sarahId,
    date: daysAgo(5),
    summary: 'Open house',
  });
  await post(request, auth, '/api/action-journals', { actionplan_id: plan, date: daysAgo(4), minutes: 30, activity: 'phone' });
  await post(request, auth, '/api/action-journals', { actionplan_id: plan, date: lastDate, minutes: 45, activity: 'meeting' });
  return { region, coachedRegion, mine, theirs, loose, danielId, lastDate };
}

// One set of records per worker, made by the first test that needs it.
let world: Promise<World> | undefined;
const worldOf = (request: APIRequestContext) => (world ??= makeWorld(request));

const rowOf = (page: Page, client: Client) => page.getByTestId('client-row').filter({ hasText: client.business });

test.describe('my clients', () => {
  // Accounts are made with password hashing on the server: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a coach sees their own clients first, switches to all, and rows not theirs have no links', async ({ page, request }) => {
    const w = await worldOf(request);
    await signIn(page, STAFF.sarah);
    await loaded(page);
    await expect(page.getByRole('button', { name: 'My clients' })).toHaveAttribute('aria-pressed', 'true');
    const rows = page.getByTestId('client-row');
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Sarah Thompson');

    await choose(page, 'Region', w.region);
    await expect(page).toHaveURL(new RegExp(`region=${encodeURIComponent(w.region).replace(/%20/g, '\\+')}`));
    await expect(rows).toHaveCount(1);
    const mine = rowOf(page, w.mine);
    await expect(mine.getByRole('link', { name: w.mine.business })).toHaveAttribute('href', paths.clientProfile(w.mine.id));
    await expect(mine.getByRole('link', { name: `Action plans for ${w.mine.name}` })).toBeVisible();
    await expect(mine).toContainText(shown(w.lastDate));

    await page.getByRole('button', { name: 'All clients' }).click();
    await expect(page).toHaveURL(/view=all/);
    await expect(rows).toHaveCount(3);
    for (const other of [w.theirs, w.loose]) {
      const row = rowOf(page, other);
      await expect(row).toContainText('Not your client');
      await expect(row).toContainText('No activity yet');
      await expect(row.getByRole('link')).toHaveCount(0);
    }
    await expect(mine.getByRole('link')).toHaveCount(4);

    // Sorted on the last activity: the client with a diary entry first, the others after.
    await page.getByRole('button', { name: 'Last activity' }).click();
    await expect(page).toHaveURL(/sort=last_activity/);
    await expect(rows.first()).toContainText(w.mine.business);

    // A controlled checkbox: checked once the address changes, so click and wait rather than check().
    await page.getByRole('checkbox', { name: 'No coach' }).click();
    await expect(page.getByRole('checkbox', { name: 'No coach' })).toBeChecked();
    await expect(page).toHaveURL(/no_coach=true/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(w.loose.business);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'No coach' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'All clients' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(w.loose.business);
  });

  test('an administrator filters by region, coach and no coach; the address keeps them', async ({ page, request }) => {
    const w = await worldOf(request);
    await signIn(page, STAFF.admin);
    await loaded(page);
    await expect(page.getByRole('button', { name: 'My clients' })).toHaveCount(0);
    const rows = page.getByTestId('client-row');

    await choose(page, 'Region', w.region);
    await expect(rows).toHaveCount(3);
    await choose(page, 'Coach', 'Daniel Okafor');
    await expect(page).toHaveURL(new RegExp(`coach=${w.danielId}`));
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(w.theirs.business);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Coach' })).toHaveText('Daniel Okafor');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(w.theirs.business);

    // "No coach" and a coach exclude each other.
    // A controlled checkbox: checked once the address changes, so click and wait rather than check().
    await page.getByRole('checkbox', { name: 'No coach' }).click();
    await expect(page.getByRole('checkbox', { name: 'No coach' })).toBeChecked();
    await expect(page).toHaveURL(/no_coach=true/);
    await expect(page).not.toHaveURL(/coach=\d/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(w.loose.business);
    // Every row links to the profile for an administrator.
    await expect(rows.getByRole('link', { name: w.loose.business })).toHaveAttribute('href', paths.clientProfile(w.loose.id));

    await choose(page, 'Region', w.coachedRegion);
    await expect(page.getByRole('heading', { name: `No clients without a coach in ${w.coachedRegion}` })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(page).not.toHaveURL(/region=|no_coach=|coach=/);
    await expect(rows.first()).toBeVisible();
  });

  test('Export CSV downloads the filtered list, every row as on screen', async ({ page, request }) => {
    const w = await worldOf(request);
    await signIn(page, STAFF.sarah, `${paths.clientListing}?view=all&region=${encodeURIComponent(w.region)}&sort=-last_activity`);
    await loaded(page);
    const rows = page.getByTestId('client-row');
    await expect(rows).toHaveCount(3);
    const onScreen = await rows.locator('th').evaluateAll((cells) => cells.map((c) => c.querySelector('p')?.textContent ?? ''));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Business,Email,Phone,City,Region,Coaches,Last activity,Status');
    const cells = lines.slice(1).map((l) => l.split(','));
    expect(cells.map((c) => c[1])).toEqual(onScreen);
    expect(cells[0]).toEqual([w.mine.name, w.mine.business, expect.any(String), '', '', w.region, 'Sarah Thompson', w.lastDate, 'Active']);
    // Without activity, by last name: Quill (Daniel's), then Vance (no coach).
    expect(cells.map((c) => c[6])).toEqual(['Sarah Thompson', 'Daniel Okafor', '']);
    // The screen shows a coach no email or phone of a client not theirs, nor does the file.
    expect(cells.slice(1).map((c) => [c[2], c[3]])).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`axe finds nothing on a coach's listing, all clients and an empty filter, on a ${device}`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const w = await worldOf(request);
      await auditListing(browser, baseURL, viewport, w, device === 'phone');
    });
  }
});

async function auditListing(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  w: World,
  phone: boolean,
) {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  try {
    await signIn(page, STAFF.sarah);
    await loaded(page);
    await expectAxeClean(page, 'my clients');
    await expectNoSidewaysScroll(page);

    await page.goto(`${paths.clientListing}?view=all&region=${encodeURIComponent(w.region)}`);
    await loaded(page);
    if (phone) {
      const cards = page.getByTestId('client-card');
      await expect(cards).toHaveCount(3);
      await expect(cards.filter({ hasText: w.mine.business })).toContainText(`Last activity: ${shown(w.lastDate)}`);
      await expect(cards.filter({ hasText: w.theirs.business }).getByRole('link')).toHaveCount(0);
      await expect(cards.filter({ hasText: w.mine.business }).getByRole('link', { name: w.mine.business })).toBeVisible();
    } else {
      await expect(page.getByTestId('client-row')).toHaveCount(3);
    }
    await expectAxeClean(page, 'all clients of a region');
    await expectNoSidewaysScroll(page);

    await page.goto(`${paths.clientListing}?view=all&no_coach=true&region=${encodeURIComponent(w.coachedRegion)}`);
    await expect(page.getByRole('heading', { name: `No clients without a coach in ${w.coachedRegion}` })).toBeVisible();
    await expectAxeClean(page, 'an empty filter');
    await expectNoSidewaysScroll(page);
  } finally {
    await context.close();
  }
}
