import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { fillTimeEntry } from './coaching-helpers';
import { signIn, workerInControl } from './helpers';
import { bearer, STAFF, unique, pickOption } from './people-helpers';
import { albertaToday, created, login, person, type Person } from './sessions-helpers';

/**
 * Work without a signal (issue 29, docs/decisions/055-offline-work.md). A coach brings their clients onto the phone,
 * loses the signal, reloads, and works through a visit: ticks a step, logs time, completes the session and writes to
 * the client. Back online, each change reaches the server once, in the order it was made, and the client sees it.
 * A plan changed on the server meanwhile shows both versions; signing out with changes waiting asks first.
 *
 * Each test has a coach and client of its own, so that what it counts is its own. The app runs with its service
 * worker (the other specs block it): without it, a reload without a signal is the browser's "No internet" page.
 */
test.use({ serviceWorkers: 'allow' });
// The first worker keeps every file of the build before the app can reload offline: longer than a screen's load.
test.describe.configure({ timeout: 120_000 });

interface World {
  coach: Person & { token: Record<string, string> };
  client: Person & { token: Record<string, string> };
  plan: { id: number; summary: string };
  step: { id: number; title: string };
  session: number;
  /** The client-coach assignment, for the test that takes the client away. */
  assignment: number;
  admin: Record<string, string>;
}

/** A coach and a client of theirs, a plan with one step, and a session of today that has started (00:00 in Alberta). */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const admin = await bearer(request, STAFF.admin);
  const coach = await person(request, admin, 'Ophelia', 3);
  const client = await person(request, admin, 'Rowan', 4);
  const assignment = await created(request, admin, '/api/client-coach', { client_id: client.id, coach_id: coach.id });
  const coachAuth = await bearer(request, login(coach));
  const today = albertaToday();
  const summary = `Fire drill plan ${unique('p')}`;
  const plan = await created(request, coachAuth, '/api/action-plans', {
    client_id: client.id,
    date: today,
    summary,
    description: 'Practise once a month.',
  });
  const title = 'Walk the exit route with the children';
  const step = await created(request, coachAuth, `/api/action-plans/${plan}/steps`, { title });
  const session = await created(request, coachAuth, '/api/sessions', {
    client_id: client.id,
    actionplan_id: plan,
    start: `${today}T00:00`,
    minutes: 45,
    kind: 'visit',
  });
  return {
    coach: { ...coach, token: coachAuth },
    client: { ...client, token: await bearer(request, login(client)) },
    plan: { id: plan, summary },
    step: { id: step, title },
    session,
    assignment,
    admin,
  };
}

/** Signs the coach in with the app's worker running, and brings their clients onto the device ("Refresh"). */
async function readyForTheRoad(page: Page, world: World) {
  await signIn(page, login(world.coach), paths.offlineChanges);
  await workerInControl(page);
  const line = page.getByTestId('offline-copy');
  await line.getByRole('button', { name: 'Refresh' }).click();
  await expect(line).toContainText('Available offline · updated just now', { timeout: 30_000 });
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: /^Offline:/ });

