import { expect, test } from '@playwright/test';
import { paths } from '../src/app/paths';
import { signIn } from './helpers';
import { worldOf } from './sessions-helpers';

test('the account page makes a calendar feed, makes it anew, turns it off, and turns reminders off', async ({ page, request }) => {
  test.setTimeout(60_000);
  const w = await worldOf(request);
  await signIn(page, w.booker, paths.account);
  const feed = page.getByTestId('calendar-feed');
  await expect(feed).toContainText('Your calendar feed is off.');

  await feed.getByRole('button', { name: 'Make my calendar address' }).click();
  await expect(page.getByText('Your calendar address is made')).toBeVisible();
  const address = feed.getByRole('textbox', { name: 'Calendar address', exact: true });
  const first = await address.inputValue();
  expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{20,}$/);
  await expect(feed.getByRole('textbox', { name: 'Address to open in Apple Calendar or Outlook (webcal)' })).toHaveValue(
    first.replace(/^https?:\/\//, 'webcal://'),
  );
  await expect(feed.getByRole('button', { name: 'Copy: Calendar address' })).toBeVisible();
  const calendar = await request.get(new URL(first).pathname);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toContain('text/calendar');

  // A new address: the old one stops working.
  await feed.getByRole('button', { name: 'Make a new address' }).click();
  const renew = page.getByRole('alertdialog', { name: 'Make a new calendar address?' });
  await expect(renew).toContainText('stops working');
  await renew.getByRole('button', { name: 'Make a new address' }).click();
  await expect(renew).toHaveCount(0);
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);

  // Back later: the address is not shown again.
  await page.reload();
  await expect(feed).toContainText('Your calendar feed is on since');
  await expect(feed.getByRole('textbox', { name: 'Calendar address', exact: true })).toHaveCount(0);

  await feed.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('alertdialog', { name: 'Turn your calendar feed off?' });
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Your calendar feed is off', { exact: true })).toBeVisible();
  await expect(feed).toContainText('Your calendar feed is off.');
  expect((await request.get(new URL(second).pathname)).status()).toBe(404);

  const reminders = page.getByRole('switch', { name: 'Email me a reminder before each session' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(page.getByText('Session reminders are off')).toBeVisible();
  await expect(reminders).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email me a reminder before each session' })).not.toBeChecked();
});
