import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { urlOf, snapshotEveryPageOnFailure } from './helpers';
import { bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';
import { settled } from './coaching-helpers';

snapshotEveryPageOnFailure();

const PASSWORD = 'Welcome-2026';

interface Coach {
  username: string;
  password: string;
  clientId: number;
  clientName: string;
}

/**
 * A coach, their one client and a plan, made for one test alone: the test ends the
 * coach's session (logout ends every session of an account), so no demo account may be used.
 */
async function coachWithClient(request: APIRequestContext): Promise<Coach> {
  const first = unique('Noor');
  const username = first.toLowerCase();
  const coach = await request.post('/api/users/create', {
    headers: await bearer(request, STAFF.admin),
    data: { username, password: PASSWORD, category_id: 3, email: `${username}@example.ca`, firstname: first, lastname: 'Safety' },
  });
  expect(coach.status()).toBe(201);
  const auth = await bearer(request, { username, password: PASSWORD });
  const clientFirst = unique('Ada');
  const client = await request.post('/api/users/create', {
    headers: auth,
    data: {
      username: clientFirst.toLowerCase(),
      password: PASSWORD,
      category_id: 4,
      email: `${clientFirst.toLowerCase()}@example.ca`,
      firstname: clientFirst,
      lastname: 'Net',
      business_name: `Safe Hands ${clientFirst}`,
    },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: number }).id;
  const plan = await request.post('/api/action-plans', {
    headers: auth,
    data: { client_id: clientId, date: '2026-01-15', summary: `Enrolment plan ${clientFirst}` },
  });
  expect(plan.status()).toBe(201);
  return { username, password: PASSWORD, clientId, clientName: `${clientFirst} Net` };
}

/** Signs in on the form, wherever it leads. */
async function signInOnForm(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`safety nets (${name})`, () => {
    test('a save after the session has ended asks for the password, then saves what was typed', async ({ browser, request }) => {
      const coach = await coachWithClient(request);
      const page = await pageAt(browser, viewport);
      await page.goto(paths.login);
      await signInOnForm(page, coach);
      await expect(page).toHaveURL(urlOf(paths.clientListing));
      await page.goto(paths.timeDiary(coach.clientId));
      await settled(page);

      const notes = `Went through the enrolment forms line by line ${Date.now()}`;
      await page.getByRole('button', { name: 'Log time' }).click();
      const entry = page.getByRole('dialog', { name: 'Log time' });
      await entry.getByLabel('Minutes').fill('30');
      await entry.getByLabel('Notes').fill(notes);

      // Meanwhile the session ends (signed out elsewhere).
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
      expect((await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

      await entry.getByRole('button', { name: 'Add entry' }).click();
      const again = page.getByRole('dialog', { name: 'Your session has ended' });
      await expect(again).toBeVisible();
      await expect(again).toHaveCSS('opacity', '1');
      await expect(again.getByLabel('Username')).toHaveValue(coach.username);
      await expect(again.getByLabel('Password')).toBeFocused();
      await expectAxeClean(page, `the password dialog (${name})`);
      await expectNoSidewaysScroll(page);

      await again.getByLabel('Password').fill('not-the-password');
      await again.getByRole('button', { name: 'Sign in' }).click();
      await expect(again.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
      // The form waits beneath, hidden from assistive technology while the password is asked for, with what was typed.
      const beneath = page.getByRole('dialog', { name: 'Log time', includeHidden: true });
      await expect(beneath.getByRole('textbox', { name: 'Notes', includeHidden: true })).toHaveValue(notes);

      await again.getByLabel('Password').fill(coach.password);
      await again.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Time entry added')).toBeVisible();
      await expect(again).toHaveCount(0);
      await expect(entry).toHaveCount(0);
      await expect(page.getByText(notes)).toBeVisible();
      await expect(page).toHaveURL(urlOf(paths.timeDiary(coach.clientId)));

      // Saved on the server, under the new session.
      await page.reload();
      await settled(page);
      await expect(page.getByText(notes)).toBeVisible();
      await page.context().close();
    });

    test('a plan dialog with unsaved changes asks before closing; a pristine one closes at once', async ({ browser, request }) => {
      const coach = await coachWithClient(request);
      const page = await pageAt(browser, viewport);
      await page.goto(paths.login);
      await signInOnForm(page, coach);
      await expect(page).toHaveURL(urlOf(paths.clientListing));
      await page.goto(paths.timeDiary(coach.clientId));
      await settled(page);
      // Reached inside the app, so the browser's back button is the app's to answer.
      await page.getByRole('link', { name: 'Action plans' }).click();
      await expect(page).toHaveURL(urlOf(paths.actionPlans(coach.clientId), { withQuery: true }));
      await settled(page);

      const create = page.getByRole('button', { name: 'New action plan' });
      const plan = page.getByRole('dialog', { name: 'New action plan' });
      const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });

      await create.click();
      await expect(plan).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(plan).toHaveCount(0);
      await expect(question).toHaveCount(0);

      await create.click();
      const summary = `Half-written plan ${Date.now()}`;
      await plan.getByLabel('Summary').fill(summary);
      await page.keyboard.press('Escape');
      await expect(question).toBeVisible();
      await expect(question).toHaveCSS('opacity', '1');
      await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
      await expectAxeClean(page, `the discard question (${name})`);
      await question.getByRole('button', { name: 'Keep editing' }).click();
      await expect(question).toHaveCount(0);
      await expect(plan.getByLabel('Summary')).toHaveValue(summary);

      // The browser's back button asks too, and Keep editing stays on the page.
      await page.evaluate(() => history.back());
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: 'Keep editing' }).click();
      await expect(page).toHaveURL(urlOf(paths.actionPlans(coach.clientId), { withQuery: true }));
      await expect(plan.getByLabel('Summary')).toHaveValue(summary);

      await plan.getByRole('button', { name: 'Cancel' }).click();
      await question.getByRole('button', { name: 'Discard' }).click();
      await expect(plan).toHaveCount(0);
      await expect(page.getByRole('cell', { name: summary })).toHaveCount(0);
      await expect(create).toBeVisible();
      await page.context().close();
    });
  });
}

