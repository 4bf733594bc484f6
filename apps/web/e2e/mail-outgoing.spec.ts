import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { paths } from '../src/app/paths';
import { signIn } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF, unique } from './people-helpers';

/*
 * Outgoing mail (docs/decisions/017-mail-queue.md): an invitation the mail server refuses for good shows as
 * failed with the server's reason; once the address is fixed on the server's side, Send again delivers it.
 * This project's server sends through SMTP_URL on E2E_PORT + 3, where this spec runs the SMTP server.
 */
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 3;

const refused = new Set<string>();
const received: string[] = [];
let server: SMTPServer;

test.beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: no such mailbox`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  expect((server.server.address() as AddressInfo).port).toBe(SMTP_PORT);
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a refused invitation shows as failed with the reason, and Send again delivers it', async ({ page, request }) => {
  const first = unique('Mailbox');
  const email = `${first.toLowerCase()}@example.ca`;
  refused.add(email);
  // A client without a password: the account's invitation is mailed, and the server refuses it.
  const created = await request.post('/api/users/create', {
    headers: await bearer(request, STAFF.admin),
    data: { username: first.toLowerCase(), category_id: 4, email, firstname: first, lastname: 'Queue' },
  });
  expect(created.status()).toBe(201);
  expect(((await created.json()) as { invitation_sent: boolean }).invitation_sent).toBe(false);

  await signIn(page, STAFF.admin, paths.outgoingMail);
  await expect(page.getByRole('heading', { level: 1, name: 'Outgoing mail' })).toBeVisible();
  await page.getByLabel('Search by recipient').fill(email);
  const row = page.getByRole('list', { name: 'Outgoing mail' }).getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText(/Reason: .*Recipient address rejected/);
  // Readable at both widths, with the failure on screen.
  await loaded(page);
  await atBothWidths(page, async (width) => {
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `Outgoing mail (${width})`);
  });

  // The mailbox exists now: sent again, it arrives once.
  refused.delete(email);
  await row.getByRole('button', { name: `Send again to ${email}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `The message to ${email} is being sent again` })).toBeVisible();
  await expect.poll(() => received.filter((to) => to === email).length, { timeout: 15_000 }).toBe(1);
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Search by recipient').fill(email);
    await expect(row).toContainText('Sent', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).not.toContainText('Reason:');
  await expect(row.getByRole('button', { name: /Send again/ })).toHaveCount(0);
});
