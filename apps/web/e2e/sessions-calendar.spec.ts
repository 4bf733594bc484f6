import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { type Account, loadScreen, signIn } from './helpers';
import { atBothWidths, bearer, choose, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF, unique, pickOption } from './people-helpers';
import { paths } from '../src/app/paths';

/**
 * The staff calendar (/calendar): a coach schedules a session by clicking a slot, moves it by dragging, marks it
 * completed and logs its time in one click; an administrator finds who is free and schedules from there. The coaches,
 * clients and region are the spec's own, so no demo session or availability is in the way, and none of theirs changes.
 */

interface Person {
  id: number;
  username: string;
  first: string;
  name: string;
}

interface World {
  region: string;
  /** A coach with hours every afternoon, 12:00–17:00: a morning session is outside them. */
  dana: Person;
  /** Dana's client, with a plan. */
  client: Person & { plan: string };
  /** A coach with hours every day 08:00–18:00, in the spec's region. */
  omar: Person;
  /** Omar's client. */
  omarsClient: Person;
}

const PASSWORD = 'Welcome-2026';

/** Alberta's date, days from today: Alberta stays at UTC−6 from 2026-11-01 (docs/architecture.md#coaching-sessions). */
const albertaDay = (days: number) => new Date(Date.now() - 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function post(request: APIRequestContext, auth: Record<string, string>, url: string, data: object): Promise<number> {
  const res = await request.post(url, { headers: auth, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function makeWorld(request: APIRequestContext): Promise<World> {
  const auth = await bearer(request, STAFF.admin);
  const region = unique('Calendar Flats ');
  await post(request, auth, '/api/regions', { name: region });
  async function person(first: string, family: string, category: 3 | 4, extra: object = {}): Promise<Person> {
    const username = unique(first.toLowerCase());
    // A family name of this world's own: a worker that starts again makes its people again, never two of one name.
    const last = unique(family);
    const id = await post(request, auth, '/api/users/create', {
      username,
      password: PASSWORD,
      category_id: category,
      email: `${username}@example.ca`,
      firstname: first,
      lastname: last,
      region,
      ...extra,
    });
    return { id, username, first, name: `${first} ${last}`.trim() };
  }
  const dana = await person('Dana', 'Whitford', 3);
  const client = await person('Rosa', 'Lindqvist', 4, { business_name: unique('Rosa Day Home ') });
  await post(request, auth, '/api/client-coach', { client_id: client.id, coach_id: dana.id });
  const afternoons = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: '12:00', endTime: '17:00', mode: 'visit' }));
  const danasHours = await request.put(`/api/coaches/${dana.id}/availability`, { headers: auth, data: { weekly: afternoons } });
  expect(danasHours.status(), await danasHours.text()).toBe(200);
  const plan = unique('Outdoor play plan ');
  await post(request, auth, '/api/action-plans', { client_id: client.id, coach_id: dana.id, date: albertaDay(-20), summary: plan });

  const omar = await person('Omar', 'Kessler', 3);
  const omarsClient = await person('Ines', 'Marlow', 4, { business_name: unique('Ines Day Home ') });
  await post(request, auth, '/api/client-coach', { client_id: omarsClient.id, coach_id: omar.id });
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', mode: 'visit' }));
  const hours = await request.put(`/api/coaches/${omar.id}/availability`, { headers: auth, data: { weekly } });
  expect(hours.status(), await hours.text()).toBe(200);
  return { region, dana, client: { ...client, plan }, omar, omarsClient };
}

// One set of records per worker, made by the first test that needs it.
let world: Promise<World> | undefined;
const worldOf = (request: APIRequestContext) => (world ??= makeWorld(request));

/** Opens the calendar; with an account, signed in as them on the way. */
async function openCalendar(page: Page, query = '', as?: Account): Promise<void> {
  await loadScreen(page, `${paths.calendar}${query}`, as);
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.locator('.fc-view')).toBeVisible();
}

/** The middle of a day's column at a time of the week view (the row scrolled into sight first). */
async function slotPoint(page: Page, date: string, time: string, offsetY = 0): Promise<{ x: number; y: number }> {
  const row = page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  await row.scrollIntoViewIfNeeded();
  const column = await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const lane = await row.boundingBox();
  expect(column && lane, `the ${date} ${time} slot`).toBeTruthy();
  return { x: column!.x + column!.width / 2, y: lane!.y + lane!.height / 2 + offsetY };
}

