import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths, patterns } from '../src/app/paths';
import { signIn, urlOf, visitorShowsUp, snapshotEveryPageOnFailure } from './helpers';
import { apply } from './application-helpers';
import { bearer, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF, unique } from './people-helpers';

snapshotEveryPageOnFailure();

// docs/architecture.md#applications-and-accounts: a visitor applies on /apply; an administrator answers the application and enrols them.
const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).last();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function visitorPage(browser: Browser, baseURL: string | undefined, viewport: typeof DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL });
  return { context, page: await context.newPage() };
}

test.describe('applications', () => {
  // Long flows with password hashing on the server: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`a visitor applies on /apply (${width}): the form says what is missing, then thanks them`, async ({ browser, baseURL }) => {
      const { context, page } = await visitorPage(browser, baseURL, viewport);
      try {
        await page.goto(paths.apply);
        // The centre's guide stays above the form.
        await expect(page.getByRole('heading', { name: 'What to have ready' })).toBeVisible();
        await visitorShowsUp(page);
        await expectAxeClean(page, `${paths.apply} (${width})`);
        if (width === 'phone') await expectNoSidewaysScroll(page);

        const form = page.getByRole('form', { name: 'Your application' });
        await form.getByRole('button', { name: 'Send my application' }).click();
        await expect(form.getByRole('alert')).toHaveText('Please correct the marked fields.');
        await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name');
        await expect(form.getByText('Please agree so that we can use your details to reply')).toBeVisible();
        await expectAxeClean(page, `${paths.apply} with its messages (${width})`);

        await apply(page, unique('Mira'), 'Kowalczyk');
        await expectAxeClean(page, `the thank-you (${width})`);
      } finally {
        await context.close();
      }
    });
  }

  test('an administrator finds the application, marks it contacted and enrols it; the client then exists', async ({
    browser,
    baseURL,
    page,
  }) => {
    const first = unique('Tomas');
    const visitor = await visitorPage(browser, baseURL, DESKTOP);
    try {
      await apply(visitor.page, first, 'Lindqvist');
    } finally {
      await visitor.context.close();
    }
    const name = `${first} Lindqvist`;
    // With no SMTP_URL the server writes its mail to DATA_DIR/outbox: the acknowledgement went to the applicant.
    const outbox = path.join(process.env.TC_E2E_DATA_DIR ?? '', 'outbox');
    const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
    expect(mails.filter((mail) => new RegExp(`^To: ${first.toLowerCase()}@example\\.ca\r?$`, 'm').test(mail))).toHaveLength(1);

    await signIn(page, STAFF.admin);
    await nav(page).getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(urlOf(paths.applications));
    await loaded(page);
    // New ones first, by default; the search narrows the list to this one.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('New');
    await page.getByLabel('Search applications').fill(first);
    const list = page.getByRole('list', { name: 'Applications' });
    const row = list.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(`${first} Day Home · Family day home`);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expectAxeClean(page, 'the applications');

    await row.getByRole('button', { name: `Open the application of ${name}` }).click();
    const details = page.getByRole('dialog', { name: `Application of ${name}` });
    await expect(details).toContainText('Cochrane, Calgary');
    await expect(details).toContainText('A business plan; Grants and funding');
    await expect(details).toContainText('I hope to open in the spring.');
    await expect(details.getByRole('button', { name: 'Enrol' })).toHaveCount(0);
    await expectAxeClean(page, 'an application');

    await details.getByRole('button', { name: 'Mark contacted' }).click();
    const confirmContacted = page.getByRole('alertdialog', { name: `Mark ${name} as contacted?` });
    await confirmContacted.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(page.getByText(`${name} is marked contacted`)).toBeVisible();
    await expect(details).toContainText('Contacted');

    await details.getByLabel('Note for the team').fill('Spoke on the phone; ready to start.');
    await details.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Note saved')).toBeVisible();

    await details.getByRole('button', { name: 'Enrol' }).click();
    const confirmEnrol = page.getByRole('alertdialog', { name: `Enrol ${name}?` });
    await expect(confirmEnrol).toContainText('cannot sign in until a password is set');
    await confirmEnrol.getByRole('button', { name: 'Enrol' }).click();
    await expect(page.getByText(`${name} is enrolled: their client account is ready`)).toBeVisible();
    await expect(details).toContainText('Enrolled');
    await expect(details.getByRole('button', { name: /Mark contacted|Enrol|Decline/ })).toHaveCount(0);

    await details.getByRole('link', { name: `Open ${name}'s client profile` }).click();
    await expect(page).toHaveURL(urlOf(patterns.clientProfile));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

    // The client listing has them, with the business and town of the application.
    await page.goto(paths.clientListing);
    await loaded(page);
    await page.getByLabel('Search clients').fill(first);
    await expect(page.getByTestId('client-row').filter({ hasText: name })).toContainText(`${first} Day Home`);
  });

  test('a coach sees no Applications in the menu and the API refuses them the queue', async ({ page, request }) => {
    await signIn(page, STAFF.sarah);
    await expect(nav(page).getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Applications' })).toHaveCount(0);
    const refused = await request.get('/api/applications', { headers: await bearer(request, STAFF.sarah) });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const admin = await request.get('/api/applications?status=new', { headers: await bearer(request, STAFF.admin) });
    expect(admin.status()).toBe(200);
  });
});
