import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { bearer, choose, loaded, pickPerson, STAFF, unique } from './people-helpers';
import { paths } from '../src/app/paths';

test.describe('coach listing', () => {
  // Long flows with password hashing on the server: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('an administrator creates, edits, assigns, archives and restores a coach', async ({ page, request }) => {
    const first = unique('Mara');
    const name = `${first} Quinn`;
    await signIn(page, STAFF.admin, paths.coachListing);
    await loaded(page);
    await expect(page.getByTestId('coach-row').filter({ hasText: 'Sarah Thompson' })).toContainText('Calgary');

    await page.getByRole('button', { name: 'New coach' }).click();
    const form = page.getByRole('dialog', { name: 'New coach' });
    await form.getByLabel('First name').fill(first);
    await form.getByLabel('Last name').fill('Quinn');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Phone').fill('587-555-0111');
    await choose(page, 'Region', 'South Alberta');
    await form.getByLabel('Username').fill(first.toLowerCase());
    await form.getByLabel('Set a password now').check();
    await form.getByLabel('Initial password').fill('Coach-new-2026');
    await form.getByRole('button', { name: 'Create coach' }).click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address');
    await form.getByLabel('Email').fill(`${first.toLowerCase()}@example.ca`);
    await form.getByRole('button', { name: 'Create coach' }).click();
    await expect(page.getByText('Coach created successfully')).toBeVisible();
    const row = page.getByTestId('coach-row').filter({ hasText: name });
    await expect(row).toContainText('South Alberta');
    await expect(row).toContainText(`${first.toLowerCase()}@example.ca`);
    await expect(row.locator('td').nth(1)).toHaveText('0');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('City or town').fill('Lethbridge');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Coach updated successfully')).toBeVisible();
    await expect(row).toContainText('Lethbridge');

    // From the coach's side: assign a client, and the client count follows.
    await row.getByRole('button', { name: `Clients of ${name}` }).click();
    const clients = page.getByRole('dialog', { name: `Clients of ${name}` });
    await pickPerson(clients, 'Client to assign', 'Wild Rose', /Priya Patel/);
    await clients.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('Client-Coach relationship created successfully')).toBeVisible();
    await expect(clients.getByRole('list', { name: `Clients of ${name}` })).toContainText('Wild Rose Early Years');
    await clients.getByRole('button', { name: 'Done' }).click();
    await expect(row.locator('td').nth(1)).toHaveText('1');

    await row.getByRole('button', { name: `Archive ${name}` }).click();
    const question = page.getByRole('alertdialog', { name: `Archive ${name}?` });
    await expect(question).toContainText('will no longer be able to sign in');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Archive ${name}` }).click();
    await question.getByRole('button', { name: 'Archive coach' }).click();
    await expect(page.getByText('Coach archived')).toBeVisible();
    await expect(page.getByTestId('coach-row').filter({ hasText: name })).toHaveCount(0);
    const login = await request.post('/api/auth/login', { data: { username: first.toLowerCase(), password: 'Coach-new-2026' } });
    expect(login.status()).toBe(401);

    await page.getByRole('button', { name: 'Show archived coaches' }).click();
    const archived = page.getByRole('list', { name: 'Archived coaches' });
    await expect(archived).toContainText(name);
    await archived.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(page.getByText('Coach restored')).toBeVisible();
    await expect(archived.getByText(name)).toHaveCount(0);
    await expect(row).toBeVisible();
    await expect(row.locator('td').nth(1)).toHaveText('1');

    // The archive survived nothing but the sign-in: the assignment is still there.
    const auth = await bearer(request, STAFF.admin);
    const list = (await (await request.get(`/api/users/coaches?q=${first}`, { headers: auth })).json()) as { client_count: number }[];
    expect(list.map((c) => c.client_count)).toEqual([1]);
  });

  test('a coach sees only their own record', async ({ page }) => {
    await signIn(page, STAFF.sarah, paths.coachListing);
    await loaded(page);
    const cards = page.getByTestId('coach-card');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Sarah Thompson');
    await expect(cards).toContainText(/\d+ clients?/);
    await expect(cards).toContainText('sarah.thompson@example.ca');
    await expect(page.getByRole('button', { name: 'New coach' })).toHaveCount(0);
    await expect(page.getByText('Daniel Okafor')).toHaveCount(0);
  });
});