test('a visit without a signal: every change is kept on the phone, then arrives once and in order', async ({ page, context, request }) => {
  const world = await makeWorld(request);
  await readyForTheRoad(page, world);

  // The signal goes; the app reloads from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(banner(page)).toContainText("Offline: changes will be sent when you're back online (0 waiting)");
  await expect(banner(page)).toContainText('Showing what this device kept, updated just now.');

  // The client's plan, read from what the phone kept; a step ticked.
  await page.goto(paths.actionPlans(world.client.id));
  const row = page.getByRole('row').filter({ hasText: world.plan.summary });
  await row.getByRole('button', { name: 'Steps' }).click();
  const steps = page.getByRole('dialog', { name: `Steps of “${world.plan.summary}”` });
  await steps.getByRole('checkbox', { name: world.step.title }).click();
  await expect(steps.getByRole('checkbox', { name: world.step.title })).toBeChecked();
  await expect(page.getByText("Saved on this device. It will be sent when you're back online.").first()).toBeVisible();
  await steps.getByRole('button', { name: 'Close' }).click();
  await expect(banner(page)).toContainText('(1 waiting)');

  // Time logged in the diary.
  const notes = `Drill on the farm, ${unique('n')}`;
  await page.goto(paths.timeDiary(world.client.id));
  const entry = await fillTimeEntry(page, {
    plan: world.plan.summary,
    date: albertaToday(),
    hours: '0',
    minutes: '30',
    activity: 'Site visit',
    notes,
  });
  await entry.getByRole('button', { name: 'Add entry' }).click();
  await expect(entry).toHaveCount(0);
  await expect(banner(page)).toContainText('(2 waiting)');
  // The diary, read again from the phone, lists it as waiting.
  await expect(page.getByRole('listitem').filter({ hasText: notes })).toContainText('Waiting to send');

  // The session completed, and its time logged from it.
  await page.goto(paths.calendar);
  await page.locator('.fc-timegrid-event').filter({ hasText: world.client.name }).click();
  const session = page.getByRole('dialog', { name: `Session with ${world.client.name}` });
  await session.getByRole('button', { name: 'Mark completed' }).click();
  const sessionTime = page.getByRole('dialog', { name: "Log the session's time" });
  await sessionTime.getByRole('button', { name: 'Log the time' }).click();
  await expect(sessionTime).toHaveCount(0);
  await expect(banner(page)).toContainText('(4 waiting)');
  // The calendar, read again from the phone, shows the session as the coach left it.
  await expect(page.locator('.fc-timegrid-event').filter({ hasText: world.client.name })).toContainText('Completed');

  // A message to the client, typed key by key, shown as waiting.
  const words = `We practised the drill; all out in 80 seconds. ${unique('m')}`;
  await page.goto(paths.conversation(world.client.id));
  await page.getByLabel('Your message').pressSequentially(words, { delay: 10 });
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByTestId('message').filter({ hasText: words });
  await expect(sent).toContainText('Waiting to send');
  await expect(banner(page)).toContainText('(5 waiting)');

  // The navigation counts them; the list, one tap away, has them in the order they were made.
  await expect(page.getByRole('navigation').getByRole('link', { name: /Changes on this device\W+5 waiting/ })).toBeVisible();
  await banner(page).getByRole('link', { name: 'See changes' }).click();
  const list = page.getByRole('list', { name: 'Changes waiting to send' }).getByTestId('waiting-change');
  await expect(list).toHaveCount(5);
  await expect(list.nth(0)).toContainText(`Step ticked: “${world.step.title}”`);
  await expect(list.nth(1)).toContainText('Time logged: 30 min');
  await expect(list.nth(2)).toContainText('marked completed');
  await expect(list.nth(3)).toContainText('Time logged: 45 min');
  await expect(list.nth(4)).toContainText('Message: “We practised the drill');
  for (const i of [0, 1, 2, 3, 4]) await expect(list.nth(i)).toContainText('Waiting to send');

  // Back online: everything goes, and the list says so.
  await context.setOffline(false);
  await expect(page.getByText('No changes are waiting on this device.')).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('navigation').getByTestId('waiting-badge')).toHaveCount(0);

  // Once each, in order, and the client sees it.
  const asClient = { headers: world.client.token };
  const stepsNow = (await (await request.get(`/api/action-plans/${world.plan.id}/steps`, asClient)).json()) as {
    steps: { id: number; done_at: string | null }[];
  };
  expect(stepsNow.steps.find((s) => s.id === world.step.id)?.done_at).not.toBeNull();
  const diary = (await (await request.get(`/api/action-journals?client_id=${world.client.id}&pageSize=100`, asClient)).json()) as {
    id: number;
    minutes: number;
    notes: string | null;
    session_id: number | null;
  }[];
  expect(diary).toHaveLength(2);
  const [typed, fromSession] = [diary.find((e) => e.notes === notes), diary.find((e) => e.session_id === world.session)];
  expect(typed?.minutes).toBe(30);
  expect(fromSession?.minutes).toBe(45);
  expect(typed!.id).toBeLessThan(fromSession!.id);
  const sessionNow = (await (await request.get(`/api/sessions/${world.session}`, { headers: world.coach.token })).json()) as {
    status: string;
  };
  expect(sessionNow.status).toBe('completed');
  const conversation = (await (await request.get(`/api/clients/${world.client.id}/messages`, asClient)).json()) as {
    messages: { body: string }[];
  };
  expect(conversation.messages.filter((m) => m.body === words)).toHaveLength(1);

  // On the coach's screen, the server's message took the waiting one's place.
  await page.goto(paths.conversation(world.client.id));
  await expect(page.getByTestId('message').filter({ hasText: words })).toHaveCount(1);
  await expect(page.getByTestId('message').filter({ hasText: words })).not.toContainText('Waiting to send');
});

