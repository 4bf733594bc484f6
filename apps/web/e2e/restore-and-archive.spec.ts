import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { signIn } from './helpers';
import { bearer, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF, unique, pickOption } from './people-helpers';

/**
 * An administrator restores deleted plans and diary entries from the
 * screens that list them (coaches never see the switch), and archiving a coach
 * who is the only coach of a client names that client and hands them to another
 * coach. Every record here is the spec's own, made through the API.
 */

const PASSWORD = 'Welcome-2026';
type Auth = Record<string, string>;
interface Person {
  id: number;
  username: string;
  name: string;
}

async function newPerson(request: APIRequestContext, auth: Auth, category: 3 | 4, prefix: string): Promise<Person> {
  const first = unique(prefix);
  const username = first.toLowerCase();
  const res = await request.post('/api/users/create', {
    headers: auth,
    data: { username, password: PASSWORD, category_id: category, email: `${username}@example.ca`, firstname: first, lastname: 'Restore' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, username, name: `${first} Restore` };
}

async function post(request: APIRequestContext, auth: Auth, url: string, data: object): Promise<number> {
  const res = await request.post(url, { headers: auth, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A coach, their client, and a plan of that client with two diary entries. */
async function coachingRecords(request: APIRequestContext) {
  const auth = await bearer(request, STAFF.admin);
  const coach = await newPerson(request, auth, 3, 'Rhea');
  const client = await newPerson(request, auth, 4, 'Noor');
  await post(request, auth, '/api/client-coach', { client_id: client.id, coach_id: coach.id });
  const summary = unique('Plan to restore ');
  const plan = await post(request, auth, '/api/action-plans', { client_id: client.id, coach_id: coach.id, date: '2025-09-01', summary });
  for (const minutes of [35, 50]) {
    await post(request, auth, '/api/action-journals', { actionplan_id: plan, date: '2025-09-02', minutes, activity: 'meeting' });
  }
  return { auth, coach, client, summary };
}

/** A toast seen, then gone: axe is not run over a toast fading out (its text is paler until it has gone). */
async function toastCame(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toHaveCount(0);
}

async function confirmIn(page: Page, dialogName: string, button: string, what: string) {
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, what);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`restore and archive on a ${device}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('an administrator deletes a plan and restores it with its entries', async ({ page, request }) => {
      const { client, summary } = await coachingRecords(request);
      await signIn(page, STAFF.admin, paths.actionPlans(client.id));
      await loaded(page);
      await page.getByRole('button', { name: `Delete action plan: ${summary}` }).click();
      await confirmIn(page, 'Delete this action plan?', 'Delete plan', 'the delete-plan question');
      await expect(page.getByText('No action plans yet.')).toBeVisible();
      await toastCame(page, 'Action Plan deleted successfully!');

      await page.getByRole('switch', { name: 'Show deleted plans' }).check();
      const deleted = page.getByRole('list', { name: 'Deleted action plans' });
      await expect(deleted.getByText(summary)).toBeVisible();
      await expect(deleted.getByText(/deleted [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
      await expectAxeClean(page, 'the deleted plans');
      await deleted.getByRole('button', { name: `Restore action plan: ${summary}` }).click();
      await confirmIn(page, 'Restore this action plan?', 'Restore plan', 'the restore-plan question');
      await expect(page.getByText('Action plan restored')).toBeVisible();
      await expect(page.getByRole('button', { name: `Delete action plan: ${summary}` })).toBeVisible();
      await expect(page.getByText('No deleted plans for this client.')).toBeVisible();

      // Its entries came back with it.
      await page.goto(paths.timeDiary(client.id));
      await loaded(page);
      await expect(page.getByRole('button', { name: /^Delete time entry:/ })).toHaveCount(2);
    });

    test('an administrator deletes a diary entry and restores it', async ({ page, request }) => {
      const { client } = await coachingRecords(request);
      await signIn(page, STAFF.admin, paths.timeDiary(client.id));
      await loaded(page);
      const entry = /^Delete time entry: Meeting, 35 min/;
      await page.getByRole('button', { name: entry }).click();
      await confirmIn(page, 'Delete this time entry?', 'Delete entry', 'the delete-entry question');
      await expect(page.getByRole('button', { name: /^Delete time entry:/ })).toHaveCount(1);
      await toastCame(page, 'Time entry deleted');

      await page.getByRole('switch', { name: 'Show deleted entries' }).check();
      const deleted = page.getByRole('list', { name: 'Deleted time entries' });
      await expect(deleted.getByRole('listitem')).toHaveCount(1);
      await expectAxeClean(page, 'the deleted entries');
      await expectNoSidewaysScroll(page);
      await deleted.getByRole('button', { name: /^Restore time entry: Meeting, 35 min/ }).click();
      await confirmIn(page, 'Restore this time entry?', 'Restore entry', 'the restore-entry question');
      await expect(page.getByText('Time entry restored')).toBeVisible();
      await expect(page.getByRole('button', { name: entry })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Delete time entry:/ })).toHaveCount(2);
      await expect(page.getByText('No deleted time entries for this client.')).toBeVisible();
    });

    test('a coach is not offered the deleted plans or entries', async ({ page, request }) => {
      const { client, coach, summary } = await coachingRecords(request);
      await signIn(page, { username: coach.username, password: PASSWORD }, paths.actionPlans(client.id));
      await loaded(page);
      await expect(page.getByRole('button', { name: `Delete action plan: ${summary}` })).toBeVisible();
      await expect(page.getByRole('switch')).toHaveCount(0);
      await expect(page.getByText(/Show deleted/)).toHaveCount(0);
      await page.goto(paths.timeDiary(client.id));
      await loaded(page);
      await expect(page.getByRole('button', { name: /^Delete time entry:/ })).toHaveCount(2);
      await expect(page.getByText(/Show deleted/)).toHaveCount(0);
    });

    test('archiving the only coach of a client hands the client to another coach', async ({ page, request }) => {
      const auth = await bearer(request, STAFF.admin);
      const leaving = await newPerson(request, auth, 3, 'Ines');
      const taking = await newPerson(request, auth, 3, 'Otto');
      const client = await newPerson(request, auth, 4, 'Pia');
      await post(request, auth, '/api/client-coach', { client_id: client.id, coach_id: leaving.id });

      await signIn(page, STAFF.admin, paths.coachListing);
      await loaded(page);
      await page.getByRole('button', { name: `Archive ${leaving.name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Archive ${leaving.name}?` });
      await expect(dialog.getByText('This client has no other coach:')).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText([client.name]);
      await expect(dialog.getByRole('button', { name: 'Archive and reassign' })).toBeDisabled();
      await pickOption(dialog.getByRole('combobox', { name: 'New coach' }), taking.name);
      await expectAxeClean(page, 'the archive-coach dialog');
      await dialog.getByRole('button', { name: 'Archive and reassign' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('Coach archived')).toBeVisible();
      await expect(page.getByRole('button', { name: `Archive ${leaving.name}` })).toHaveCount(0);

      const assignments = await request.get(`/api/client-coach?client_id=${client.id}`, { headers: auth });
      expect(((await assignments.json()) as { coach_id: number }[]).map((a) => a.coach_id)).toEqual([taking.id]);
    });

    test('archiving a coach whose clients all have another coach is a plain question', async ({ page, request }) => {
      const auth = await bearer(request, STAFF.admin);
      const leaving = await newPerson(request, auth, 3, 'Uma');
      await signIn(page, STAFF.admin, paths.coachListing);
      await loaded(page);
      await page.getByRole('button', { name: `Archive ${leaving.name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Archive ${leaving.name}?` });
      await expect(dialog.getByRole('button', { name: 'Archive coach' })).toBeEnabled();
      await expect(dialog.getByText(/no other coach/)).toHaveCount(0);
      await expectAxeClean(page, 'the plain archive question');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    });
  });
}
