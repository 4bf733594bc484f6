import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import type { AllClientsReport, ClientReportRow } from '@tc/contract/reports';
import { signIn, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { apiToken, clientId, PEOPLE, settled } from './coaching-helpers';
import { atBothWidths, expectAxeClean, unique, pickOption } from './people-helpers';
import { paths, patterns } from '../src/app/paths';
import { todayInAlberta } from '../src/lib/calendar-date';
import { durationText } from '../src/lib/duration';
import { fiscalYearLabel, fiscalYearOf } from '../src/lib/fiscal-year';

snapshotEveryPageOnFailure();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).last();
const CURRENT = fiscalYearOf(todayInAlberta());

/** The id of the demo coach whose name matches `q` (asked as the administrator). */
async function coachId(request: APIRequestContext, token: string, q: string): Promise<number> {
  const response = await request.get(`/api/users/coaches?q=${encodeURIComponent(q)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const coaches = (await response.json()) as { id: number }[];
  expect(coaches.length, `one coach matching ${q}`).toBe(1);
  return coaches[0].id;
}

/** The all-clients answer the page itself receives next for a query holding `part` (what the screen must show). */
const nextAllClients = (page: Page, part = '') =>
  page.waitForResponse(
    (r) => /\/api\/getAllClientsReport\?/.test(r.url()) && r.url().includes(part) && r.request().method() === 'GET' && r.status() === 200,
  );

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await pickOption(page.getByRole('combobox', { name: label }), option);
}

async function fileOf(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}

// As the screen orders names: numbers in them by value ("Export7" before "Export32", as other specs' clients are
// named), not digit by digit.
const byName = (a: ClientReportRow, b: ClientReportRow) =>
  `${a.lastname} ${a.firstname}`.localeCompare(`${b.lastname} ${b.firstname}`, 'en-CA', { sensitivity: 'base', numeric: true });
const rowNames = (page: Page) => page.getByTestId('client-report-row').locator('td:first-child a:first-child').allInnerTexts();

test.describe('funder reports', () => {
  test('an administrator reads the all-clients report, changes the year and a filter, sorts it and downloads it', async ({ page }) => {
    await signIn(page, PEOPLE.admin);
    const first = nextAllClients(page);
    await nav(page).getByRole('link', { name: 'Report', exact: true }).click();
    await expect(page).toHaveURL(urlOf(paths.report));
    let answer = (await (await first).json()) as AllClientsReport;
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report: all clients');
    await expect(page.getByTestId('report-period')).toContainText(`Fiscal year ${fiscalYearLabel(CURRENT)}`);
    expect(answer.totals.minutes).toBeGreaterThan(0); // the demo's diary is recent
    await expect(page.getByTestId('total-hours')).toContainText(durationText(answer.totals.minutes));
    await expect(page.getByTestId('total-clients')).toContainText(String(answer.totals.clients));
    await expect(page.getByTestId('client-report-row')).toHaveCount(answer.clients.length);
    await expect(page.getByRole('heading', { name: 'Hours by month' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Hours by month' })).toBeAttached(); // the chart's text alternative

    // Last fiscal year: the address keeps it, and the screen shows that year's answer.
    const last = nextAllClients(page, `year=${CURRENT - 1}`);
    await chooseOption(page, 'Fiscal year', fiscalYearLabel(CURRENT - 1));
    await expect(page).toHaveURL(new RegExp(`[?&]year=${CURRENT - 1}`));
    answer = (await (await last).json()) as AllClientsReport;
    await expect(page.getByTestId('report-period')).toContainText(`Fiscal year ${fiscalYearLabel(CURRENT - 1)}`);
    await expect(page.getByTestId('total-hours')).toContainText(durationText(answer.totals.minutes));
    if (answer.totals.entries === 0) await expect(page.getByText('No time logged in this period')).toBeVisible();

    // Back to this year, narrowed to one region.
    await chooseOption(page, 'Fiscal year', `${fiscalYearLabel(CURRENT)} (current)`);
    await expect(page).toHaveURL(new RegExp(`[?&]year=${CURRENT}`));
    const calgary = nextAllClients(page, 'region=Calgary');
    await chooseOption(page, 'Region', 'Calgary');
    await expect(page).toHaveURL(/[?&]region=Calgary/);
    // The region is added to this year, not to the year the screen showed before its last render.
    await expect(page).toHaveURL(new RegExp(`[?&]year=${CURRENT}(&|$)`));
    answer = (await (await calgary).json()) as AllClientsReport;
    expect(answer.clients.length).toBeGreaterThan(1);
    const rows = page.getByTestId('client-report-row');
    await expect(rows).toHaveCount(answer.clients.length);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Calgary');
    await expect(page.getByTestId('total-hours')).toContainText(durationText(answer.totals.minutes));
    expect(await rowNames(page)).toEqual([...answer.clients].sort(byName).map((c) => `${c.firstname} ${c.lastname}`));

    // Sorting: by name the other way, then by the latest entry, newest first; the address keeps it.
    await page.getByRole('button', { name: 'Client' }).click();
    await expect(page).toHaveURL(/sort=name&order=desc/);
    // Polled: the address changes before the rows are drawn again in the new order.
    await expect
      .poll(() => rowNames(page))
      .toEqual([...answer.clients].sort((a, b) => byName(b, a)).map((c) => `${c.firstname} ${c.lastname}`));
    await page.getByRole('button', { name: 'Last entry' }).click();
    await expect(page).toHaveURL(/sort=last_entry&order=desc/);
    // The order is checked against the dates the rows show: specs running beside this one log time for the
    // demo's clients, so a client's latest entry may have moved since the answer above.
    const byFullName = new Map(answer.clients.map((c) => [`${c.firstname} ${c.lastname}`, c]));
    // Read once the table shows the new order: the address changes before the rows are drawn again (a read in
    // between saw the previous order, by name the other way).
    let newestRows: { name: string; date: string }[] = [];
    await expect(async () => {
      const shown = await page.getByTestId('client-report-row').evaluateAll((rows) =>
        rows.map((row) => ({
          name: row.querySelector('td a')?.textContent ?? '',
          date: row.querySelector('time')?.getAttribute('datetime') ?? '',
        })),
      );
      expect(shown.map((row) => row.name).sort()).toEqual([...byFullName.keys()].sort());
      newestRows = [...shown].sort((a, b) => b.date.localeCompare(a.date) || byName(byFullName.get(a.name)!, byFullName.get(b.name)!));
      expect(shown.map((row) => row.name)).toEqual(newestRows.map((row) => row.name));
    }).toPass();
    const newest = newestRows.map((row) => byFullName.get(row.name)!);

    // The files of the filters on screen.
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toMatch(new RegExp(`^all-clients-report-fy${CURRENT}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const csvBytes = await fileOf(csvFile);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = csvBytes.subarray(3).toString('utf8');
    expect(csvText.split('\r\n')[0]).toBe(
      'Client ID,First name,Last name,Business,Region,Coaches,Plans,Entries,Minutes,Hours,Last entry,Milestones,Sessions completed,Sessions cancelled,No-shows',
    );
    expect(csvText).toContain('Calgary');
    expect(csvText).not.toContain('Edmonton');

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await fileOf(pdfFile)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Each name opens the client's report for the same period.
    await page.getByRole('link', { name: newest[0].firstname + ' ' + newest[0].lastname }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.clientReport(newest[0].client_id)}\\?year=${CURRENT}$`));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client report');
  });

  test('an administrator sees the report by region, in the address too', async ({ page }) => {
    await signIn(page, PEOPLE.admin, `${paths.report}?view=regions`);
    await settled(page);
    await expect(page.getByRole('tab', { name: 'By region', selected: true })).toBeVisible();
    const regions = page.getByTestId('region-row');
    await expect(regions.first()).toBeVisible();
    await expect(regions.filter({ hasText: 'Calgary' })).toHaveCount(1);
    await expect(regions.filter({ hasText: 'Edmonton' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Hours by region' })).toBeVisible();
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const text = (await fileOf(await csv)).toString('utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Region,Clients,Coaches,Plans,Entries,Minutes,Hours,Milestones,Sessions completed,Sessions cancelled,No-shows',
    );

    // A date range instead of a year, typed into the date pickers and applied as one.
    await page.getByRole('button', { name: 'Date range' }).click();
    const from = page.getByRole('group', { name: 'From' });
    await from.getByRole('spinbutton').first().click();
    await page.keyboard.type('20260101');
    const to = page.getByRole('group', { name: 'To' });
    await to.getByRole('spinbutton').first().click();
    await page.keyboard.type('20260331');
    await page.getByRole('button', { name: 'Apply dates' }).click();
    await expect(page).toHaveURL(/start_date=2026-01-01&end_date=2026-03-31/);
    await expect(page).toHaveURL(/view=regions/);
    await settled(page);
    await expect(page.getByTestId('report-period')).toHaveText('January 1, 2026 to March 31, 2026');
    // Straight from the address too, with the picker showing the range.
    await page.goto(`${paths.report}?start_date=2026-01-01&end_date=2026-03-31`);
    await settled(page);
    await expect(page.getByTestId('report-period')).toHaveText('January 1, 2026 to March 31, 2026');
    await expect(page.getByRole('button', { name: 'Date range', pressed: true })).toBeVisible();
    // A reversed range is set aside, and the screen says so.
    await page.goto(`${paths.report}?start_date=2026-03-31&end_date=2026-01-01`);
    await expect(page.getByText(/The dates in the address were set aside/)).toBeVisible();
  });

  test("the report exports the centre's time diary of its period and coach, every entry, saying how many", async ({ page, request }) => {
    // A coach of this test's own, with a client and three entries in June 2019 (no other spec logs time then):
    // other specs log time beside this one, so the count and the file are checked for this coach alone.
    const headers = { Authorization: `Bearer ${await apiToken(request, PEOPLE.admin)}` };
    const made = async (url: string, data: object) => {
      const response = await request.post(url, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const person = (category: 3 | 4, first: string) => {
      const name = unique(first);
      return made('/api/users/create', {
        username: name.toLowerCase(),
        password: 'Welcome-2026',
        category_id: category,
        email: `${name.toLowerCase()}@example.ca`,
        firstname: name,
        lastname: 'Diary',
      }).then((id) => ({ id, name: `${name} Diary` }));
    };
    const coach = await person(3, 'Ines');
    const client = await person(4, 'Ravi');
    await made('/api/client-coach', { client_id: client.id, coach_id: coach.id });
    const plan = await made('/api/action-plans', {
      client_id: client.id,
      coach_id: coach.id,
      date: '2019-06-01',
      summary: 'Staffing plan',
    });
    const notes = ['Went through the staffing plan', 'Called the licensing officer', 'Reviewed the "ratio" sheet, twice'];
    for (const [i, note] of notes.entries())
      await made('/api/action-journals', { actionplan_id: plan, date: `2019-06-1${i}`, minutes: 30 + i, activity: 'meeting', notes: note });

    await signIn(page, PEOPLE.admin, `${paths.report}?start_date=2019-06-01&end_date=2019-06-30&coach_id=${coach.id}`);
    await settled(page);
    const section = page.getByTestId('diary-export');
    await expect(section.getByRole('heading', { name: 'Time diary' })).toBeVisible();
    await expect(section).toContainText(`Every time diary entry from June 1, 2019 to June 30, 2019 logged by ${coach.name}, as one file`);
    await expect(section.getByText('3 rows')).toBeVisible();
    const button = section.getByRole('button', { name: 'Export CSV' });
    await expect(button).toHaveAccessibleDescription('3 rows');
    const csv = page.waitForEvent('download');
    await button.click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/^time-diary-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await fileOf(file))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Client,Business,Plan,Coach,Activity,Minutes,Notes');
    expect(lines).toHaveLength(4);
    // Newest first, each with its client, coach and notes (a comma or a quote kept whole).
    expect(lines[1]).toMatch(/^2019-06-12,/);
    expect(lines[1]).toContain('"Reviewed the ""ratio"" sheet, twice"');
    expect(lines[3]).toMatch(/^2019-06-10,/);
    for (const line of lines.slice(1)) {
      expect(line).toContain(client.name);
      expect(line).toContain(coach.name);
    }
  });

  test("a coach sees their own report and a client's, and is refused another coach's", async ({ page, request }) => {
    const admin = await apiToken(request, PEOPLE.admin);
    const daniel = await coachId(request, admin, 'Daniel');
    await signIn(page, PEOPLE.sarah);
    await nav(page).getByRole('link', { name: 'My report', exact: true }).click();
    await expect(page).toHaveURL(urlOf(paths.coachReports));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coach report');
    await expect(page.getByRole('main').getByText(/Sarah Thompson/)).toBeVisible();
    await expect(page.getByTestId('report-period')).toContainText(fiscalYearLabel(CURRENT));
    await expect(page.getByTestId('total-hours')).not.toContainText(/Hours\s*0 min/);
    const clients = page.getByTestId('coach-client-row');
    await expect(clients.filter({ hasText: 'Emily Chen' })).toHaveCount(1);
    await expect(clients.filter({ hasText: 'Olivia Nguyen' })).toHaveCount(0); // Daniel's client

    await page.getByRole('link', { name: 'Emily Chen' }).click();
    await expect(page).toHaveURL(urlOf(patterns.clientReport));
    await settled(page);
    await expect(page.getByTestId('business-details')).toContainText('Little Maples Family Day Home');
    await expect(page.getByRole('button', { name: 'Record milestone' })).toBeVisible();

    await page.goto(paths.coachReport(daniel));
    await expect(page.getByRole('alert').filter({ hasText: 'have access to' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Daniel');
    await expect(page.getByTestId('report-totals')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);

    // The all-clients report is for administrators.
    await page.goto(paths.report);
    await expect(page.getByRole('alert').filter({ hasText: 'have access to' })).toBeVisible();
    await expect(page.getByTestId('report-totals')).toHaveCount(0);
  });

  test("a client sees their own report and is refused another client's", async ({ page, request }) => {
    const admin = await apiToken(request, PEOPLE.admin);
    const own = await clientId(request, admin, 'Sunshine');
    const other = await clientId(request, admin, 'Little Maples');
    await signIn(page, PEOPLE.sunshine);
    await nav(page).getByRole('link', { name: 'My report', exact: true }).click();
    await expect(page).toHaveURL(urlOf(paths.clientReport(own)));
    await settled(page);
    await expect(page.getByTestId('business-details')).toContainText('Sunshine Sprouts Day Home');
    await expect(page.getByTestId('total-hours')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record milestone' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) milestone/ })).toHaveCount(0);

    for (const path of [paths.clientReport(other), paths.report, paths.coachReports]) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: 'have access to' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('Emily');
      await expect(page.getByRole('main')).not.toContainText('Little Maples');
      await expect(page.getByTestId('report-totals')).toHaveCount(0);
    }
  });

  test('a milestone recorded on the client report appears in its list and totals, and can be changed and deleted', async ({
    page,
    request,
  }) => {
    const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Prairie Kids');
    const note = `Two infant spaces approved ${Date.now()}`;
    await signIn(page, PEOPLE.sarah, paths.clientReport(id));
    await settled(page);
    const total = page.getByTestId('total-milestones').locator('dd').first();
    const before = Number(await total.innerText());
    const milestones = page.getByTestId('milestones');

    await milestones.getByRole('button', { name: 'Record milestone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record milestone: Jessica Morin' });
    await expect(dialog).toBeVisible();
    await chooseOption(page, 'Milestone', 'Spaces added');
    await dialog.getByLabel('Value').fill('2');
    await dialog.getByLabel('Notes').fill(note);
    await dialog.getByRole('button', { name: 'Record milestone' }).click();
    await expect(page.getByText('Milestone recorded')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.getByTestId('milestone-row').filter({ hasText: note });
    await expect(row).toContainText('Spaces added');
    await expect(total).toHaveText(String(before + 1));

    await row.getByRole('button', { name: /^Edit milestone: Spaces added/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit milestone' });
    await edit.getByLabel('Value').fill('3');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Milestone updated')).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('3');

    await row.getByRole('button', { name: /^Delete milestone: Spaces added/ }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete this milestone?' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await question.getByRole('button', { name: 'Delete milestone' }).click();
    await expect(page.getByText('Milestone deleted')).toBeVisible();
    await expect(page.getByTestId('milestone-row').filter({ hasText: note })).toHaveCount(0);
    await expect(total).toHaveText(String(before));
  });

  test('a milestone can be recorded from the action-plans screen too', async ({ page, request }) => {
    const id = await clientId(request, await apiToken(request, PEOPLE.admin), 'Prairie Kids');
    const note = `First assistant hired ${Date.now()}`;
    await signIn(page, PEOPLE.sarah, paths.actionPlans(id));
    await settled(page);
    await page.getByRole('button', { name: 'Record milestone' }).click();
    const dialog = page.getByRole('dialog', { name: /^Record milestone/ });
    await chooseOption(page, 'Milestone', 'Staff hired');
    await dialog.getByLabel('Value').fill('1');
    await dialog.getByLabel('Notes').fill(note);
    await dialog.getByRole('button', { name: 'Record milestone' }).click();
    await expect(page.getByText('Milestone recorded')).toBeVisible();

    await page.getByRole('link', { name: 'Report', exact: true }).click();
    await expect(page).toHaveURL(urlOf(paths.clientReport(id)));
    await settled(page);
    await expect(page.getByTestId('milestone-row').filter({ hasText: note })).toContainText('Staff hired');
  });
});

test.describe('the dashboard navigation', () => {
  for (const [role, account] of [
    ['an administrator', PEOPLE.admin],
    ['a coach', PEOPLE.sarah],
    ['a client', PEOPLE.sunshine],
  ] as const) {
    test(`leads ${role} to screens, none of them a placeholder`, async ({ page }) => {
      // It opens every screen of the navigation, 18 for an administrator, about 1.5 s each on a busy CI machine.
      test.slow();
      await signIn(page, account);
      await expect(nav(page).getByRole('link', { name: 'Resources' })).toBeVisible();
      const links = await nav(page)
        .getByRole('link')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(3);
      for (const href of links) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
        await expect(page.getByRole('main'), href).not.toContainText(/coming soon|next release/i);
      }
    });
  }
});

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scrolling on ${what}`).toBeLessThanOrEqual(0);
}

