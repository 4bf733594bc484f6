import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { paths } from '../src/app/paths';
import { apply, markContacted } from './application-helpers';
import { signIn, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { STAFF, unique } from './people-helpers';

snapshotEveryPageOnFailure();

/*
 * Applications from end to end: a person applies on /apply, an administrator enrols
 * them, they receive the invitation, set a password and sign in, all in the
 * browser. This project's server sends its mail through SMTP (playwright.config.ts,
 * SMTP_URL on E2E_PORT + 3) to the real SMTP server this spec runs.
 */
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 3;

interface Mail {
  to: string[];
  raw: string;
}

const received: Mail[] = [];
let server: SMTPServer;

test.beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  expect((server.server.address() as AddressInfo).port).toBe(SMTP_PORT);
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A message's text as a person reads it: quoted-printable soft breaks and escapes undone. */
const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The messages that reached this address through SMTP, waiting for them to arrive. */
async function mailTo(address: string, count: number): Promise<string[]> {
  await expect.poll(() => received.filter((m) => m.to.includes(address)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return received.filter((m) => m.to.includes(address)).map((m) => readable(m.raw));
}

test('a person applies, is enrolled, gets the invitation by email, sets a password and signs in', async ({ browser, baseURL, page }) => {
  test.setTimeout(120_000);
  const first = unique('Ingrid');
  const email = `${first.toLowerCase()}@example.ca`;
  const name = `${first} Solberg`;

  const visitor = await browser.newContext({ baseURL });
  const applicant = await visitor.newPage();
  await apply(applicant, first, 'Solberg');
  const [acknowledgement] = await mailTo(email, 1);
  expect(acknowledgement).toMatch(/^Subject: .*application/im);

  await signIn(page, STAFF.admin);
  const details = await markContacted(page, first, name);
  await details.getByRole('button', { name: 'Enrol' }).click();
  await page
    .getByRole('alertdialog', { name: `Enrol ${name}?` })
    .getByRole('button', { name: 'Enrol' })
    .click();
  await expect(details).toContainText('Enrolled');

  // The invitation came through SMTP, with a link to this site's set-password page.
  const invitation = (await mailTo(email, 2)).find((mail) => /set-password\?token=/.test(mail)) ?? '';
  const link = /https?:\/\/[^\s"<>]+\/set-password\?token=[\w-]+/.exec(invitation)?.[0];
  expect(link, invitation.slice(0, 2000)).toBeTruthy();
  await applicant.goto(link as string);
  await applicant.getByLabel(/^New password/).fill('harbour-compass-juniper');
  await applicant.getByLabel('Type the new password again').fill('harbour-compass-juniper');
  await applicant.getByRole('button', { name: 'Set my password' }).click();
  await expect(applicant).toHaveURL(urlOf(paths.clientListing));
  await expect(applicant.getByRole('heading', { level: 1 })).toBeVisible();

  // Signed in as the new client: their own record, nobody else's.
  await applicant.goto(paths.dashboard);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(applicant.getByText(`Welcome, ${first}.`)).toBeVisible();
  // The link works once.
  await applicant.goto(link as string);
  await applicant.getByLabel(/^New password/).fill('another-compass-juniper');
  await applicant.getByLabel('Type the new password again').fill('another-compass-juniper');
  await applicant.getByRole('button', { name: 'Set my password' }).click();
  await expect(applicant.getByRole('alert')).toContainText('This link has expired or has already been used');
  await visitor.close();
});
