import net from 'node:net';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from './harness';
import { makeUser } from './fixtures';
import { multipartBody } from './multipart';

/** Short deadlines, so a test sees a cut within seconds; the defaults are 10 s, 10 s, 30 s, 10 min and 5 s. */
const TIMEOUTS = { headersMs: 1000, bodyIdleMs: 1000, requestMs: 2000, uploadMs: 8000, keepAliveMs: 1000 };

interface Outcome {
  /** What the server wrote before it closed the connection. */
  answer: string;
  /** Milliseconds from the first byte sent to the close. */
  ms: number;
}

/**
 * A client on a raw socket: sends `head`, then `trickle` a piece every `everyMs` (as long as the server
 * listens), and reports what came back and when the server closed the connection. Gives up after 15 s.
 */
function slowClient(port: number, head: string, trickle: string[], everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    let next = 0;
    let timer: NodeJS.Timeout | undefined;
    // The pieces start once the head is written: a socket is writable before it connects, and a piece
    // written then would go out ahead of the head (a request the server rightly calls broken, 400).
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (next < trickle.length && socket.writable) socket.write(trickle[next++]);
      }, everyMs);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    socket.setTimeout(15_000, () => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after 15 s; answered so far: ${JSON.stringify(answer)}`));
    });
  });
}

const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const jsonOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe.each(DATABASES)('slow clients on %s, over a real socket', (kind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { timeouts: TIMEOUTS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const loginHead = (length: number) =>
    `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('cuts a body sent a byte every 300 ms when the request deadline passes, answering 408', async () => {
    const { answer, ms } = await slowClient(port, loginHead(200), Array(200).fill(' '), 300);
    expect(status(answer)).toBe(408);
    expect(jsonOf(answer)).toEqual({ error: 'The request took too long to arrive.', code: 'VALIDATION_ERROR' });
    expect(ms).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(ms).toBeLessThan(TIMEOUTS.requestMs + 1500);
  });

  it('cuts a body that stops coming after the idle deadline', async () => {
    const { answer, ms } = await slowClient(port, loginHead(50), ['{"user'], 10);
    expect(status(answer)).toBe(408);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUTS.bodyIdleMs - 100);
    expect(ms).toBeLessThan(TIMEOUTS.bodyIdleMs + 1500);
  });

  it('cuts headers sent a byte every 300 ms after the headers deadline', async () => {
    const head = 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ';
    const { answer, ms } = await slowClient(port, head, Array(100).fill('a'), 300);
    expect(status(answer)).toBe(408);
    expect(ms).toBeLessThan(TIMEOUTS.headersMs + 2000);
  });

  it('closes a kept-alive connection left idle', async () => {
    const { answer, ms } = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', [], 1000);
    expect(status(answer)).toBe(200);
    expect(ms).toBeLessThan(TIMEOUTS.keepAliveMs + 1500);
  });

  it('still answers a request sent at once, and one whose body keeps coming within its deadline', async () => {
    const body = JSON.stringify({ username: 'nobody-here', password: 'not-the-password' });
    const quick = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(quick.status).toBe(401);
    // 10 pieces 100 ms apart: 1 s, within the 2 s deadline, no gap near the idle one.
    const pieces = body.match(/.{1,7}/g)!;
    const slow = await slowClient(
      port,
      loginHead(Buffer.byteLength(body)).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'),
      pieces,
      100,
    );
    expect(status(slow.answer)).toBe(401);
  });

  it('lets an upload that keeps coming run past the request deadline, up to the upload one', async () => {
    const admin = await makeUser(t.app, ROLES.ADMIN);
    const { payload: body, contentType } = multipartBody([
      { name: 'form_title', data: 'Slow upload' },
      { name: 'file', filename: 'slow.txt', contentType: 'text/plain', data: 'a line of the form\n'.repeat(2000) },
    ]);
    const head =
      `POST /api/form-files HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin.token}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // 3.5 s of sending (35 pieces 100 ms apart): past the 2 s request deadline, within the 8 s upload one.
    const size = Math.ceil(body.length / 35);
    const pieces = Array.from({ length: Math.ceil(body.length / size) }, (_, i) =>
      body.subarray(i * size, (i + 1) * size).toString('latin1'),
    );
    const { answer, ms } = await slowClient(port, head, pieces, 100);
    expect(ms).toBeGreaterThan(TIMEOUTS.requestMs);
    expect(status(answer), answer.slice(0, 400)).toBe(201);
  });
});