// Each screen is opened once and checked at the desktop's width, then the phone's (the window resized).
test.describe('report screens on a desktop and a phone (axe)', () => {
  // Several axe runs a test: give a busy machine the time.
  test.describe.configure({ timeout: 120_000 });

  test('the all-clients report: by client, by region, a date range, an empty year', async ({ page }) => {
    await signIn(page, PEOPLE.admin, paths.report);
    await settled(page);
    await expect(page.getByTestId('client-report-row').first()).toBeVisible();
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.report} (${device})`);
      await noSidewaysScroll(page, `${paths.report} (${device})`);
    });

    await page.getByRole('tab', { name: 'By region' }).click();
    await expect(page.getByTestId('region-row').first()).toBeVisible();
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.report} by region (${device})`);
    });

    await page.getByRole('button', { name: 'Date range' }).click();
    await expect(page.getByRole('button', { name: 'Apply dates' })).toBeVisible();
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.report} with the date range open (${device})`);
      await noSidewaysScroll(page, `${paths.report} with the date range open (${device})`);
    });

    await page.goto(`${paths.report}?year=2010`);
    await settled(page);
    await expect(page.getByText('No time logged in this period')).toBeVisible();
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.report} for an empty year (${device})`);
    });
  });

  test("coach reports: a coach's own, the administrator's choice of coach", async ({ page, browser }) => {
    await signIn(page, PEOPLE.sarah, paths.coachReports);
    await settled(page);
    await expect(page.getByTestId('coach-client-row').first()).toBeVisible();
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.coachReports} as a coach (${device})`);
      await noSidewaysScroll(page, `${paths.coachReports} (${device})`);
    });

    // A second browser, not a sign-out: logging out would end the coach's sessions in other tests too.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await context.newPage();
    await signIn(admin, PEOPLE.admin, paths.coachReports);
    await settled(admin);
    await expect(admin.getByRole('link', { name: 'Sarah Thompson' })).toBeVisible();
    await atBothWidths(admin, async (device) => {
      await expectAxeClean(admin, `${paths.coachReports} as an administrator (${device})`);
    });
    await admin.getByRole('link', { name: 'Sarah Thompson' }).click();
    await expect(admin).toHaveURL(urlOf(patterns.coachReport));
    await settled(admin);
    await expect(admin.getByTestId('coach-client-row').first()).toBeVisible();
    await atBothWidths(admin, async (device) => {
      await expectAxeClean(admin, `a coach report as an administrator (${device})`);
    });
    await context.close();
  });

  test('a client report: the coach with the milestone dialog, the client, a refusal', async ({ page, request, browser }) => {
    const adminToken = await apiToken(request, PEOPLE.admin);
    const own = await clientId(request, adminToken, 'Sunshine');
    const other = await clientId(request, adminToken, 'Little Maples');
    await signIn(page, PEOPLE.sarah, paths.clientReport(own));
    await settled(page);
    await expect(page.getByTestId('business-details')).toBeVisible();
    await atBothWidths(page, async (device) => {
      await expectAxeClean(page, `${paths.clientReport(own)} as the coach (${device})`);
      await noSidewaysScroll(page, `${paths.clientReport(own)} (${device})`);

      await page.getByTestId('milestones').getByRole('button', { name: 'Record milestone' }).click();
      const dialog = page.getByRole('dialog', { name: /^Record milestone/ });
      await dialog.getByLabel('Value').fill('two');
      await dialog.getByRole('button', { name: 'Record milestone' }).click();
      await expect(dialog.getByText(/whole number/)).toBeVisible();
      await expectAxeClean(page, `the milestone dialog with an error (${device})`);
      await page.keyboard.press('Escape');
      // Something was typed: closing asks first.
      await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const client = await context.newPage();
    await signIn(client, PEOPLE.sunshine, paths.clientReport(own));
    await settled(client);
    await expect(client.getByTestId('business-details')).toBeVisible();
    await atBothWidths(client, async (device) => {
      await expectAxeClean(client, `${paths.clientReport(own)} as the client (${device})`);
    });
    await client.goto(paths.clientReport(other));
    await expect(client.getByRole('alert').filter({ hasText: 'have access to' })).toBeVisible();
    await atBothWidths(client, async (device) => {
      await expectAxeClean(client, `another client's report, refused (${device})`);
    });
    await context.close();
  });
});
