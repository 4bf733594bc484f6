import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { CENTRE_DEFAULTS } from '../src/lib/centre';
import { createMailer, type MailMessage } from '../src/lib/mailer';
import { decodeWords, type MailServer, readEml, startMailServer } from './mail-server';

/** A logger that keeps what it is told, to read what the log says. */
function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: Record<string, unknown>, msg = '') =>
      void lines.push({ level, obj, msg });
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const MESSAGE: MailMessage = {
  to: 'robin@example.ca',
  subject: 'Your coaching – what happens next',
  greeting: 'Hello Robin,',
  paragraphs: ['Thank you for applying.', 'Fees & <costs>\nsecond line'],
  action: { label: 'Set your password', url: 'https://example.ca/invite?t=abc&x=1' },
};

describe('the mailer', () => {
  let dataDir: string;
  let smtp: MailServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tc-mail-test-'));
    smtp = await startMailServer();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });

  it("sends through SMTP_URL in the centre's name, with a plain-text and an HTML body", async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(config({ SMTP_URL: smtp.url }), log);
    const outcome = await mailer.send(MESSAGE);
    mailer.close();
    expect(outcome).toMatchObject({ sent: true, via: 'smtp' });
    const [mail] = smtp.to('robin@example.ca');
    expect(mail.from).toBe(CENTRE_DEFAULTS.email);
    expect(decodeWords(mail.headers.from)).toBe(`${CENTRE_DEFAULTS.name} <${CENTRE_DEFAULTS.email}>`);
    expect(mail.subject).toBe('Your coaching – what happens next');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('Hello Robin,\n\nThank you for applying.\n\nFees & <costs>\nsecond line');
    expect(mail.text).toContain('Set your password:\nhttps://example.ca/invite?t=abc&x=1');
    expect(mail.text).toContain(`${CENTRE_DEFAULTS.name}\n${CENTRE_DEFAULTS.address}\n${CENTRE_DEFAULTS.phone}`);
    // The HTML body says the same, escaped, with the link as a button.
    expect(mail.html).toContain('<p style="margin:0 0 16px;line-height:1.5">Fees &amp; &lt;costs&gt;<br>second line</p>');
    expect(mail.html).toContain('href="https://example.ca/invite?t=abc&amp;x=1"');
    expect(mail.html).toContain(CENTRE_DEFAULTS.name);
    expect(lines.find((l) => l.msg === 'mail sent')?.obj).toMatchObject({ to: 'robin@example.ca' });
  });

  it('takes MAIL_FROM as the sender when set', async () => {
    const mailer = createMailer(config({ SMTP_URL: smtp.url, MAIL_FROM: 'Coaching Desk <desk@example.org>' }), recordingLog().log);
    await mailer.send({ ...MESSAGE, to: 'desk-test@example.ca' });
    mailer.close();
    expect(smtp.to('desk-test@example.ca')[0].headers.from).toBe('Coaching Desk <desk@example.org>');
  });

  it('writes a readable .eml file to DATA_DIR/outbox when SMTP_URL is unset, and the log says where', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(config(), log);
    expect(lines[0].msg).toBe(`SMTP_URL is unset: outgoing mail is written to ${path.join(dataDir, 'outbox')}`);
    const outcome = await mailer.send(MESSAGE);
    expect(outcome.sent).toBe(true);
    expect(path.dirname(outcome.file!)).toBe(path.join(dataDir, 'outbox'));
    expect(readdirSync(path.join(dataDir, 'outbox'))).toEqual([path.basename(outcome.file!)]);
    expect(outcome.file).toMatch(/\.eml$/);
    expect(lines.at(-1)?.msg).toBe(`mail written to ${outcome.file} (SMTP_URL is unset)`);
    const eml = readEml(readFileSync(outcome.file!, 'utf8'));
    expect(eml.headers.to).toBe('robin@example.ca');
    expect(eml.subject).toBe(MESSAGE.subject);
    expect(eml.text).toContain('Thank you for applying.');
    expect(eml.html).toContain('Thank you for applying.');
  });

  it('answers a failure instead of throwing when the mail server cannot be reached, and logs it', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { log, lines } = recordingLog();
    const mailer = createMailer(config({ SMTP_URL: `smtp://127.0.0.1:${port}` }), log);
    const outcome = await mailer.send(MESSAGE);
    mailer.close();
    expect(outcome).toMatchObject({ sent: false, via: 'smtp', error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(lines.find((l) => l.level === 'warn')).toMatchObject({ msg: 'mail could not be sent', obj: { to: 'robin@example.ca' } });
  });

  it('refuses an SMTP_URL of another scheme at start', () => {
    expect(() => config({ SMTP_URL: 'http://mail.example.ca' })).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
  });
});
