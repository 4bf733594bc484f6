import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { DEMO, signIn, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { expectAxeClean } from './people-helpers';

snapshotEveryPageOnFailure();

/**
 * Invitations, password resets and the account page. With no
 * SMTP_URL the e2e server writes its mail to DATA_DIR/outbox; the links are read there.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const unique = (name: string) => `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A message's bodies as a person reads them: quoted-printable and base64 parts decoded. */
function decoded(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64 = [...raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) => Buffer.from(m[1], 'base64').toString('utf8'));
  return [qp, ...base64].join('\n');
}

/** The path and query of the newest link of this kind mailed to the address, once it has arrived. */
async function linkMailedTo(address: string, kind: 'invitation' | 'reset'): Promise<string> {
  const outbox = path.join(process.env.TC_E2E_DATA_DIR ?? '', 'outbox');
  const find = () => {
    if (!fs.existsSync(outbox)) return null;
    const links = fs
      .readdirSync(outbox)
      .sort()
      .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
      .filter((raw) => raw.includes(`To: ${address}`))
      .map((raw) => /\/set-password\?token=[A-Za-z0-9_-]+(&purpose=reset)?/.exec(decoded(raw))?.[0])
      .filter((link): link is string => Boolean(link) && link!.includes('purpose=reset') === (kind === 'reset'));
    return links.at(-1) ?? null;
  };
  await expect.poll(find, { message: `a ${kind} link mailed to ${address}` }).not.toBeNull();
  return find()!;
}

async function freshPage(browser: Browser, baseURL: string | undefined, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL });
  return { context, page: await context.newPage() };
}

async function signInAs(page: Page, username: string, password: string) {
  await signIn(page, { username, password });
}