test("a plan written offline, its steps and the time logged against it, and a session's notes arrive under the server's ids", async ({
  page,
  context,
  request,
}) => {
  const world = await makeWorld(request);
  await readyForTheRoad(page, world);
  await context.setOffline(true);

  // A new plan, written at the day home: listed as waiting, with its checklist open to steps.
  const summary = `Outdoor play plan ${unique('p')}`;
  await page.goto(paths.actionPlans(world.client.id));
  await page.getByRole('button', { name: 'New action plan' }).click();
  const form = page.getByRole('dialog', { name: 'New action plan' });
  await form.getByLabel('Summary').pressSequentially(summary, { delay: 10 });
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: summary });
  await expect(row).toContainText('Waiting to send');
  await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await row.getByRole('button', { name: 'Steps' }).click();
  const steps = page.getByRole('dialog', { name: `Steps of “${summary}”` });
  await expect(steps.getByText('No steps yet.')).toBeVisible();
  const newStep = steps.getByRole('textbox', { name: 'New step' });
  for (const title of ['Check the fence', 'Shade for the sandbox']) {
    await newStep.pressSequentially(title, { delay: 10 });
    await newStep.press('Enter');
    await expect(steps.getByRole('checkbox', { name: title })).toBeVisible();
  }
  await steps.getByRole('checkbox', { name: 'Check the fence' }).click();
  await expect(steps.getByRole('checkbox', { name: 'Check the fence' })).toBeChecked();
  await steps.getByRole('button', { name: 'Close' }).click();
  // A step added to a plan that was already on the server, too.
  await page.getByRole('row').filter({ hasText: world.plan.summary }).getByRole('button', { name: 'Steps' }).click();
  const oldSteps = page.getByRole('dialog', { name: `Steps of “${world.plan.summary}”` });
  await oldSteps.getByRole('textbox', { name: 'New step' }).pressSequentially('Post the exit map', { delay: 10 });
  await oldSteps.getByRole('textbox', { name: 'New step' }).press('Enter');
  await expect(oldSteps.getByRole('checkbox', { name: 'Post the exit map' })).toBeVisible();
  await oldSteps.getByRole('button', { name: 'Close' }).click();
  await expect(banner(page)).toContainText('(5 waiting)');

  // Time logged against the new plan, which the diary's plan list offers.
  await page.goto(paths.timeDiary(world.client.id));
  const entry = await fillTimeEntry(page, {
    plan: summary,
    date: albertaToday(),
    hours: '1',
    minutes: '0',
    activity: 'Site visit',
    notes: `Fence and sandbox ${unique('n')}`,
  });
  await entry.getByRole('button', { name: 'Add entry' }).click();
  await expect(entry).toHaveCount(0);

  // The session's agenda, written after the visit.
  await page.goto(paths.calendar);
  await page.locator('.fc-timegrid-event').filter({ hasText: world.client.name }).click();
  const session = page.getByRole('dialog', { name: `Session with ${world.client.name}` });
  const agenda = `Walked the yard; the gate latch needs fixing. ${unique('a')}`;
  await session.getByLabel('Agenda').pressSequentially(agenda, { delay: 10 });
  await session.getByRole('button', { name: 'Save changes' }).click();
  await expect(session).toHaveCount(0);
  await expect(banner(page)).toContainText('(7 waiting)');

  await context.setOffline(false);
  await page.goto(paths.offlineChanges);
  await expect(page.getByText('No changes are waiting on this device.')).toBeVisible({ timeout: 30_000 });

  // On the server: the plan once, its steps under it (one ticked), the time logged against it, the agenda saved.
  const asClient = { headers: world.client.token };
  const plans = (await (await request.get(`/api/action-plans?clientId=${world.client.id}&pageSize=100`, asClient)).json()) as {
    actionPlans: { id: number; summary: string; steps: { total: number; done: number } }[];
  };
  const made = plans.actionPlans.filter((p) => p.summary === summary);
  expect(made).toHaveLength(1);
  expect(made[0].steps).toEqual({ total: 2, done: 1 });
  const madeSteps = (await (await request.get(`/api/action-plans/${made[0].id}/steps`, asClient)).json()) as {
    steps: { title: string; done_at: string | null }[];
  };
  expect(madeSteps.steps.map((s) => [s.title, s.done_at !== null])).toEqual([
    ['Check the fence', true],
    ['Shade for the sandbox', false],
  ]);
  const oldStepsNow = (await (await request.get(`/api/action-plans/${world.plan.id}/steps`, asClient)).json()) as {
    steps: { title: string }[];
  };
  expect(oldStepsNow.steps.map((s) => s.title)).toEqual([world.step.title, 'Post the exit map']);
  const diary = (await (await request.get(`/api/action-journals?client_id=${world.client.id}&pageSize=100`, asClient)).json()) as {
    actionplan_id: number | null;
    minutes: number;
  }[];
  expect(diary.map((e) => [e.actionplan_id, e.minutes])).toEqual([[made[0].id, 60]]);
  const sessionNow = (await (await request.get(`/api/sessions/${world.session}`, asClient)).json()) as { agenda: string | null };
  expect(sessionNow.agenda).toBe(agenda);

  // The coach's list shows the server's plan, no longer waiting.
  await page.goto(paths.actionPlans(world.client.id));
  await expect(page.getByRole('row').filter({ hasText: summary })).not.toContainText('Waiting to send');
  await expect(page.getByRole('row').filter({ hasText: summary })).toContainText('1 of 2 steps done');
});

