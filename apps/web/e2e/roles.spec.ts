import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signInThroughForm, urlOf } from './helpers';
import { paths } from '../src/app/paths';

const ADMIN_LINKS = ['Landing images', 'Services and cards', 'Site content', 'Services content', 'Referral content', 'Forms'];
const ADMIN_PATHS = [
  paths.landingImages,
  paths.serviceCards,
  paths.contentChange,
  paths.servicesContent,
  paths.referralContent,
  paths.forms,
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).last();

test.describe('roles', () => {
  test('the administrator sees every screen including the website administration', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page.getByTestId('signed-in-user')).toContainText('Administrator');
    // Every client: an administrator has none of their own to switch to.
    await expect(page.getByRole('group', { name: 'Filter clients' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'My clients' })).toHaveCount(0);
    for (const name of ['Clients', 'Coaches', 'Regions', 'Coach plans', 'Report', 'Coach reports', 'Resources', ...ADMIN_LINKS]) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('not available to your role')).toHaveCount(0);
    }
  });

  test('a coach sees clients, coaches and its own report, not the administration', async ({ page }) => {
    await signIn(page, DEMO.coach);
    await expect(page.getByTestId('signed-in-user')).toContainText('Coach');
    // The client listing opens on the coach's own clients.
    await expect(page.getByRole('button', { name: 'My clients' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Clients', 'Coaches', 'Regions', 'Coach plans', 'My report', 'Resources']) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ADMIN_LINKS) await expect(nav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    await page.goto(paths.coachListing);
    await expect(page.getByRole('heading', { level: 1, name: 'Coaches' })).toBeVisible();
    await page.goto(paths.forms);
    await expect(page.getByText('This page is not available to your role')).toBeVisible();
  });

  test('a client sees its own business and never the coach listing', async ({ page }) => {
    await signIn(page, DEMO.client);
    await expect(page.getByTestId('signed-in-user')).toContainText('Client');
    for (const name of ['Overview', 'My action plans', 'My report', 'Regions', 'Resources']) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Coaches', ...ADMIN_LINKS]) await expect(nav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    await page.goto(paths.memberResources);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  });

  test('a client typing an admin URL or the coach listing is refused', async ({ page }) => {
    await signIn(page, DEMO.client);
    for (const path of [...ADMIN_PATHS, paths.coachListing]) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText('This page is not available to your role');
      await expect(page.getByRole('alert')).toContainText('You are signed in as a Client');
    }
  });

  test('sign-out returns to /login and Back does not bring private data back', async ({ page }) => {
    // An account of its own: signing out ends every session of the account, and other specs use the demo ones.
    const account = { username: `leaver${Date.now()}`, password: 'a-long-password' };
    const registered = await page.request.post('/api/auth/register', {
      data: { ...account, email: `${account.username}@example.ca`, firstname: 'Lee', lastname: 'Leaver' },
    });
    expect(registered.status()).toBe(201);
    // Through the form: Back then walks the pages a person saw.
    await signInThroughForm(page, account);
    await page.goto(paths.regionListing);
    await expect(page.getByTestId('signed-in-user')).toContainText('Client');
    const name = (await page.getByTestId('signed-in-user').locator('p').first().textContent()) ?? '';
    expect(name.trim().length).toBeGreaterThan(2);
    const token = await page.evaluate(() => localStorage.getItem('token')?.replace(/"/g, ''));
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(urlOf(paths.login));
    const reused = await page.request.get('/api/auth/getMe', { headers: { Authorization: `Bearer ${token}` } });
    expect(reused.status()).toBe(401); // the server revoked the token too
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('expirationTime')]),
    ).toEqual([null, null, null]);
    for (let step = 0; step < 2; step++) {
      await page.goBack();
      await expect(page).toHaveURL(urlOf(paths.login));
      await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
      await expect(page.getByText(name)).toHaveCount(0);
    }
    await page.goto(paths.clientListing);
    await expect(page).toHaveURL(urlOf(paths.login));
  });
});
