import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { paths } from '../src/app/paths';
import { signIn } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';

/**
 * docs/architecture.md#notifications: "Emails we send you" on the account page saves each switch at once (and
 * keeps it across a reload); the unsubscribe page an email links to names what it turns off, changes nothing
 * until asked, then turns that kind off and says so.
 */

const PASSWORD = 'harbour-lantern-violet';

async function newPerson(request: APIRequestContext) {
  const first = unique('Nell');
  const username = first.toLowerCase();
  const answer = await request.post('/api/users/create', {
    headers: await bearer(request, STAFF.admin),
    data: { username, email: `${username}@emails.example.ca`, firstname: first, lastname: 'Notified', category_id: 4, password: PASSWORD },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  return { id, username, password: PASSWORD };
}

/** The link at the foot of an email to this person of this kind, signed as the server signs it (lib/notifications.ts). */
function unsubscribePage(userId: number, kind: string): string {
  const secret = fs.readFileSync(path.join(process.env.TC_E2E_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim();
  const t = createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  return `${paths.unsubscribe}?${new URLSearchParams({ u: String(userId), k: kind, t })}`;
}

test('the account page’s switches save at once and stay across a reload', async ({ page, request }) => {
  test.setTimeout(60_000);
  const person = await newPerson(request);
  await signIn(page, { username: person.username, password: person.password }, paths.account);
  const section = page.getByRole('region', { name: 'Emails we send you' });
  const messages = section.getByRole('switch', { name: /Unread messages/ });
  await expect(messages).toBeChecked();
  await expect(section.getByRole('switch')).toHaveCount(3);
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the account page (${width})`);
    await expectNoSidewaysScroll(page);
  });

  await messages.click();
  await expect(page.getByText('Emails about unread messages are off')).toBeVisible();
  await expect(messages).not.toBeChecked();
  await page.reload();
  await expect(section.getByRole('switch', { name: /Unread messages/ })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: /New clients and coaches/ })).toBeChecked();
  await expect(section.getByRole('switch', { name: /Session reminders/ })).toBeChecked();
});

test('the unsubscribe page asks before anything changes, then turns that kind off', async ({ page, request }) => {
  test.setTimeout(60_000);
  const person = await newPerson(request);
  const headers = await bearer(request, { username: person.username, password: person.password });
  const settings = async () => (await (await request.get('/api/account/notifications', { headers })).json()) as Record<string, boolean>;

  // Opening the link (as a link checker would) changes nothing.
  await page.goto(unsubscribePage(person.id, 'reminders'));
  await expect(page.getByRole('heading', { level: 1, name: 'Turn off emails' })).toBeVisible();
  await expect(page.getByText('Session reminders', { exact: true })).toBeVisible();
  const button = page.getByRole('button', { name: 'Turn off session reminders emails' });
  await expect(button).toBeVisible();
  expect((await settings()).reminders).toBe(true);
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the unsubscribe page (${width})`);
    await expectNoSidewaysScroll(page);
  });

  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toContainText('Session reminders');
  await expect(page.getByRole('link', { name: 'your account page' })).toBeVisible();
  expect(await settings()).toEqual({ messages: true, reminders: false, handoffs: true });
  await expectAxeClean(page, 'the unsubscribe page, done');

  // A link changed by hand is refused, in words, and changes nothing.
  await page.goto(unsubscribePage(person.id, 'messages').replace(/t=[^&]+/, 't=not-the-token'));
  await page.getByRole('button', { name: 'Turn off unread messages emails' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid');
  expect((await settings()).messages).toBe(true);
});