test('with the app closed, the service worker sends what waits when the connection comes back (Background Sync)', async ({
  page,
  context,
  request,
}) => {
  const world = await makeWorld(request);
  await readyForTheRoad(page, world);
  await context.setOffline(true);
  const words = `Written in the truck, sent by the phone later ${unique('m')}`;
  await page.goto(paths.conversation(world.client.id));
  await page.getByLabel('Your message').pressSequentially(words, { delay: 10 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').filter({ hasText: words })).toContainText('Waiting to send');
  const origin = new URL(page.url()).origin;

  // The coach closes the app; the signal comes back later. No page of the app is open: only its worker can send.
  await page.close();
  const blank = await context.newPage();
  const devtools = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await devtools.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(origin) && !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted)!;
  await context.setOffline(false);
  // What the browser does once it sees the connection again: the sync event the app asked for.
  await devtools.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'tc-send-waiting', lastChance: false });

  const messages = async () =>
    (
      (await (await request.get(`/api/clients/${world.client.id}/messages`, { headers: world.client.token })).json()) as {
        messages: { body: string }[];
      }
    ).messages.filter((m) => m.body === words).length;
  await expect.poll(messages, { timeout: 30_000 }).toBe(1);

  // Opened again, the app has nothing left to send, and shows the message as sent.
  const again = await context.newPage();
  await again.goto(paths.offlineChanges);
  await expect(again.getByText('No changes are waiting on this device.')).toBeVisible();
  await again.goto(paths.conversation(world.client.id));
  await expect(again.getByTestId('message').filter({ hasText: words })).not.toContainText('Waiting to send');
  expect(await messages()).toBe(1);
});

