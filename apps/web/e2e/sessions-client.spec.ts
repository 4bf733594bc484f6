import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { signIn, snapshotEveryPageOnFailure } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, pickOption } from './people-helpers';
import { albertaToday, freeSlots, login, weekdayOf, worldOf } from './sessions-helpers';
import { settled } from './coaching-helpers';

snapshotEveryPageOnFailure();

const booking = (page: Page) => page.getByTestId('ask-for-session');
const upcoming = (page: Page) => page.getByTestId('upcoming-sessions');

/** Chooses the third day with free times (two days ahead at least: "Thursday 09:00" on the dashboard, not "Tomorrow"). */
async function chooseThirdDay(page: Page) {
  const days = booking(page).getByRole('group', { name: 'Choose a day' }).getByRole('button');
  await expect(days.nth(2)).toBeVisible();
  const day = days.nth(2);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  return (await day.textContent()) ?? '';
}

test.describe('a client and their sessions', () => {
  test('asks for a free slot, sees it requested, and once the coach confirms it, sees it as their next session', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const w = await worldOf(request);
    await signIn(page, w.booker);
    await page.getByRole('navigation', { name: 'Dashboard' }).last().getByRole('link', { name: 'My sessions', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.mySessions}$`));
    await settled(page);
    await expect(upcoming(page)).toContainText('No session is coming up');
    await expect(page.getByTestId('past-sessions')).toContainText('No past sessions yet');

    await chooseThirdDay(page);
    const first = booking(page).getByRole('button', { name: /^09:00–10:00 · Visit$/ });
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Ask for a session' });
    await expect(dialog.getByRole('combobox', { name: 'Kind of session' })).toHaveText('Visit');
    await dialog.getByLabel('What would you like to talk about?').pressSequentially('Fees for next year', { delay: 20 });
    await dialog.getByRole('button', { name: 'Ask for this time' }).click();
    await expect(page.getByText('Session asked for: your coach will confirm it')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = upcoming(page).getByTestId('session-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Requested');
    await expect(row).toContainText(`Visit with ${w.coach.name}`);
    await expect(row).toContainText('Agenda: Fees for next year');
    // Asked for: no longer a free time.
    await expect(booking(page).getByRole('button', { name: /^09:00–10:00 · Visit$/ })).toHaveCount(0);

    // The dashboard has none scheduled yet.
    await page.goto(paths.dashboard);
    await expect(page.getByTestId('next-session')).toContainText('No session is scheduled');

    // The coach confirms it.
    const coach = await bearer(request, login(w.coach));
    const list = await request.get(`/api/sessions?client_id=${w.booker.id}`, { headers: coach });
    const [session] = (await list.json()) as { id: number; localStart: string }[];
    const confirmed = await request.post(`/api/sessions/${session.id}/status`, { headers: coach, data: { status: 'scheduled' } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    await page.reload();
    await expect(page.getByTestId('next-session')).toContainText(`${weekdayOf(session.localStart)} 09:00, visit`);
    await expect(page.getByTestId('next-session')).toContainText(`With ${w.coach.name}`);
    await page.getByTestId('next-session').getByRole('link', { name: 'My sessions' }).click();
    await expect(upcoming(page).getByTestId('session-row')).toContainText('Scheduled');
  });

  test('a slot taken meanwhile is said in place, and the free times come again', async ({ page, request }) => {
    const w = await worldOf(request);
    await signIn(page, w.rival, paths.mySessions);
    await settled(page);
    await chooseThirdDay(page);
    const time = booking(page).getByRole('button', { name: /^10:00–11:00 · Visit$/ });
    await time.click();
    const dialog = page.getByRole('dialog', { name: 'Ask for a session' });
    await expect(dialog).toBeVisible();

    // Someone else asks for the same time first: the third day with free times, as the screen lists them.
    const days = [...new Set((await freeSlots(request, w.admin, w.coach.id, albertaToday())).map((s) => s.start.slice(0, 10)))];
    const start = `${days[2]}T10:00`;
    const other = await bearer(request, login(w.canceller));
    const first = await request.post('/api/sessions/requests', { headers: other, data: { coach_id: w.coach.id, start, kind: 'visit' } });
    expect(first.status(), await first.text()).toBe(201);

    await dialog.getByRole('button', { name: 'Ask for this time' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(booking(page).getByRole('alert')).toContainText('no longer free');
    await expect(booking(page).getByRole('button', { name: /^11:00–12:00 · Visit$/ })).toBeVisible();
    await expect(booking(page).getByRole('button', { name: /^10:00–11:00 · Visit$/ })).toHaveCount(0);
    await expect(upcoming(page)).toContainText('No session is coming up');
  });

  test('cancels a session, saying why', async ({ page, request }) => {
    const w = await worldOf(request);
    await signIn(page, w.canceller, paths.mySessions);
    await settled(page);
    await chooseThirdDay(page);
    await booking(page)
      .getByRole('button', { name: /^13:00–14:00 · Call$/ })
      .click();
    const ask = page.getByRole('dialog', { name: 'Ask for a session' });
    await pickOption(ask.getByRole('combobox', { name: 'Kind of session' }), 'Video call');
    await ask.getByRole('button', { name: 'Ask for this time' }).click();
    await expect(ask).toHaveCount(0);

    const row = upcoming(page).getByTestId('session-row').filter({ hasText: 'Video call' });
    await expect(row).toContainText('Requested');
    await row.getByRole('button', { name: /^Cancel the session of / }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByRole('button', { name: 'Cancel the session' }).click();
    await expect(dialog.getByText('Say why the session is cancelled')).toBeVisible();
    await dialog.getByLabel('Why are you cancelling?').pressSequentially('A child is sick', { delay: 20 });
    await dialog.getByRole('button', { name: 'Cancel the session' }).click();
    await expect(page.getByText('Session cancelled')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('A child is sick');
    await expect(row.getByRole('button', { name: /^Cancel the session of / })).toHaveCount(0);
  });

  test('My sessions and the booking are accessible at both widths', async ({ page, request }) => {
    const w = await worldOf(request);
    await signIn(page, w.rival, paths.mySessions);
    await settled(page);
    await atBothWidths(page, async (width) => {
      await settled(page);
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `${paths.mySessions} (${width})`);
      await booking(page)
        .getByRole('button', { name: / · (Visit|Call)$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Ask for a session' });
      await expect(dialog).toBeVisible();
      await expectAxeClean(page, `the booking dialog (${width})`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    });
  });

  test('an administrator turns client booking off, and the client is told how to ask instead', async ({ page, browser, request }) => {
    const w = await worldOf(request);
    try {
      await signIn(page, { username: 'admin', password: 'Admin-demo-2026' }, paths.securitySettings);
      await settled(page);
      const switchOf = page.getByRole('switch', { name: "Clients may ask for a session in their coach's free hours" });
      await expect(switchOf).toBeChecked();
      await switchOf.click();
      await page.getByRole('button', { name: 'Save session settings' }).click();
      await expect(page.getByText('Session settings saved')).toBeVisible();

      const context = await browser.newContext();
      const client = await context.newPage();
      await signIn(client, w.rival, paths.mySessions);
      await settled(client);
      await expect(booking(client)).toContainText('Your centre books sessions for you');
      await expect(booking(client).getByRole('group', { name: 'Choose a day' })).toHaveCount(0);
      await context.close();
    } finally {
      const back = await request.put('/api/settings/sessions', { headers: w.admin, data: { clientBooking: true } });
      expect(back.status()).toBe(200);
    }
  });
});
