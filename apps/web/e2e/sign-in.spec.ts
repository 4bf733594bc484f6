import { expect, test } from '@playwright/test';
import { DEMO, footer, signIn, signInThroughForm, urlOf } from './helpers';
import { paths } from '../src/app/paths';

test.describe('sign-in and guards', () => {
  test('a private route without a session lands on /login', async ({ page }) => {
    await page.goto(paths.clientListing);
    await expect(page).toHaveURL(urlOf(paths.login));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a wrong password shows the alert', async ({ page }) => {
    await page.goto(paths.login);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
    await expect(page).toHaveURL(urlOf(paths.login));
  });

  test('the sign-in form opens the client listing, the header naming the person', async ({ page }) => {
    await signInThroughForm(page, DEMO.coach);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toContainText('Coach');
  });

  test('an expired session is treated as signed out', async ({ page }) => {
    await signIn(page, DEMO.client);
    await page.evaluate(() => localStorage.setItem('expirationTime', new Date(Date.now() - 1000).toISOString()));
    await page.goto(paths.regionListing);
    await expect(page).toHaveURL(urlOf(paths.login));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('/dashboard is a signed-in user’s home', async ({ page }) => {
    await signIn(page, DEMO.coach, paths.dashboard);
    await expect(page).toHaveURL(urlOf(paths.dashboard));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the public header offers the dashboard to a signed-in user', async ({ page }) => {
    await signIn(page, DEMO.coach, paths.aboutUs);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(urlOf(paths.dashboard));
  });

  test('registering creates a client account and opens the dashboard', async ({ page }) => {
    const username = `e2e.${Date.now()}`;
    await page.goto(paths.register);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Business name').fill('Robin’s Day Home');
    await page.getByLabel('Email').fill(`${username}@example.ca`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(urlOf(paths.dashboard));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('No coach is assigned to you yet.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toContainText('Robin Tester');
    await expect(page.getByTestId('signed-in-user')).toContainText('Client');
  });

  test('registering a taken username shows the server’s message', async ({ page }) => {
    await page.goto(paths.register);
    await page.getByLabel('First name').fill('Dup');
    await page.getByLabel('Last name').fill('User');
    await page.getByLabel('Email').fill('dup@example.ca');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText(/taken/i);
  });

  test('the footer is absent on private pages', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
    await page.goto(paths.regionListing);
    await expect(page.getByRole('heading', { level: 1, name: 'Regions' })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
  });
});
