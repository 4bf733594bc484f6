import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { settled } from './coaching-helpers';
import { signIn, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';

snapshotEveryPageOnFailure();

/**
 * Messages (docs/decisions/026-messages.md): a client and their coach, each in a browser of their own, write to
 * each other, one message with an attachment the coach downloads; the coach's unread count and the client's
 * conversation change without a reload (the app polls); the screens pass axe at 1280 and 390 px.
 */

const PASSWORD = 'Welcome-2026-messages';

interface Person {
  id: number;
  username: string;
  password: string;
  name: string;
}

async function person(request: APIRequestContext, admin: Record<string, string>, first: string, category: 3 | 4): Promise<Person> {
  const username = unique(first.toLowerCase());
  const lastname = `${category === 3 ? 'Coach' : 'Daycare'}${username.slice(-4)}`;
  const res = await request.post('/api/users/create', {
    headers: admin,
    data: {
      username,
      password: PASSWORD,
      category_id: category,
      email: `${username}@example.ca`,
      firstname: first,
      lastname,
      region: 'Calgary',
      ...(category === 4 ? { business_name: `${first} Day Home` } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, username, password: PASSWORD, name: `${first} ${lastname}` };
}

/** A coach and a client of theirs, made afresh so no other spec's messages meet them. */
async function pair(request: APIRequestContext) {
  const admin = await bearer(request, STAFF.admin);
  const coach = await person(request, admin, 'Mira', 3);
  const client = await person(request, admin, 'Tess', 4);
  const assigned = await request.post('/api/client-coach', { headers: admin, data: { client_id: client.id, coach_id: coach.id } });
  expect(assigned.status(), await assigned.text()).toBe(201);
  return { coach, client };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).last();
const messagesLink = (page: Page) => nav(page).getByRole('link', { name: /^Messages/ });

test.describe('messages between a client and their coach', () => {
  test('they exchange messages, one with an attachment, and the unread counts change without a reload', async ({
    browser,
    page,
    request,
  }) => {
    // The unread count is asked for every 30 seconds: the coach's badge may take that long.
    test.setTimeout(150_000);
    const { coach, client } = await pair(request);

    // The coach waits on the dashboard: nothing unread.
    const coachContext = await browser.newContext();
    const coachPage = await coachContext.newPage();
    await signIn(coachPage, coach, paths.dashboard);
    await settled(coachPage);
    await expect(coachPage.getByTestId('unread-messages-card')).toContainText('No unread messages from your clients.');
    await expect(messagesLink(coachPage)).toHaveAccessibleName('Messages');

    // The client goes to Messages: straight to their own conversation, empty, saying what to do.
    await signIn(page, client);
    await messagesLink(page).click();
    await expect(page).toHaveURL(urlOf(paths.conversation(client.id)));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages with your coach' })).toBeVisible();
    await expect(page.getByText(/No messages yet\. Write to your coach below/)).toBeVisible();

    // Two files chosen, one removed before sending; Ctrl+Enter sends.
    await page.getByTestId('message-files').setInputFiles([
      { name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from('Item,Amount\nParent fees,6200\n') },
      { name: 'wrong.txt', mimeType: 'text/plain', buffer: Buffer.from('not this one') },
    ]);
    const chosen = page.getByRole('list', { name: 'Files to send' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await chosen.getByRole('button', { name: 'Remove wrong.txt' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    const box = page.getByLabel('Your message');
    await box.pressSequentially('Here is my **budget** for October.', { delay: 15 });
    await box.press('Control+Enter');
    await expect(page.getByText('Message sent')).toBeVisible();
    const mine = page.getByTestId('message');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('You');
    // Markdown shown as such, not as its marks.
    await expect(mine.locator('strong', { hasText: 'budget' })).toBeVisible();
    await expect(mine.getByRole('button', { name: /^budget\.csv/ })).toBeVisible();
    await expect(mine.getByRole('button', { name: /^wrong\.txt/ })).toHaveCount(0);
    await expect(box).toHaveValue('');

    // The coach's navigation and dashboard card change without a reload.
    await expect(messagesLink(coachPage)).toHaveAccessibleName(/^Messages\W+1 unread$/, { timeout: 45_000 });
    await expect(coachPage.getByTestId('unread-messages-card')).toContainText('1 unread message.');
    await messagesLink(coachPage).click();
    await settled(coachPage);
    const row = coachPage.getByTestId('conversation').filter({ hasText: client.name });
    await expect(row).toContainText('1 unread');
    await expect(row).toContainText('Here is my budget for October.');
    await row.getByRole('link', { name: client.name }).click();
    await expect(coachPage).toHaveURL(urlOf(paths.conversation(client.id)));
    await settled(coachPage);

    // The attachment downloads as the file that was sent.
    const message = coachPage.getByTestId('message').first();
    await expect(message).toContainText(client.name);
    const [download] = await Promise.all([
      coachPage.waitForEvent('download'),
      message.getByRole('button', { name: /^budget\.csv/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('budget.csv');
    expect(readFileSync(await download.path()).toString()).toContain('Parent fees,6200');

    // Read: the badge goes.
    await expect(messagesLink(coachPage)).toHaveAccessibleName('Messages');

    // The coach answers; the client's open conversation shows it without a reload, and that the coach saw theirs.
    await coachPage.getByLabel('Your message').pressSequentially('Thanks! We will go through it on Thursday.', { delay: 15 });
    await coachPage.getByRole('button', { name: 'Send' }).click();
    await expect(coachPage.getByTestId('message')).toHaveCount(2);
    await expect(page.getByTestId('message')).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByTestId('message').nth(1)).toContainText(`${coach.name}, coach`);
    await expect(page.getByTestId('message').nth(1)).toContainText('Thanks! We will go through it on Thursday.');
    await expect(page.getByTestId('seen-by').first()).toHaveText(`Seen by ${coach.name}`);
    // The client had it on screen: read, and the coach sees that too.
    await expect(coachPage.getByTestId('seen-by').last()).toHaveText(`Seen by ${client.name}`, { timeout: 15_000 });

    // The client's conversation and the coach's list pass axe at both widths, without sideways scrolling.
    await atBothWidths(page, async (width) => {
      await settled(page);
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `the conversation, as the client (${width})`);
    });
    await coachPage.goto(paths.messages);
    await atBothWidths(coachPage, async (width) => {
      await settled(coachPage);
      await expect(coachPage.getByTestId('conversation').first()).toBeVisible();
      await expectNoSidewaysScroll(coachPage);
      await expectAxeClean(coachPage, `the conversations, as the coach (${width})`);
    });
    await coachContext.close();
  });

  test('staff reach a conversation from a client profile; an administrator reads it but does not write', async ({ page, request }) => {
    const { client } = await pair(request);
    const auth = await bearer(request, { username: client.username, password: client.password });
    const sent = await request.post(`/api/clients/${client.id}/messages`, {
      headers: auth,
      multipart: { body: 'Hello from the day home' },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signIn(page, STAFF.admin, paths.clientProfile(client.id));
    await settled(page);
    await page.getByRole('group', { name: 'Records and actions' }).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(urlOf(paths.conversation(client.id)));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: `Messages with ${client.name}` })).toBeVisible();
    await expect(page.getByTestId('message')).toContainText('Hello from the day home');
    await expect(page.getByText('Administrators read conversations; only the client and their coaches write in them.')).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveCount(0);
    // An administrator looking is not a reader: no receipt for the client to see.
    await expect(page.getByTestId('seen-by')).toHaveCount(0);
    await atBothWidths(page, async (width) => {
      await settled(page);
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `the conversation, as an administrator (${width})`);
    });
  });
});
