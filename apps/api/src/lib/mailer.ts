import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { type MailContent, mailHtml, mailText } from './mail-layout';

/**
 * Outgoing email (docs/architecture.md#applications-and-accounts). Every message is sent in the centre's
 * name with a plain-text and an HTML body built from the same content
 * (lib/mail-layout.ts). With SMTP_URL set it goes through that server; unset,
 * it is written as an .eml file to DATA_DIR/outbox and the log says where.
 *
 * This file is the delivery itself; `app.mailer` is the mail queue in front of it (lib/mail-queue.ts), which
 * keeps each message in the database, tries it at once and again with back-off until it goes.
 *
 * Use: `const outcome = await request.server.mailer.send({ to, subject, greeting, paragraphs, action })`.
 * `send` never throws: a failure is logged (warn) and answered as `{ sent: false, error }`,
 * so a request that did its work still succeeds; say so to the person where it matters.
 */
export interface MailMessage extends MailContent {
  to: string;
  subject: string;
  /** Where replies go, when not to the centre (a notification about an applicant replies to the applicant). */
  replyTo?: string;
}

export interface MailOutcome {
  sent: boolean;
  via: 'smtp' | 'outbox';
  /** The .eml file written (outbox only). */
  file?: string;
  messageId?: string;
  /** Why it was not sent, for the log and the caller (never shown to a visitor as is). */
  error?: string;
  /** The server refused the recipient or the message for good (a 5xx answer): trying again will not help. */
  permanent?: boolean;
  /** Not sent yet but kept in the mail queue, which tries again (lib/mail-queue.ts). */
  queued?: boolean;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>;
  /** Where mail goes: SMTP_URL's server, or DATA_DIR/outbox. */
  via: MailOutcome['via'];
  /** Closes the SMTP connection pool (app close). */
  close(): void | Promise<void>;
}

/** How long a slow mail server may hold a request up. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/** A sortable, unique file name: 2026-11-27T10-00-00-000Z-3f9a1c.eml. */
const emlName = () => `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(3).toString('hex')}.eml`;

/**
 * The message's files as nodemailer takes them. An invitation (text/calendar) goes as nodemailer's icalEvent:
 * both a text/calendar part beside the text and HTML, which Gmail and Outlook read as an invitation to add
 * or update, and an `.ics` attachment for the programs that only open files.
 */
function attachmentsOf(message: MailMessage): {
  icalEvent?: { filename: string; content: string; method?: string };
  attachments?: { filename: string; contentType: string; content: string }[];
} {
  const all = message.attachments ?? [];
  const invitation = all.find((a) => /^text\/calendar/i.test(a.contentType));
  const others = all.filter((a) => a !== invitation);
  const method = invitation && /method=([A-Z]+)/i.exec(invitation.contentType)?.[1];
  return {
    ...(invitation ? { icalEvent: { filename: invitation.filename, content: invitation.content, ...(method ? { method } : {}) } } : {}),
    ...(others.length
      ? { attachments: others.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
      : {}),
  };
}

export function createMailer(config: Pick<Config, 'dataDir' | 'mail' | 'centre'>, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  const via: MailOutcome['via'] = smtpUrl ? 'smtp' : 'outbox';
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const outbox = outboxDir(config);
  if (!smtpUrl) log.info({ outbox }, `SMTP_URL is unset: outgoing mail is written to ${outbox}`);

  return {
    async send(message) {
      const envelope = { to: message.to, subject: message.subject };
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: mailText(config.centre, message),
          html: mailHtml(config.centre, message, message.subject),
          headers: {
            'Auto-Submitted': 'auto-generated',
            // RFC 8058: a mail program's own "unsubscribe" button POSTs here, with no page and no sign-in.
            ...(message.unsubscribe
              ? { 'List-Unsubscribe': `<${message.unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
              : {}),
          },
          ...attachmentsOf(message),
        });
        if (smtpUrl) {
          log.info({ ...envelope, messageId: info.messageId }, 'mail sent');
          return { sent: true, via, messageId: info.messageId };
        }
        await mkdir(outbox, { recursive: true });
        const file = path.join(outbox, emlName());
        await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
        log.info({ ...envelope, file }, `mail written to ${file} (SMTP_URL is unset)`);
        return { sent: true, via, file, messageId: info.messageId };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.warn({ ...envelope, via, error }, 'mail could not be sent');
        // nodemailer gives the SMTP answer's code and the command it answered: a 5xx to RCPT TO or DATA is final.
        const { responseCode, command } = err as { responseCode?: number; command?: string };
        const permanent = typeof responseCode === 'number' && responseCode >= 500 && /^(RCPT|DATA)/i.test(command ?? '');
        return { sent: false, via, error, ...(permanent ? { permanent } : {}) };
      }
    },
    via,
    close: () => transport.close(),
  };
}
