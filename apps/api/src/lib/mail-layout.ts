import { NOTIFICATION_LABELS, type NotificationKind } from '@tc/contract/notifications';
import type { Centre } from './centre';

/** What a feature says in an email; the layout adds the greeting's form, the signature and the HTML. */
export interface MailContent {
  /** "Hello Robin," — left out: no greeting line. */
  greeting?: string;
  /** Plain paragraphs, in order; a paragraph may hold line breaks (a list of details). */
  paragraphs: string[];
  /** One link the message is about (an invitation, a reset), shown as a button in HTML and as the bare URL in text. */
  action?: { label: string; url: string };
  /** Files sent with it; a `text/calendar` one is an invitation a mail program offers to add (lib/mailer.ts). */
  attachments?: MailAttachment[];
  /** An email a person may turn off (lib/notifications.ts `unsubscribeLinks`): the headers and a line at its foot. */
  unsubscribe?: { page: string; oneClick: string; kind: NotificationKind };
}

/** A small file kept with the message in the queue, as text (an `.ics`). */
export interface MailAttachment {
  filename: string;
  /** `text/calendar; method=REQUEST` for an invitation or a change, `…; method=CANCEL` for a cancellation. */
  contentType: string;
  content: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const BRAND = '#0d2c54';
const PRIMARY = '#1565c0';

/** The line at the foot of an email a person may turn off. */
const unsubscribeLine = (u: NonNullable<MailContent['unsubscribe']>) =>
  `You get these emails (${NOTIFICATION_LABELS[u.kind].toLowerCase()}) because of your settings. To stop them:`;

/** The plain-text body: greeting, paragraphs, the link, and the centre's signature. */
export function mailText(centre: Centre, content: MailContent): string {
  const parts = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.unsubscribe ? [`${unsubscribeLine(content.unsubscribe)}\n${content.unsubscribe.page}`] : []),
    `${centre.name}\n${centre.address}\n${centre.phone} · ${centre.email}`,
  ];
  return `${parts.join('\n\n')}\n`;
}

/** The HTML body of the same message: inline styles only, as mail programs read them. */
export function mailHtml(centre: Centre, content: MailContent, subject: string): string {
  const p = (inner: string) => `<p style="margin:0 0 16px;line-height:1.5">${inner}</p>`;
  const action = content.action
    ? p(
        `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:${PRIMARY};color:#ffffff;` +
          `text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(content.action.label)}</a>`,
      ) + p(`<span style="font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(content.action.url)}</span>`)
    : '';
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff">',
    `<div style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(centre.name)}</div>`,
    '<div style="padding:24px">',
    ...(content.greeting ? [p(htmlLines(content.greeting))] : []),
    ...content.paragraphs.map((text) => p(htmlLines(text))),
    action,
    ...(content.unsubscribe
      ? [
          p(
            `<span style="font-size:13px;color:#555">${escapeHtml(unsubscribeLine(content.unsubscribe))} ` +
              `<a href="${escapeHtml(content.unsubscribe.page)}" style="color:${PRIMARY}">turn them off</a>.</span>`,
          ),
        ]
      : []),
    '</div>',
    `<div style="padding:16px 24px;border-top:1px solid #e0e0e0;font-size:13px;color:#555;line-height:1.5">` +
      `${escapeHtml(centre.name)}<br>${escapeHtml(centre.address)}<br>${escapeHtml(centre.phone)} · ${escapeHtml(centre.email)}</div>`,
    '</div></body></html>',
  ].join('\n');
}