/** Drags an event, as a person does with a mouse, onto a day's slot (both measured once the page has scrolled). */
async function dragTo(page: Page, event: Locator, date: string, time: string): Promise<void> {
  await slotPoint(page, date, time);
  await event.scrollIntoViewIfNeeded();
  const from = await event.boundingBox();
  const to = await slotPoint(page, date, time, 2);
  await page.mouse.move(from!.x + from!.width / 2, from!.y + 6);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + 30, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

test.describe('the staff calendar', () => {
  // A coach whose browser is set to another zone still sees and sets Alberta times (docs/decisions/022).
  test.use({ timezoneId: 'America/Toronto' });
  // Accounts are made with password hashing on the server: slow on a busy machine; the flows are long.
  test.describe.configure({ timeout: 120_000 });

  test('a coach schedules a session by clicking a slot, drags it to another time, completes it and logs its time in one click', async ({
    page,
    request,
  }) => {
    const w = await worldOf(request);
    const yesterday = albertaDay(-1);
    await signIn(page, { username: w.dana.username, password: PASSWORD });
    await page.getByRole('link', { name: 'Calendar' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${paths.calendar}$`));
    await loaded(page);
    // The week's columns first: counted before the calendar draws them, yesterday would seem missing.
    await expect(page.locator('td.fc-timegrid-col').first()).toBeVisible();
    // Yesterday, in the past on any clock (a diary entry may not be in the future): last week's view on a Monday.
    if ((await page.locator(`td.fc-timegrid-col[data-date="${yesterday}"]`).count()) === 0) {
      await page.locator('.fc-prev-button').click();
      await loaded(page);
    }

    // Schedule: a click on yesterday's 06:00 slot opens the dialog at that time, an hour long.
    const at = await slotPoint(page, yesterday, '06:00', 2);
    await page.mouse.click(at.x, at.y);
    const dialog = page.getByRole('dialog', { name: 'New session' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Starts')).toHaveValue(`${yesterday}T06:00`);
    await expect(dialog.getByLabel('Minutes')).toHaveValue('60');
    await pickOption(dialog.getByRole('combobox', { name: 'Client' }), new RegExp(w.client.name));
    await pickOption(dialog.getByRole('combobox', { name: 'Action plan' }), new RegExp(w.client.plan));
    await dialog.getByLabel('Location or meeting link').pressSequentially('12 Birch Street, Red Deer');
    await dialog.getByLabel('Agenda').pressSequentially('Walk the outdoor play area.');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    // 06:00 is outside Dana's hours: the check warns before anything is saved, and "Save anyway" saves.
    const warning = dialog.getByRole('alert').filter({ hasText: "Outside Dana's hours" });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Session scheduled')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const event = page.locator('.fc-timegrid-event').filter({ hasText: w.client.name });
    await expect(event).toHaveCount(1);
    await expect(event).toContainText('06:00');

    // Move: dragged two hours later, warned again (still outside her hours), moved anyway.
    await dragTo(page, event, yesterday, '08:00');
    const confirm = page.getByRole('alertdialog', { name: 'Move it anyway?' });
    await expect(confirm).toContainText("Outside Dana's hours");
    await confirm.getByRole('button', { name: 'Move anyway' }).click();
    await expect(page.getByText('Session moved')).toBeVisible();
    await expect(event).toContainText('08:00');
    await loaded(page);

    // Complete it: the diary entry opens filled in (date, minutes, activity of a visit, the plan); one click logs it.
    await event.click();
    const open = page.getByRole('dialog', { name: `Session with ${w.client.name}` });
    await open.getByRole('button', { name: 'Mark completed' }).click();
    await expect(page.getByText('Session marked completed')).toBeVisible();
    const entry = page.getByRole('dialog', { name: "Log the session's time" });
    await expect(entry.getByLabel('Date')).toHaveValue(yesterday);
    await expect(entry.getByLabel('Minutes')).toHaveValue('60');
    await expect(entry.getByRole('combobox', { name: 'Activity' })).toHaveText('Site visit');
    await expect(entry).toContainText(w.client.plan);
    await entry.getByRole('button', { name: 'Log the time' }).click();
    await expect(page.getByText('Time logged from the session')).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(event).toContainText('time logged');

    // The client's diary lists it.
    await page.goto(paths.timeDiary(w.client.id));
    await loaded(page);
    await expect(page.getByText(w.client.plan).first()).toBeVisible();
    await expect(page.getByText('Site visit').first()).toBeVisible();
  });

  test('an administrator finds who is free at a time, schedules a session from there and cancels it with a reason', async ({
    page,
    request,
  }) => {
    const w = await worldOf(request);
    const day = albertaDay(2);
    await openCalendar(page, `?region=${encodeURIComponent(w.region)}`, STAFF.admin);
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveText(w.region);

    await page.getByRole('button', { name: 'Who is free' }).click();
    const free = page.getByRole('dialog', { name: 'Who is free' });
    await free.getByLabel('When').fill(`${day}T10:00`);
    await free.getByLabel('Minutes').fill('');
    await free.getByLabel('Minutes').pressSequentially('90');
    await free.getByRole('button', { name: 'Find' }).click();
    const list = free.getByRole('list', { name: 'Free coaches' });
    // Omar's hours hold 10:00; Dana's start at noon. Only the spec's region is asked.
    await expect(list.getByText(w.omar.name)).toBeVisible();
    await expect(list.getByText(w.dana.name)).toHaveCount(0);
    await free.getByRole('button', { name: `Schedule with ${w.omar.name}` }).click();

    const dialog = page.getByRole('dialog', { name: 'New session' });
    await expect(dialog.getByLabel('Starts')).toHaveValue(`${day}T10:00`);
    await expect(dialog.getByLabel('Minutes')).toHaveValue('90');
    await pickOption(dialog.getByRole('combobox', { name: 'Client' }), new RegExp(w.omarsClient.name));
    await expect(dialog.getByRole('combobox', { name: 'Coach' })).toHaveText(w.omar.name);
    await choose(page, 'Kind', 'Phone call');
    await dialog.getByLabel('Location or meeting link').pressSequentially('780-555-0142');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Session scheduled')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // On the calendar of that coach, in the address.
    await choose(page, 'Coach', w.omar.name);
    await expect(page).toHaveURL(new RegExp(`coach=${w.omar.id}`));
    await loaded(page);
    await expect(page.locator('td.fc-timegrid-col').first()).toBeVisible();
    if ((await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).count()) === 0) await page.locator('.fc-next-button').click();
    const event = page.locator('.fc-timegrid-event').filter({ hasText: w.omarsClient.name });
    await expect(event).toContainText('10:00');

    // Cancelled with a reason: it stays on the calendar, said and struck through.
    await event.click();
    await page
      .getByRole('dialog', { name: `Session with ${w.omarsClient.name}` })
      .getByRole('button', { name: 'Cancel session…' })
      .click();
    const cancel = page.getByRole('dialog', { name: `Cancel the session with ${w.omarsClient.name}?` });
    await cancel.getByRole('button', { name: 'Cancel the session' }).click();
    await expect(cancel.getByText('Say why')).toBeVisible();
    await cancel.getByLabel('Reason').pressSequentially('The day home is closed for a family event.');
    await cancel.getByRole('button', { name: 'Cancel the session' }).click();
    await expect(page.getByText('Session cancelled')).toBeVisible();
    await expect(cancel).toHaveCount(0);
    await expect(event).toContainText('Cancelled');
    await expect(event).toHaveClass(/session-cancelled/);
  });

  test('a repeating session moved by dragging asks which sessions, and "this and the following" moves the rest', async ({
    page,
    request,
  }) => {
    const w = await worldOf(request);
    const dana = { username: w.dana.username, password: PASSWORD };
    const auth = await bearer(request, dana);
    const day = albertaDay(1);
    const made = await request.post('/api/sessions', {
      headers: auth,
      data: { client_id: w.client.id, start: `${day}T13:00`, minutes: 60, kind: 'phone', repeat: 'FREQ=WEEKLY;COUNT=3' },
    });
    expect(made.status(), await made.text()).toBe(201);
    expect(((await made.json()) as { seriesId: string | null }).seriesId).not.toBeNull();

    await openCalendar(page, '', dana);
    if ((await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).count()) === 0) {
      await page.locator('.fc-next-button').click();
      await loaded(page);
    }
    const event = page.locator('.fc-timegrid-event').filter({ hasText: 'Phone call' });
    await expect(event).toContainText('13:00');
    await dragTo(page, event, day, '14:00');
    // Inside Dana's hours and clashing with nothing: no warning, only the question of a series.
    const question = page.getByRole('dialog', { name: 'Move which sessions?' });
    await question.getByRole('button', { name: 'This and the following' }).click();
    await expect(page.getByText('Session moved')).toBeVisible();
    await expect(event).toContainText('14:00');

    const list = await request.get(`/api/sessions?from=${day}&to=${albertaDay(20)}&coach_id=${w.dana.id}`, { headers: auth });
    const rows = ((await list.json()) as { localStart: string; seriesId: string | null; kind: string }[]).filter((r) => r.kind === 'phone');
    expect(rows.map((r) => r.localStart.slice(11))).toEqual(['14:00', '14:00', '14:00']);
    expect(rows.every((r) => r.seriesId !== null)).toBe(true);
  });

  test('the calendar passes axe at desktop and phone widths, the phone showing the agenda; the dashboard has Today and This week', async ({
    page,
    request,
  }) => {
    const w = await worldOf(request);
    await openCalendar(page, '', { username: w.dana.username, password: PASSWORD });
    await atBothWidths(page, async (width) => {
      await loaded(page);
      if (width === 'phone') {
        await expect(page.locator('.fc-list')).toBeVisible();
        await expectNoSidewaysScroll(page);
      } else await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
      await expectAxeClean(page, `the calendar (${width})`);
    });
    // The coach's dashboard lists today's sessions and the week's, each card a way to the calendar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.dashboard);
    await loaded(page);
    for (const card of ['sessions-today', 'sessions-week']) {
      await expect(page.getByTestId(card).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', paths.calendar);
    }
    await expect(page.getByTestId('sessions-today')).toContainText(/No sessions today|\d\d:\d\d/);
  });
});
