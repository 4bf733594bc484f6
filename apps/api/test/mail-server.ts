import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived: the envelope, the headers (names in lower case) and both bodies decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** The text/calendar part beside the bodies (an invitation), CR LF kept; '' when none. */
  calendar: string;
}

export interface MailServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The messages sent to this address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process (the smtp-server package), on a free port (or `port`), keeping what it
 * receives; `refuse` answers 550 to the recipients it names, as a server that will never take them.
 */
export async function startMailServer(options: { port?: number; refuse?: (address: string) => boolean } = {}): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const err = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: no such mailbox`), {
          responseCode: 550,
        });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMessage(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- A small MIME reader: enough for what nodemailer writes (a multipart/alternative of text and HTML) ----

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const soft = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < soft.length; i++) {
        if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
          bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push(...Buffer.from(soft[i], 'utf8'));
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return body;
  }
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words of a header, joined as RFC 2047 says. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html' | 'calendar'> {
  const { headers, body } = splitHead(raw);
  const bodies = { text: '', html: '', calendar: '' };
  const collect = (type: string, encoding: string | undefined, content: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const part of content.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const inner = splitHead(part.replace(/^\r?\n/, ''));
        collect(inner.headers['content-type'] ?? 'text/plain', inner.headers['content-transfer-encoding'], inner.body);
      }
      return;
    }
    if (/^text\/calendar/i.test(type)) {
      // As the calendar program reads it: iCalendar's own lines end with CR LF.
      bodies.calendar = decodeBody(content, encoding);
      return;
    }
    // Lines as a person reads them: SMTP ends them with CR LF.
    const decoded = decodeBody(content, encoding).replace(/\r\n/g, '\n');
    if (/^text\/html/i.test(type)) bodies.html = decoded;
    else if (/^text\/plain/i.test(type)) bodies.text = decoded;
  };
  collect(headers['content-type'] ?? 'text/plain', headers['content-transfer-encoding'], body);
  return { headers, subject: decodeWords(headers.subject ?? ''), ...bodies };
}

/** An .eml file as the outbox holds it, read the same way. */
export const readEml = (raw: string) => parseMessage(raw);
