import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AdminDashboard, ClientDashboard, CoachDashboard, Dashboard } from '@tc/contract/dashboard';
import { paths, patterns } from '../src/app/paths';
import { durationText } from '../src/lib/duration';
import { DEMO, signIn, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { bearer, expectAxeClean, expectNoSidewaysScroll, unique } from './people-helpers';

snapshotEveryPageOnFailure();

/**
 * Each role's /dashboard on the demo centre: its cards show the figures GET /dashboard
 * gives (other specs add records to the demo centre, so the figures are read, not
 * hard-coded), its links lead to pages that open, and axe finds nothing at desktop and
 * phone widths. With DASHBOARD_SHOTS=1 it also saves each dashboard at desktop width
 * to /tmp/dash-<role>.png.
 */

type Account = (typeof DEMO)[keyof typeof DEMO];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const card = (page: Page, name: string | RegExp) => page.getByRole('region', { name, exact: typeof name === 'string' });
const REFUSAL = /not available|cannot see|can't see|not allowed/i;

async function answer<D extends Dashboard>(request: APIRequestContext, account: Account): Promise<D> {
  const { username, password } = account;
  const res = await request.get('/api/dashboard', { headers: await bearer(request, { username, password }) });
  expect(res.status()).toBe(200);
  return (await res.json()) as D;
}

/** Signed in, on /dashboard (through the navigation's first item, or its address), with the cards loaded. */
async function openDashboard(page: Page, account: Account, firstCard: string | RegExp, via: 'nav' | 'address' = 'address') {
  await signIn(page, account);
  if (via === 'nav') {
    const nav = page.getByRole('navigation', { name: 'Dashboard' }).last();
    await expect(nav.getByRole('link').first()).toHaveText('Dashboard');
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  } else {
    await page.goto(paths.dashboard);
  }
  await expect(page).toHaveURL(urlOf(paths.dashboard));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(card(page, firstCard)).toBeVisible();
}

/**
 * The dashboard shows what GET /dashboard answers. Other specs write to the demo
 * centre at the same time, so the answer is read again and the page reloaded
 * until both were taken between the same two changes.
 */
async function showsTheAnswer<D extends Dashboard>(
  page: Page,
  request: APIRequestContext,
  account: Account,
  check: (d: D) => Promise<void>,
) {
  await expect(async () => {
    const d = await answer<D>(request, account);
    await page.reload();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 5000 });
    await check(d);
  }).toPass({ timeout: 30_000 });
}

/** A page that opened for this person: its heading, no spinner, no refusal. */
async function opens(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(REFUSAL);
}