test.describe('invitations, password resets and the account page', () => {
  test('an administrator invites a new client, who sets a password, forgets it, resets it and keeps their account', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Five browsers, one after another, each opening the app for the first time: 92 s on a loaded CI run, to the last step.
    test.setTimeout(180_000);
    const first = unique('Noor');
    const username = first.toLowerCase();
    const email = `${username}@invited.example.ca`;

    // The administrator creates the client with the default: an invitation by email.
    await signIn(page, DEMO.admin);
    await page.getByRole('button', { name: 'New client' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill('Haddad');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Username').fill(username);
    await expect(dialog.getByLabel('Send an invitation', { exact: false })).toBeChecked();
    await expect(dialog.getByLabel('Initial password')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create client' }).click();
    await expect(page.getByText('Client created successfully')).toBeVisible();

    // The administrator sends it again from the client's profile: only the newer link works.
    const firstInvitation = await linkMailedTo(email, 'invitation');
    await page.goto(`${paths.clientListing}?q=${first}`);
    await page.getByRole('link', { name: `${first} Haddad`, exact: true }).click();
    await page.getByRole('button', { name: 'Send invitation again' }).click();
    await page
      .getByRole('alertdialog', { name: `Send ${first} Haddad a new invitation?` })
      .getByRole('button', { name: 'Send invitation' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `We've emailed an invitation to ${email}.` })).toBeVisible();
    await expect.poll(() => linkMailedTo(email, 'invitation')).not.toBe(firstInvitation);

    // The client opens the invitation and chooses a password: they are signed in.
    const invitation = await linkMailedTo(email, 'invitation');
    const client = await freshPage(browser, baseURL);
    try {
      await client.page.goto(invitation);
      await expect(client.page.getByRole('heading', { level: 1, name: 'Welcome — choose your password' })).toBeVisible();
      await expectAxeClean(client.page, 'the invitation page');
      await client.page.getByLabel(/^New password/).fill('harbour-lantern-violet');
      await client.page.getByLabel('Type the new password again').fill('harbour-lantern-violet');
      await client.page.getByRole('button', { name: 'Set my password' }).click();
      await expect(client.page).toHaveURL(urlOf(paths.clientListing));
      await expect(client.page.getByTestId('signed-in-user')).toContainText(`${first} Haddad`);

      // The same link a second time is refused, in words.
      await client.page.goto(invitation);
      await client.page.getByLabel(/^New password/).fill('another-lantern-harbour');
      await client.page.getByLabel('Type the new password again').fill('another-lantern-harbour');
      await client.page.getByRole('button', { name: 'Set my password' }).click();
      await expect(client.page.getByRole('alert')).toContainText('This link has expired or has already been used. Ask for a new one.');
      await client.page.goto(firstInvitation);
      await client.page.getByLabel(/^New password/).fill('another-lantern-harbour');
      await client.page.getByLabel('Type the new password again').fill('another-lantern-harbour');
      await client.page.getByRole('button', { name: 'Set my password' }).click();
      await expect(client.page.getByRole('alert')).toContainText('This link has expired or has already been used.');
    } finally {
      await client.context.close();
    }

    // Forgot password: the same answer is shown, a reset link arrives, the new password works.
    const visitor = await freshPage(browser, baseURL);
    try {
      await visitor.page.goto(paths.login);
      await visitor.page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(visitor.page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await expectAxeClean(visitor.page, 'the forgot-password page');
      await visitor.page.getByLabel('Email').fill(email);
      await visitor.page.getByRole('button', { name: 'Send the link' }).click();
      await expect(
        visitor.page
          .getByRole('status')
          .filter({ hasText: "If an account uses that address, we've sent a link to it. It works for one hour." }),
      ).toBeVisible();
      const reset = await linkMailedTo(email, 'reset');
      await visitor.page.goto(reset);
      await expect(visitor.page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await visitor.page.getByLabel(/^New password/).fill('quiet-meadow-compass');
      await visitor.page.getByLabel('Type the new password again').fill('quiet-meadow-compass');
      await visitor.page.getByRole('button', { name: 'Set my password' }).click();
      await expect(visitor.page).toHaveURL(urlOf(paths.clientListing));
    } finally {
      await visitor.context.close();
    }

    // The account page: a new phone number, then a new password (the person stays signed in).
    const own = await freshPage(browser, baseURL);
    try {
      await signInAs(own.page, username, 'quiet-meadow-compass');
      await own.page.getByRole('link', { name: 'Account' }).first().click();
      await expect(own.page).toHaveURL(urlOf(paths.account));
      await expect(own.page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
      await own.page.getByLabel('Phone').fill('403-555-0142');
      await own.page.getByRole('button', { name: 'Save my details' }).click();
      await expect(own.page.getByText('Your details are saved.')).toBeVisible();
      await own.page.reload();
      await expect(own.page.getByLabel('Phone')).toHaveValue('403-555-0142');

      await own.page.getByLabel('Current password').fill('quiet-meadow-compass');
      await own.page.getByLabel(/^New password/).fill('amber-river-lighthouse');
      await own.page.getByLabel('Type the new password again').fill('amber-river-lighthouse');
      await own.page.getByRole('button', { name: 'Change my password' }).click();
      await expect(own.page.getByText('Your password is changed.')).toBeVisible();
      // Signed in again with the new password: the form is empty and ready once that is done.
      await expect(own.page.getByLabel('Current password')).toHaveValue('');
      await expect(own.page.getByRole('button', { name: 'Change my password' })).toBeEnabled();
      await own.page.reload();
      await expect(own.page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    } finally {
      await own.context.close();
    }
    const again = await freshPage(browser, baseURL);
    try {
      await signInAs(again.page, username, 'amber-river-lighthouse');
    } finally {
      await again.context.close();
    }
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the account and set-password pages have no axe violations on a ${name}`, async ({ browser, baseURL }) => {
      const { context, page } = await freshPage(browser, baseURL, viewport);
      try {
        await page.goto(`${paths.setPassword}?token=not-a-real-token&purpose=reset`);
        await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
        await expectAxeClean(page, 'the set-password page');
        await signIn(page, DEMO.coach, paths.account);
        await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
        await expect(page.getByLabel('First name')).toHaveValue(/\S/);
        await expectAxeClean(page, 'the account page');
      } finally {
        await context.close();
      }
    });
  }
});
