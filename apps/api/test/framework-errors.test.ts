import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from './harness';

/** Sends bytes on a fresh connection and reads until the server closes it. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text.slice(0, 40))}`)));
  });
}

/** Status, headers (lower-cased names) and JSON body of a raw HTTP/1.1 answer. */
function parse(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe.each(DATABASES)('framework errors on %s, over a real socket', (kind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const send = (text: string) => rawRequest(port, text).then(parse);

  it('answers a URL that does not decode with 400 in the error shape', async () => {
    for (const url of ['/api/users/%E0%A4%A', '/%E0%A4%A']) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(res.status, url).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: 'The address is not valid: it has a broken %-escape.', code: 'VALIDATION_ERROR' });
    }
  });

  it('answers headers over 16 KB with 431 in the error shape', async () => {
    const res = await send(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(17 * 1024)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(res.body))));
    expect(res.body).toEqual({ error: 'The request headers are too large (at most 16 KB).', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers what is not HTTP with 400 in the error shape: an unknown method, a broken header, a broken request line', async () => {
    for (const text of [
      'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n',
      'GET /api/he alth HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    ]) {
      const res = await send(text);
      expect(res.status, text).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: 'The request is not valid HTTP.', code: 'VALIDATION_ERROR' });
    }
  });

  it('answers a method the path does not take with a JSON 405 naming those it takes', async () => {
    const res = await send('PROPFIND /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ error: '/api/health does not take PROPFIND; it takes GET, HEAD.', code: 'METHOD_NOT_ALLOWED' });
  });

  it('answers a method no path takes with a JSON 404', async () => {
    const res = await send('PROPFIND /api/no-such-thing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No API route PROPFIND /api/no-such-thing.', code: 'NOT_FOUND' });
  });
});
