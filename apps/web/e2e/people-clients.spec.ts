import { expect, test } from '@playwright/test';
import { signIn, urlOf } from './helpers';
import { bearer, choose, loaded, pickPerson, STAFF, unique } from './people-helpers';
import { paths } from '../src/app/paths';

test.describe('client listing', () => {
  // Long flows with password hashing on the server: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('an administrator creates a client through the modal, after a field error, and assigns a coach', async ({ page }) => {
    const first = unique('Nadia');
    const name = `${first} Okoye`;
    const business = `Bright Start ${first} Day Home`;
    await signIn(page, STAFF.admin);
    await loaded(page);

    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill('Okoye');
    await dialog.getByLabel('Business name').fill(business);
    await dialog.getByLabel('Email').fill(`${first.toLowerCase()}@brightstart.example.ca`);
    await dialog.getByLabel('Phone').fill('403-555-0199');
    await dialog.getByLabel('Street address').fill('12 Elbow Dr SW');
    await dialog.getByLabel('City or town').fill('Calgary');
    await choose(page, 'Region', 'Calgary');
    await dialog.getByLabel('Postal code').fill('T2S 2T3');
    await dialog.getByLabel('Username').fill('coach.sarah'); // taken: the server answers 409
    await dialog.getByLabel('Set a password now').check();
    await dialog.getByLabel('Initial password').fill('Welcome-2026');
    await dialog.getByRole('button', { name: 'Create client' }).click();

    // The server's message sits under the field, the toast says it too, and nothing typed is lost.
    const username = dialog.getByLabel('Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('That username is already taken.');
    await expect(page.locator('[role="status"]', { hasText: 'That username is already taken.' })).toBeVisible();
    await expect(dialog.getByLabel('Business name')).toHaveValue(business);
    await expect(dialog.getByLabel('Initial password')).toHaveValue('Welcome-2026');

    await username.fill(first.toLowerCase());
    await dialog.getByRole('button', { name: 'Create client' }).click();
    await expect(page.getByText('Client created successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // In the list at once, without a reload, and not yet coached.
    const row = page.getByTestId('client-row').filter({ hasText: business });
    await expect(row).toContainText(name);
    await expect(row).toContainText('No coach assigned');

    await row.getByRole('button', { name: `Coaches of ${name}` }).click();
    const coaches = page.getByRole('dialog', { name: `Coaches of ${name}` });
    await expect(coaches.getByText(`${name} has no coach yet`)).toBeVisible();
    await pickPerson(coaches, 'Coach to assign', 'Okafor', /Daniel Okafor/);
    await coaches.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('Client-Coach relationship created successfully')).toBeVisible();
    await expect(coaches.getByRole('list', { name: `Coaches of ${name}` })).toContainText('Daniel Okafor');
    await coaches.getByRole('button', { name: 'Done' }).click();
    await expect(row).toContainText('Daniel Okafor');

    // The server agrees after a reload, and a search finds the client with its coach.
    await page.goto(`${paths.clientListing}?q=${encodeURIComponent(first)}`);
    await loaded(page);
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await expect(page.getByTestId('client-row')).toContainText('Daniel Okafor');
    await expect(page.getByRole('link', { name: `Action plans for ${name}` })).toHaveAttribute('href', /\/action-plans\/\d+$/);
  });

  test('an administrator changes and removes a coach; a duplicate shows the server’s message', async ({ page, request }) => {
    const auth = await bearer(request, STAFF.admin);
    const first = unique('Lena');
    const name = `${first} Brandt`;
    const created = await request.post('/api/users/create', {
      headers: auth,
      data: {
        username: first.toLowerCase(),
        password: 'Welcome-2026',
        category_id: 4,
        email: `${first.toLowerCase()}@example.ca`,
        firstname: first,
        lastname: 'Brandt',
        business_name: `Tiny Steps ${first}`,
      },
    });
    expect(created.status()).toBe(201);
    const client = (await created.json()) as { id: number };
    const coaches = (await (await request.get('/api/users/coaches', { headers: auth })).json()) as { id: number; lastname: string }[];
    const daniel = coaches.find((c) => c.lastname === 'Okafor')!;

    await signIn(page, STAFF.admin, `${paths.clientListing}?q=${first}`);
    await loaded(page);
    await page.getByRole('button', { name: `Coaches of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Coaches of ${name}` });
    await pickPerson(dialog, 'Coach to assign', 'Okafor', /Daniel Okafor/);
    // Someone else assigns the same coach meanwhile: the server refuses the second one.
    expect((await request.post('/api/client-coach', { headers: auth, data: { client_id: client.id, coach_id: daniel.id } })).status()).toBe(
      201,
    );
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Coach to assign' })).toHaveAccessibleDescription(
      'This coach is already assigned to this client.',
    );
    await expect(page.locator('[role="status"]', { hasText: 'This coach is already assigned to this client.' })).toBeVisible();

    // The dialog then shows what the server holds.
    await expect(dialog.getByRole('list', { name: `Coaches of ${name}` })).toContainText('Daniel Okafor');
    await dialog.getByRole('button', { name: 'Change Daniel Okafor' }).click();
    await dialog.getByRole('combobox', { name: 'New coach instead of Daniel Okafor' }).fill('Sandhu');
    await page.getByRole('option', { name: /Amrit Sandhu/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Client-Coach relationship updated successfully')).toBeVisible();
    await expect(dialog.getByRole('list', { name: `Coaches of ${name}` })).toContainText('Amrit Sandhu');

    await dialog.getByRole('button', { name: 'Remove Amrit Sandhu' }).click();
    const question = page.getByRole('alertdialog', { name: 'Remove this coach?' });
    await expect(question).toContainText('Amrit Sandhu will no longer coach');
    await question.getByRole('button', { name: 'Remove coach' }).click();
    await expect(page.getByText('Client-Coach relationship deleted successfully')).toBeVisible();
    await expect(dialog.getByText(`${name} has no coach yet`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('client-row')).toContainText('No coach assigned');
  });

  test('an administrator edits a client; a failed save keeps what was typed', async ({ page, request }) => {
    const auth = await bearer(request, STAFF.admin);
    const first = unique('Rosa');
    const created = await request.post('/api/users/create', {
      headers: auth,
      data: {
        username: first.toLowerCase(),
        password: 'Welcome-2026',
        category_id: 4,
        email: `${first.toLowerCase()}@example.ca`,
        firstname: first,
        lastname: 'Diaz',
        business_name: `Kind Hearts ${first}`,
      },
    });
    expect(created.status()).toBe(201);
    await signIn(page, STAFF.admin, `${paths.clientListing}?q=${first}`);
    await loaded(page);
    await page.getByRole('button', { name: `Edit ${first} Diaz` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Kind Hearts ${first}` });
    await dialog.getByLabel('Business name').fill(`Kinder Hearts ${first}`);
    await dialog.getByLabel('Username').fill('admin'); // taken
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('That username is already taken.');
    await expect(dialog.getByLabel('Business name')).toHaveValue(`Kinder Hearts ${first}`);
    await dialog.getByLabel('Username').fill(first.toLowerCase());
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Client updated successfully')).toBeVisible();
    await expect(page.getByTestId('client-row')).toContainText(`Kinder Hearts ${first}`);
  });

  test('a coach searches their own clients, then all clients, where rows not theirs have no links', async ({ page }) => {
    await signIn(page, STAFF.sarah);
    await loaded(page);
    await page.getByLabel('Search clients').fill('maples');
    await expect(page).toHaveURL(/q=maples/);
    const rows = page.getByTestId('client-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Little Maples Family Day Home');
    await expect(rows).toContainText('Sarah Thompson');
    await expect(page.getByRole('link', { name: 'Time diary for Emily Chen' })).toHaveAttribute('href', /\/timediary\/\d+$/);
    await expect(page.getByRole('link', { name: 'Report for Emily Chen' })).toHaveAttribute('href', /\/client-report\/\d+$/);
    // Coaches do not edit clients or assignments.
    await expect(page.getByRole('button', { name: 'Edit Emily Chen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Coaches of Emily Chen' })).toHaveCount(0);

    // The listing opens on the coach's own clients: none of Sarah's is in Red Deer.
    await page.getByLabel('Search clients').fill('Red Deer');
    await expect(page.getByRole('heading', { name: 'None of your clients match “Red Deer”' })).toBeVisible();
    await page.getByRole('button', { name: 'Show all clients' }).click();
    await expect(page).toHaveURL(/view=all/);
    await expect(rows.first()).toContainText('Red Deer');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Red Deer');
    // Amrit's client: no link that would be refused.
    const parkland = rows.filter({ hasText: 'Parkland Tiny Explorers' });
    await expect(parkland).toContainText('Not your client');
    await expect(parkland.getByRole('link')).toHaveCount(0);

    await page.getByLabel('Search clients').fill('zzqx');
    await expect(page.getByRole('heading', { name: 'No clients match “zzqx”' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(rows.first()).toBeVisible();
    await expect(page).not.toHaveURL(/q=/);
  });

  test('sorting and paging run on the server', async ({ page, request }) => {
    const auth = await bearer(request, STAFF.admin);
    for (const city of ['Airdrie', 'Okotoks']) {
      const first = unique('Page');
      const created = await request.post('/api/users/create', {
        headers: auth,
        data: {
          username: first.toLowerCase(),
          password: 'Welcome-2026',
          category_id: 4,
          email: `${first.toLowerCase()}@example.ca`,
          firstname: first,
          lastname: 'Paging',
          city,
        },
      });
      expect(created.status()).toBe(201);
    }
    await signIn(page, STAFF.admin, `${paths.clientListing}?pageSize=10&sort=-city`);
    await loaded(page);
    const places = await page.getByTestId('client-row').locator('td:first-of-type').allInnerTexts();
    const cities = places.map((p) => p.split(' · ')[0]).filter((c) => c !== 'No city given');
    expect(cities.length).toBeGreaterThan(1);
    for (let i = 1; i < cities.length; i++) expect(cities[i - 1] >= cities[i], `${cities[i - 1]} before ${cities[i]}`).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('City, Z to A');
    const total = Number(/of (\d+) clients/.exec(await page.getByText(/Showing 1–10 of \d+ clients/).innerText())?.[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    // Specs on the other workers add clients meanwhile: the second page counts as many as the first, or more.
    const second = page.getByText(/Showing 11–\d+ of \d+ clients/);
    await expect(second).toBeVisible();
    expect(Number(/of (\d+) clients/.exec(await second.innerText())?.[1])).toBeGreaterThanOrEqual(total);
  });

  test('a coach’s new client is assigned to that coach', async ({ page }) => {
    const first = unique('Ivy');
    await signIn(page, STAFF.amrit);
    await loaded(page);
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await expect(dialog).toContainText('The new client is assigned to you.');
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill('Moreau');
    await dialog.getByLabel('Business name').fill(`Little Acorns ${first}`);
    await dialog.getByLabel('Email').fill(`${first.toLowerCase()}@acorns.example.ca`);
    await dialog.getByLabel('Username').fill(first.toLowerCase());
    await dialog.getByLabel('Set a password now').check();
    await dialog.getByLabel('Initial password').fill('short');
    await dialog.getByRole('button', { name: 'Create client' }).click();
    await expect(dialog.getByLabel('Initial password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    await dialog.getByLabel('Initial password').fill('Welcome-2026');
    await dialog.getByRole('button', { name: 'Create client' }).click();
    await expect(page.getByText('Client created successfully')).toBeVisible();
    await expect(page.getByTestId('client-row').filter({ hasText: `Little Acorns ${first}` })).toContainText('Amrit Sandhu');
    await page.goto(`${paths.clientListing}?q=${first}`);
    await expect(page.getByTestId('client-row')).toContainText('Amrit Sandhu');
  });

  test('a client sees only their own record', async ({ page }) => {
    await signIn(page, STAFF.maple);
    await expect(page.getByRole('heading', { level: 1, name: 'My business' })).toBeVisible();
    const cards = page.getByTestId('client-card');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Little Maples Family Day Home');
    await expect(cards).toContainText('Emily Chen');
    await expect(cards).toContainText('Sarah Thompson');
    await expect(page.getByRole('link', { name: 'Action plans for Emily Chen' })).toBeVisible();
    await expect(page.getByLabel('Search clients')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New client' })).toHaveCount(0);
    await expect(page.getByText('Sunshine Sprouts')).toHaveCount(0);
  });

  test('a refusal says so, and a lost session goes to /login', async ({ page }) => {
    const clientsCall = (url: URL) => url.pathname === '/api/users/clients';
    await signIn(page, STAFF.admin);
    await page.route(clientsCall, (route) =>
      route.fulfill({ status: 403, json: { error: 'You do not have permission to do that.', code: 'FORBIDDEN' } }),
    );
    await page.goto(paths.clientListing);
    await expect(page.getByRole('alert')).toContainText('have access to');
    await page.unroute(clientsCall);

    await page.route(clientsCall, (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.', code: 'INTERNAL' } }),
    );
    await page.goto(paths.clientListing);
    await expect(page.getByRole('alert')).toContainText("We couldn't load the clients");
    await page.unroute(clientsCall);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('client-row').first()).toBeVisible();

    await page.route(clientsCall, (route) =>
      route.fulfill({ status: 401, json: { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' } }),
    );
    await page.getByLabel('Search clients').fill('chen');
    await expect(page).toHaveURL(urlOf(paths.login));
  });
});