test('a plan changed on the server meanwhile: both versions are shown, and the coach chooses', async ({ page, context, request }) => {
  const world = await makeWorld(request);
  await readyForTheRoad(page, world);

  await context.setOffline(true);
  await page.goto(paths.actionPlans(world.client.id));
  await page.getByRole('row').filter({ hasText: world.plan.summary }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit action plan' });
  const mine = `${world.plan.summary}: the coach's words from the road`;
  await form.getByLabel('Summary').clear();
  await form.getByLabel('Summary').pressSequentially(mine, { delay: 10 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(banner(page)).toContainText('(1 waiting)');
  // The list, read again from the device, shows the plan as the coach left it.
  await expect(page.getByRole('row').filter({ hasText: mine })).toBeVisible();

  // Meanwhile, at the office, the same plan is changed.
  const theirs = `${world.plan.summary}: the office's words`;
  const changed = await request.put(`/api/action-plans/${world.plan.id}`, { headers: world.coach.token, data: { summary: theirs } });
  expect(changed.status(), await changed.text()).toBe(200);

  await context.setOffline(false);
  await page.goto(paths.offlineChanges);
  const change = page.getByTestId('waiting-change');
  await expect(change).toContainText('Changed on the server too', { timeout: 30_000 });
  await expect(change.getByRole('heading', { name: 'Your version' }).locator('..')).toContainText(mine);
  await expect(change.getByRole('heading', { name: 'On the server now' }).locator('..')).toContainText(theirs);
  await expect(page.getByRole('alert').filter({ hasText: '1 change could not be sent and need your choice' })).toBeVisible();
  // Nothing was overwritten while the coach had not chosen.
  const before = (await (await request.get(`/api/action-plans/${world.plan.id}`, { headers: world.coach.token })).json()) as {
    summary: string;
  };
  expect(before.summary).toBe(theirs);

  // The coach keeps theirs: it is sent, and the server holds it.
  await change.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByText('No changes are waiting on this device.')).toBeVisible({ timeout: 30_000 });
  const after = (await (await request.get(`/api/action-plans/${world.plan.id}`, { headers: world.coach.token })).json()) as {
    summary: string;
  };
  expect(after.summary).toBe(mine);
});

test('signing out with changes waiting asks first, and offers to send them', async ({ page, context, request }) => {
  const world = await makeWorld(request);
  await readyForTheRoad(page, world);

  await context.setOffline(true);
  const words = `Sent after asking ${unique('m')}`;
  await page.goto(paths.conversation(world.client.id));
  await page.getByLabel('Your message').fill(words);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(banner(page)).toContainText('(1 waiting)');

  // Offline, signing out would delete it: the coach stays.
  await page.getByRole('button', { name: 'Sign out' }).click();
  const ask = page.getByRole('alertdialog', { name: '1 change not sent yet' });
  await expect(ask).toContainText("You're offline: signing out now deletes them from this device.");
  await expect(ask.getByRole('button', { name: 'Send them, then sign out' })).toHaveCount(0);
  await ask.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Back to a weak signal: the message does not get through on its own, and still waits.
  await page.route('**/api/clients/*/messages', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
  );
  await context.setOffline(false);
  const waiting = page.getByRole('alert').filter({ hasText: '1 change waiting to send' });
  await expect(waiting.getByRole('button', { name: 'Send now' })).toBeEnabled({ timeout: 30_000 });
  await page.unroute('**/api/clients/*/messages');

  // Online, the app offers to send it first: sent, then signed out, and nothing of the coach is left on the device.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(ask).toContainText('Signing out deletes them from this device. Send them first?');
  await ask.getByRole('button', { name: 'Send them, then sign out' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  const conversation = (await (await request.get(`/api/clients/${world.client.id}/messages`, { headers: world.client.token })).json()) as {
    messages: { body: string }[];
  };
  expect(conversation.messages.filter((m) => m.body === words)).toHaveLength(1);
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tc-offline');
        open.onsuccess = () => {
          const tx = open.result.transaction(['answers', 'changes'], 'readonly');
          let n = 0;
          tx.objectStore('answers').count().onsuccess = (e) => (n += (e.target as IDBRequest<number>).result);
          tx.objectStore('changes').count().onsuccess = (e) => (n += (e.target as IDBRequest<number>).result);
          tx.oncomplete = () => resolve(n);
        };
      }),
  );
  expect(left).toBe(0);
});

test('a change the server refuses (the client was given to another coach) says why, and its words can be copied', async ({
  page,
  context,
  request,
}) => {
  const world = await makeWorld(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await readyForTheRoad(page, world);

  await context.setOffline(true);
  const words = `Notes for a client no longer mine ${unique('m')}`;
  await page.goto(paths.conversation(world.client.id));
  await page.getByLabel('Your message').fill(words);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(banner(page)).toContainText('(1 waiting)');

  // Meanwhile the office takes the client away from this coach.
  const removed = await request.delete(`/api/client-coach/${world.assignment}`, { headers: world.admin });
  expect(removed.status(), await removed.text()).toBe(200);

  await context.setOffline(false);
  await page.goto(paths.offlineChanges);
  const change = page.getByTestId('waiting-change');
  await expect(change).toContainText('Not accepted', { timeout: 30_000 });
  await expect(change.getByRole('alert')).not.toBeEmpty();
  await change.getByRole('button', { name: 'Copy my text' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(words);

  // Deleting it asks first; then nothing waits.
  await change.getByRole('button', { name: 'Delete my change' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this change?' });
  await expect(ask).toContainText('Copy it first if you need it.');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No changes are waiting on this device.')).toBeVisible();
  await expect(page.getByRole('navigation').getByTestId('waiting-badge')).toHaveCount(0);
});

test('a document kept offline opens without a signal; one not kept says it could not be downloaded', async ({ page, context, request }) => {
  const world = await makeWorld(request);
  const upload = (name: string, text: string) =>
    request.post(`/api/clients/${world.client.id}/files`, {
      headers: world.coach.token,
      multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
    });
  expect((await upload('Fire_exits.txt', 'Both doors, then the gate.')).status()).toBe(201);
  expect((await upload('Menu.txt', 'Soup on Mondays.')).status()).toBe(201);

  await signIn(page, login(world.coach), paths.clientProfile(world.client.id));
  await workerInControl(page);
  const keep = page.getByRole('button', { name: 'Keep Fire_exits.txt offline' });
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  await keep.click();
  await expect(page.getByText('“Fire_exits.txt” is kept on this device for use offline.')).toBeVisible();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  // Refresh, so that the profile itself is on the device too.
  await page.goto(paths.offlineChanges);
  await page.getByTestId('offline-copy').getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('offline-copy')).toContainText('Available offline · updated just now', { timeout: 30_000 });

  await context.setOffline(true);
  await page.goto(paths.clientProfile(world.client.id));
  await expect(page.getByRole('button', { name: 'Keep Fire_exits.txt offline' })).toHaveAttribute('aria-pressed', 'true');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Fire_exits.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Fire_exits.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe('Both doors, then the gate.');

  await page.getByRole('button', { name: 'Download Menu.txt' }).click();
  await expect(page.getByText("Couldn't download the document. Please try again.")).toBeVisible();
});

test('a milestone recorded without a signal shows on the profile as waiting, and arrives once', async ({ page, context, request }) => {
  const world = await makeWorld(request);
  await readyForTheRoad(page, world);

  await context.setOffline(true);
  await page.goto(paths.clientProfile(world.client.id));
  const notes = `Two more spaces, licensed on the visit ${unique('n')}`;
  await page.getByRole('button', { name: 'Record milestone' }).click();
  const dialog = page.getByRole('dialog', { name: `Record milestone: ${world.client.name}` });
  await pickOption(dialog.getByRole('combobox', { name: 'Milestone' }), 'Spaces added');
  await dialog.getByLabel('Value').fill('2');
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Record milestone' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toContainText('(1 waiting)');
  await expect(page.getByTestId('profile-milestones')).toContainText(notes);

  await context.setOffline(false);
  await expect(page.getByRole('navigation').getByTestId('waiting-badge')).toHaveCount(0, { timeout: 30_000 });
  const milestones = (await (
    await request.get(`/api/milestones?client_id=${world.client.id}`, { headers: world.client.token })
  ).json()) as {
    notes: string | null;
    value: number | null;
  }[];
  expect(milestones.filter((m) => m.notes === notes).map((m) => m.value)).toEqual([2]);
});
