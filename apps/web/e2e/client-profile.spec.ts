import { expect, test, type Page } from '@playwright/test';
import { paths, patterns } from '../src/app/paths';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { type Account, loadScreen, openInApp, signIn, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { atBothWidths, expectAxeClean, pickPerson } from './people-helpers';

snapshotEveryPageOnFailure();

/**
 * /clients/:id, a client in one place: what each role sees there,
 * that it agrees with the plans, diary and report screens, the lists that lead
 * to it, the friendly answer to a coach of other clients, and axe at two widths.
 * Only the last test changes data, on a client it creates.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).last();
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const titles = (page: Page, list: string) => page.getByRole('list', { name: list }).getByTestId('record-title').allInnerTexts();

/** One h1, and no heading deeper than one level below the one before it. */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => i > 0 && expect(level, `heading ${i} of ${levels.join(',')}`).toBeLessThanOrEqual(levels[i - 1] + 1));
}

/** Opens a client's profile; with an account, signed in as them on the way. */
async function openProfile(page: Page, id: number, as?: Account) {
  await loadScreen(page, paths.clientProfile(id), as);
  await settled(page);
  await expect(section(page, 'Hours of coaching').getByRole('progressbar')).toHaveCount(0);
}

test('an administrator sees a client in one place, as the plans, diary and report screens show them', async ({ page, request }) => {
  const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Little Maples');
  await openProfile(page, id, PEOPLE.admin);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Emily Chen');
  await expectHeadingsInOrder(page);

  const details = section(page, 'Contact and business');
  await expect(details).toContainText('Little Maples Family Day Home');
  await expect(details).toContainText('Active');
  await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  const coaches = section(page, 'Coaches');
  await expect(coaches).toContainText('Sarah Thompson');
  await expect(coaches.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  for (const action of ['New action plan', 'Log time', 'Edit client', 'Manage coaches', 'Record milestone']) {
    await expect(page.getByRole('button', { name: action })).toBeVisible();
  }

  const plans = await titles(page, 'Newest action plans');
  expect(plans.length).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Newest diary entries' }).getByRole('listitem').first()).toBeVisible();
  const total = await page.getByTestId('hours-total').getByTestId('hours-value').innerText();
  const fiscal = await page.getByTestId('hours-fiscalYear').getByTestId('hours-value').innerText();

  // The plans screen lists the same plans, newest first.
  await section(page, 'Action plans')
    .getByRole('link', { name: /action plans/ })
    .click();
  await expect(page).toHaveURL(urlOf(paths.actionPlans(id)));
  // At this width the plans are a table: the summary is each row's second cell.
  const screenPlans = page.getByRole('table', { name: 'Action plans of Emily Chen' }).locator('tbody tr td:nth-child(2)');
  for (const [i, summary] of plans.entries()) await expect(screenPlans.nth(i)).toHaveText(summary);

  // The diary's total (all dates) is the profile's "In total".
  await page.getByRole('link', { name: 'Emily Chen, client profile' }).click();
  await settled(page);
  await page.getByRole('main').getByRole('link', { name: 'Time diary', exact: true }).click();
  await expect(page).toHaveURL(urlOf(paths.timeDiary(id)));
  await expect(page.getByTestId('diary-total')).toHaveText(total);

  // The client report (this fiscal year by default) gives the fiscal year's hours, written the same way.
  await page.getByRole('link', { name: 'Emily Chen, client profile' }).click();
  await settled(page);
  await page.getByRole('main').getByRole('link', { name: 'Report', exact: true }).click();
  await expect(page).toHaveURL(urlOf(paths.clientReport(id)));
  await expect(page.getByTestId('total-hours').locator('dd').first()).toHaveText(fiscal);
});

test('a coach opens their client’s profile from their lists, and hears kindly that another client is not theirs', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, PEOPLE.admin);
  const id = await clientId(request, admin, 'Little Maples');
  const danielsClient = await clientId(request, admin, 'Riverbend');
  await signIn(page, PEOPLE.sarah);

  await nav(page).getByRole('link', { name: 'My report', exact: true }).click();
  await settled(page);
  await page.getByTestId('coach-client-row').filter({ hasText: 'Emily Chen' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(urlOf(paths.clientProfile(id)));
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Emily Chen');
  await expect(page.getByRole('button', { name: 'New action plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log time' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Edit client' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage coaches' })).toHaveCount(0);

  await page.goto(paths.actionPlans(id));
  await page.getByRole('link', { name: 'Emily Chen, client profile' }).click();
  await expect(page).toHaveURL(urlOf(paths.clientProfile(id)));

  await page.goto(paths.clientProfile(danielsClient));
  await expect(page.getByTestId('profile-closed')).toContainText("You don't coach this client");
  await expect(page.getByRole('main')).not.toContainText('Not available to this user');
  await expect(page.getByRole('region', { name: 'Coaches' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the clients' }).click();
  await expect(page).toHaveURL(urlOf(paths.clientListing, { withQuery: true }));
});

test('an administrator reaches a profile from a coach’s clients and from the all-clients report', async ({ page, request }) => {
  const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Little Maples');
  await signIn(page, PEOPLE.admin, paths.coachListing);
  await page
    .getByTestId('coach-row')
    .filter({ hasText: 'Sarah Thompson' })
    .getByRole('button', { name: 'Clients of Sarah Thompson' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Clients of Sarah Thompson' });
  await dialog.getByRole('link', { name: 'Emily Chen' }).click();
  await expect(page).toHaveURL(urlOf(paths.clientProfile(id)));
  await settled(page);

  await page.goto(paths.report);
  await settled(page);
  await page.getByTestId('client-report-row').filter({ hasText: 'Emily Chen' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(urlOf(paths.clientProfile(id)));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Emily Chen');
});

test('a client sees their own profile, with their coach’s contact, and not another client’s', async ({ page, request }) => {
  const admin = await apiToken(request, PEOPLE.admin);
  const own = await clientId(request, admin, 'Sunshine');
  const other = await clientId(request, admin, 'Little Maples');
  await openProfile(page, own, PEOPLE.sunshine);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your profile');
  await expect(section(page, 'Coaches')).toContainText('Sarah Thompson');
  await expect(section(page, 'Coaches').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  for (const link of ['Your action plans', 'Your time diary', 'Your report'])
    await expect(page.getByRole('link', { name: link })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New action plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log time' })).toHaveCount(0);

  await page.goto(paths.clientProfile(other));
  await expect(page.getByTestId('profile-closed')).toContainText('This profile belongs to someone else');
  await expect(page.getByRole('main')).not.toContainText('Little Maples');
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(urlOf(paths.clientProfile(own)));
});

test('a new client’s profile says what to do next, and its actions fill it in', async ({ page, request }) => {
  const admin = await apiToken(request, PEOPLE.admin);
  const first = `Profile${Date.now().toString(36)}`;
  const created = await request.post('/api/users/create', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      username: first.toLowerCase(),
      password: 'Welcome-2026',
      category_id: 4,
      email: `${first.toLowerCase()}@example.ca`,
      firstname: first,
      lastname: 'Nakamura',
      business_name: `Little Acorns ${first}`,
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;

  await openProfile(page, id, PEOPLE.admin);
  await expect(section(page, 'Hours of coaching')).toContainText('No time logged yet');
  await expect(section(page, 'Coaches')).toContainText('Choose “Manage coaches” to assign one');
  await expect(section(page, 'Action plans')).toContainText('Choose “New action plan” to write the first one');
  await expect(section(page, 'Recent diary entries')).toContainText('write a plan first');
  await expect(page.getByRole('button', { name: 'Log time' })).toBeDisabled();

  await page.getByRole('button', { name: 'Manage coaches' }).click();
  const coaches = page.getByRole('dialog', { name: `Coaches of ${first} Nakamura` });
  await pickPerson(coaches, 'Coach to assign', 'Sarah', /Sarah Thompson/);
  await coaches.getByRole('button', { name: 'Assign' }).click();
  await expect(coaches.getByRole('list', { name: `Coaches of ${first} Nakamura` })).toContainText('Sarah Thompson');
  await coaches.getByRole('button', { name: 'Done' }).click();
  await expect(section(page, 'Coaches')).toContainText('Sarah Thompson');

  await page.getByRole('button', { name: 'New action plan' }).click();
  const plan = page.getByRole('dialog', { name: 'New action plan' });
  await plan.getByLabel('Summary').fill('Open two more spaces by spring');
  await plan.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('list', { name: 'Newest action plans' })).toContainText('Open two more spaces by spring');

  await page.getByRole('button', { name: 'Log time' }).click();
  const entry = page.getByRole('dialog', { name: 'Log time' });
  await entry.getByLabel('Hours').fill('1');
  await entry.getByLabel('Minutes').fill('30');
  await entry.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('list', { name: 'Newest diary entries' })).toContainText('1 h 30 min');
  await expect(page.getByTestId('hours-total').getByTestId('hours-value')).toHaveText('1 h 30 min');
  await expect(page.getByTestId('hours-month').getByTestId('hours-value')).toHaveText('1 h 30 min');
});

test('the profile and its friendly refusal pass axe on a desktop and a phone, without sideways scrolling', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await apiToken(request, PEOPLE.admin);
  const id = await clientId(request, admin, 'Little Maples');
  const danielsClient = await clientId(request, admin, 'Riverbend');
  const own = await clientId(request, admin, 'Sunshine');
  for (const [person, visits] of [
    [PEOPLE.admin, [id]],
    [PEOPLE.sarah, [id, danielsClient]],
    [PEOPLE.sunshine, [own]],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, person, paths.clientProfile(visits[0]));
    for (const visit of visits) {
      await openInApp(page, paths.clientProfile(visit));
      await settled(page);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await atBothWidths(page, async (device) => {
        await expectAxeClean(page, `${patterns.clientProfile} (${visit}) as ${person.username}, ${device}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scrolling as ${person.username}, ${device}`).toBeLessThanOrEqual(0);
      });
    }
    await context.close();
  }
});

test('the profile works from the keyboard', async ({ page, request }) => {
  const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Little Maples');
  await openProfile(page, id, PEOPLE.sarah);
  const newPlan = page.getByRole('button', { name: 'New action plan' });
  for (let i = 0; i < 40 && !(await newPlan.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(newPlan).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New action plan' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(newPlan).toBeFocused();
});