test('a signed-out visitor sent to sign in comes back to the page they wanted', async ({ page, request }) => {
  const coach = await coachWithClient(request);
  await page.goto(paths.timeDiary(coach.clientId));
  await expect(page).toHaveURL(urlOf(paths.login));
  await signInOnForm(page, coach);
  await expect(page).toHaveURL(urlOf(paths.timeDiary(coach.clientId)));
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(coach.clientName);

  // Signing in from /login itself still lands on the client listing (product specification section 2).
  await page.evaluate(() => localStorage.clear());
  await page.goto(paths.login);
  await signInOnForm(page, coach);
  await expect(page).toHaveURL(urlOf(paths.clientListing));
});

test.describe('signed out in another tab', () => {
  test.describe.configure({ timeout: 60_000 }); // two tabs, on a machine that may be busy

  test('a save asks for the password once, keeps what was typed, and the header says so', async ({ browser, request }) => {
    const coach = await coachWithClient(request);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const tabA = await context.newPage();
    await tabA.goto(paths.login);
    await signInOnForm(tabA, coach);
    await expect(tabA).toHaveURL(urlOf(paths.clientListing));
    await tabA.goto(paths.timeDiary(coach.clientId));
    await settled(tabA);
    const header = tabA.getByTestId('signed-in-user');
    await expect(header).toContainText(coach.username.replace(/^./, (c) => c.toUpperCase()));

    const notes = `Went over the fee schedule with the owner ${Date.now()}`;
    await tabA.getByRole('button', { name: 'Log time' }).click();
    const entry = tabA.getByRole('dialog', { name: 'Log time' });
    await entry.getByLabel('Minutes').fill('45');
    await entry.getByLabel('Notes').fill(notes);

    // Tab B, the same browser, signs out: every session of the account ends.
    const tabB = await context.newPage();
    await tabB.goto(paths.clientListing);
    await tabB.getByRole('button', { name: 'Sign out' }).click();
    await expect(tabB).toHaveURL(urlOf(paths.login));

    // Tab A learns at once: the header no longer shows the person, the form stays with what was typed.
    await tabA.bringToFront();
    await expect(header).toContainText('Signed out');
    await expect(header).not.toContainText('Safety');
    await expect(entry.getByLabel('Notes')).toHaveValue(notes);

    const pleaseSignIn = tabA.getByText('Please sign in to continue.');
    const again = tabA.getByRole('dialog', { name: 'Your session has ended' });
    await entry.getByRole('button', { name: 'Add entry' }).click();
    await expect(again).toBeVisible();
    await expect(again.getByLabel('Username')).toHaveValue(coach.username);
    await expect(pleaseSignIn).toHaveCount(0);

    // Declined: the save fails once, with one message, and the form keeps what was typed.
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toHaveCount(0);
    await expect(pleaseSignIn).toHaveCount(1);
    await expect(entry.getByRole('alert')).toHaveCount(0); // the toast says it; the form does not say it again
    await expect(header).toContainText('Signed out');
    await expect(entry.getByLabel('Notes')).toHaveValue(notes);

    // Saved again: the dialog asks again, and signing in there saves.
    await entry.getByRole('button', { name: 'Add entry' }).click();
    await expect(again).toBeVisible();
    await again.getByLabel('Password').fill(coach.password);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expect(tabA.getByText('Time entry added')).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(tabA.getByText(notes)).toBeVisible();
    await expect(header).toContainText('Safety');
    await expect(header).not.toContainText('Signed out');

    // Saved on the server, under the new session.
    await tabA.reload();
    await settled(tabA);
    await expect(tabA.getByText(notes)).toBeVisible();
    await context.close();
  });

  test('with nothing unsaved, the other tab goes to sign-in at once', async ({ browser, request }) => {
    const coach = await coachWithClient(request);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const tabA = await context.newPage();
    await tabA.goto(paths.login);
    await signInOnForm(tabA, coach);
    await expect(tabA).toHaveURL(urlOf(paths.clientListing));
    await tabA.goto(paths.timeDiary(coach.clientId));
    await settled(tabA);

    const tabB = await context.newPage();
    await tabB.goto(paths.clientListing);
    await tabB.getByRole('button', { name: 'Sign out' }).click();
    await expect(tabB).toHaveURL(urlOf(paths.login));

    await tabA.bringToFront();
    await expect(tabA).toHaveURL(urlOf(paths.login));
    await expect(tabA.getByTestId('signed-in-user')).toHaveCount(0);
    // Signing in again there comes back to the page.
    await signInOnForm(tabA, coach);
    await expect(tabA).toHaveURL(urlOf(paths.timeDiary(coach.clientId)));
    await context.close();
  });
});