test.describe('the dashboards', () => {
  test('a coach sees the nudges, their hours and their clients, and a nudge leads to a diary that opens', async ({ page, request }) => {
    const d = await answer<CoachDashboard>(request, DEMO.coach);
    // The demo plans written months ago have had no entry for over 30 days.
    expect(d.nudges.plans.total).toBeGreaterThan(0);
    await signIn(page, DEMO.coach);
    const strip = page.getByTestId('attention-strip');
    await expect(strip).toContainText(/had no diary entry in the last 30 days/);
    await strip.getByRole('link', { name: 'See what needs attention' }).click();
    await expect(page).toHaveURL(urlOf(paths.dashboard));

    const nudges = card(page, /Needs attention/);
    await showsTheAnswer<CoachDashboard>(page, request, DEMO.coach, async (now) => {
      await expect(nudges.getByRole('heading')).toContainText(`(${now.nudges.plans.total + now.nudges.clients.total})`, { timeout: 2000 });
      await expect(card(page, 'My hours')).toContainText(durationText(now.minutes.month), { timeout: 2000 });
      await expect(card(page, 'My hours')).toContainText(durationText(now.minutes.fiscal_year), { timeout: 2000 });
      await expect(card(page, /My clients/).getByRole('link')).toHaveCount(now.clients.rows.length, { timeout: 2000 });
    });
    const first = d.nudges.plans.rows[0];
    await expect(nudges.getByText(first.summary).first()).toBeVisible();
    const clients = card(page, /My clients/);
    const emily = d.clients.rows.find((row) => `${row.firstname} ${row.lastname}` === 'Emily Chen');
    await expect(clients.getByRole('link', { name: 'Emily Chen' })).toHaveAttribute('href', paths.clientProfile(emily?.id ?? 0));

    const name = `${first.client.firstname} ${first.client.lastname}`;
    await nudges
      .getByRole('link', { name: `Log time on “${first.summary}” for ${name}` })
      .first()
      .click();
    await expect(page).toHaveURL(urlOf(paths.timeDiary(first.client.id)));
    await opens(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await page.goBack();
    await nudges
      .getByRole('link', { name: `Action plans for ${name}` })
      .first()
      .click();
    await expect(page).toHaveURL(urlOf(paths.actionPlans(first.client.id)));
    await opens(page);
  });

  test('a coach’s "Log time" asks whose diary and opens it', async ({ page }) => {
    await openDashboard(page, DEMO.coach, /Needs attention/);
    await card(page, 'My hours').getByRole('button', { name: 'Log time' }).click();
    await page
      .getByRole('menu', { name: 'Whose time diary?' })
      .getByRole('menuitem', { name: /Emily Chen/ })
      .click();
    await expect(page).toHaveURL(urlOf(patterns.timeDiary));
    await opens(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Emily Chen');
  });

  test('an administrator sees clients without a coach, hours by region this quarter and recent changes', async ({ page, request }) => {
    // A client of this test's own, with no coach: the newest of them, and the newest change.
    const firstname = unique('Dash');
    const created = await request.post('/api/users/create', {
      headers: await bearer(request, { username: DEMO.admin.username, password: DEMO.admin.password }),
      data: {
        username: firstname.toLowerCase(),
        password: 'Welcome-2026',
        category_id: 4,
        email: `${firstname.toLowerCase()}@example.ca`,
        firstname,
        lastname: 'Newcomer',
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const d = await answer<AdminDashboard>(request, DEMO.admin);
    expect(d.clients_without_coach.rows.map((r) => r.id)).toContain(id);

    await signIn(page, DEMO.admin);
    await expect(page.getByTestId('attention-strip')).toContainText(/no coach/);
    await openDashboard(page, DEMO.admin, /Clients without a coach/, 'nav');
    const orphans = card(page, /Clients without a coach/);
    await expect(orphans.getByRole('link', { name: `${firstname} Newcomer` })).toHaveAttribute('href', paths.clientProfile(id));
    const rows = page.getByTestId('region-hours-row');
    await showsTheAnswer<AdminDashboard>(page, request, DEMO.admin, async (now) => {
      await expect(orphans.getByRole('heading')).toContainText(`(${now.clients_without_coach.total})`, { timeout: 2000 });
      await expect(rows).toHaveCount(now.quarter.regions.length, { timeout: 2000 });
      const busiest = [...now.quarter.regions].sort((a, b) => b.minutes - a.minutes)[0];
      expect(busiest.minutes).toBeGreaterThan(0);
      await expect(rows.filter({ hasText: busiest.region ?? 'Clients without a region' })).toContainText(durationText(busiest.minutes), {
        timeout: 2000,
      });
    });
    // Applications are counted: the card shows how many are new.
    if (d.new_applications === null) await expect(card(page, /New applications/)).toHaveCount(0);
    else await expect(card(page, /New applications/).getByRole('heading')).toContainText(/\(\d+\)/);
    const changes = card(page, 'Recent changes');
    // Other specs write too: the change is among the latest, not always the very last.
    await expect(changes.getByRole('listitem').filter({ hasText: `added the client ${firstname} Newcomer` })).toHaveCount(1);
    await expect(changes).not.toContainText(' signed in');
    await changes.getByRole('link', { name: 'Open the audit trail' }).click();
    await expect(page).toHaveURL(urlOf(paths.auditTrail, { withQuery: true }));
    await opens(page);
  });

  test('a client sees how to reach their coach, their latest plan and their hours, and no strip', async ({ page, request }) => {
    const d = await answer<ClientDashboard>(request, DEMO.client);
    await signIn(page, DEMO.client);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('attention-strip')).toHaveCount(0);
    await openDashboard(page, DEMO.client, 'Your coach', 'nav');
    const coach = card(page, 'Your coach');
    await expect(coach).toContainText('Sarah Thompson');
    await expect(coach.getByRole('link', { name: '403-555-0141' })).toHaveAttribute('href', 'tel:4035550141');
    await expect(coach.getByRole('link', { name: 'sarah.thompson@example.ca' })).toHaveAttribute(
      'href',
      'mailto:sarah.thompson@example.ca',
    );
    await expect(card(page, 'Your latest plan')).toContainText(d.latest_plan!.summary);
    await showsTheAnswer<ClientDashboard>(page, request, DEMO.client, async (now) => {
      await expect(card(page, 'Your coaching hours')).toContainText(durationText(now.minutes.total), { timeout: 2000 });
    });
    await card(page, 'Your latest plan').getByRole('link', { name: 'My action plans' }).click();
    await expect(page).toHaveURL(urlOf(patterns.actionPlans));
    await opens(page);
  });
});

const ROLES = [
  ['coach', DEMO.coach, /Needs attention/],
  ['admin', DEMO.admin, /Clients without a coach/],
  ['client', DEMO.client, 'Your coach'],
] as const;

async function inContext(browser: Browser, baseURL: string | undefined, viewport: typeof DESKTOP, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport, baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the dashboards and the attention strip for axe', () => {
  for (const [role, account, firstCard] of ROLES) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`the ${role}'s dashboard on a ${width}`, async ({ browser, baseURL }) => {
        await inContext(browser, baseURL, viewport, async (page) => {
          if (role !== 'client') {
            await signIn(page, account);
            await expect(page.getByTestId('attention-strip')).toBeVisible();
            await expectAxeClean(page, `/clientlisting with the strip (${role}, ${width})`);
          }
          await openDashboard(page, account, firstCard);
          await expectAxeClean(page, `/dashboard (${role}, ${width})`);
          await expectNoSidewaysScroll(page);
        });
      });
    }
  }
});

test.describe('dashboard screenshots', () => {
  test.skip(!process.env.DASHBOARD_SHOTS, 'set DASHBOARD_SHOTS=1 to save them');
  for (const [role, account, firstCard] of ROLES) {
    test(`the ${role}'s dashboard at desktop width`, async ({ browser, baseURL }) => {
      await inContext(browser, baseURL, DESKTOP, async (page) => {
        await openDashboard(page, account, firstCard);
        await page.screenshot({ path: `/tmp/dash-${role}.png`, fullPage: true });
      });
    });
  }
  test('the attention strip over the client listing', async ({ browser, baseURL }) => {
    await inContext(browser, baseURL, DESKTOP, async (page) => {
      await signIn(page, DEMO.coach);
      await expect(page.getByTestId('attention-strip')).toBeVisible();
      await page.screenshot({ path: '/tmp/dash-strip-coach.png' });
    });
  });
});
