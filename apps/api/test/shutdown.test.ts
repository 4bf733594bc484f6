import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { freePort, freshPgDatabase } from './api-process';
import { DATABASES } from './harness';
import { multipartBody } from './multipart';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = { username: 'director', password: 'Shutdown-test-pass-2026' };
const GRACE_SECONDS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET on a connection of its own (no pool that could reuse one): its status, or `refused`. */
function getOnNewConnection(url: string): Promise<number | 'refused'> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve('refused'));
  });
}

/** Everything the server sends on the socket until it closes it. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => {});
  });
}

interface Server {
  url: string;
  port: number;
  dataDir: string;
  exited: Promise<number | null>;
  output(): string;
  kill(signal: NodeJS.Signals): void;
  running(): boolean;
}

/** `node --import tsx src/main.ts` on a port and DATA_DIR of its own, once /api/ready answers 200. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tc-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'shutdown-test-secret-that-is-long-enough-to-use',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while ((await getOnNewConnection(`${url}/api/ready`)) !== 200) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await sleep(200);
  }
  return {
    url,
    port,
    dataDir,
    exited,
    output: () => output,
    kill: (signal) => child.kill(signal),
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/** The administrator's token. */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** An image upload's head and body, to send by hand. */
async function imageUpload(token: string): Promise<{ head: string; payload: Buffer }> {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
  const { payload, contentType } = multipartBody([
    { name: 'image', filename: 'slow.png', contentType: 'image/png', data: png },
    { name: 'alt_text', data: 'A test picture' },
  ]);
  const head =
    `POST /api/uploads/images HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`;
  return { head, payload };
}

/**
 * docs/architecture.md#health-readiness-and-metrics: a real process, an upload in flight (its body sent slowly) when
 * SIGTERM comes. The upload is answered and kept, a new connection is refused, a new request on the open connection
 * is answered 503, the process exits 0 within the grace, and the database is closed clean.
 */
describe.each(DATABASES)('SIGTERM on %s', (kind) => {
  it('finishes the request in flight, refuses new ones, closes the database and exits 0 within the grace', async () => {
    const database = kind === 'postgres' ? await freshPgDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    const server = await startServer({
      ...(database ? { DATABASE_URL: database.url } : {}),
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    }).catch(async (error: unknown) => {
      await database?.drop();
      throw error;
    });
    const { url, port, dataDir, exited } = server;
    try {
      // An image upload whose body comes in two halves, SIGTERM between them.
      const { head, payload } = await imageUpload(await signIn(url));
      const socket = net.connect(port, '127.0.0.1');
      const answers = readUntilClosed(socket);
      socket.write(head);
      const half = Math.floor(payload.length / 2);
      socket.write(payload.subarray(0, half));
      await sleep(300);

      const signalledAt = Date.now();
      server.kill('SIGTERM');
      // Not listening any more: a new connection is refused (or, in the moment before, answered 503).
      let fresh: number | 'refused' = 200;
      while (fresh === 200 && Date.now() - signalledAt < 2000) fresh = await getOnNewConnection(`${url}/api/ready`);
      expect(fresh === 'refused' || fresh === 503, `a new connection got ${fresh}`).toBe(true);
      await sleep(500);
      expect(server.running(), 'the process waits for the request in flight').toBe(true);

      // The rest of the body, then a new request on the same connection.
      socket.write(payload.subarray(half));
      socket.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const text = await answers;
      const [upload, after] = text.split(/(?=HTTP\/1\.1 )/);
      expect(upload, server.output()).toMatch(/^HTTP\/1\.1 20[01] /);
      expect(upload).toContain('"image_url"');
      expect(after).toMatch(/^HTTP\/1\.1 503 /);
      expect(after).toMatch(/\r\nconnection: close\r\n/i);
      expect(after).toContain('{"error":"The server is shutting down. Please try again in a moment.","code":"UNAVAILABLE"}');

      expect(await exited, server.output()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(GRACE_SECONDS * 1000);
      expect(server.output()).toContain('shutting down: finishing the requests in flight');
      expect(server.output()).not.toContain('were cut');

      if (kind === 'sqlite') {
        // Checkpointed and closed: no write-ahead log left over, and the file whole with the upload in it.
        const wal = path.join(dataDir, 'app.db-wal');
        expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
        const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(db.prepare('select count(*) as n from files').get()).toEqual({ n: 1 });
        } finally {
          db.close();
        }
      } else {
        const client = new pg.Client({ connectionString: database!.url });
        await client.connect();
        try {
          expect((await client.query('select count(*)::int as n from files')).rows).toEqual([{ n: 1 }]);
          // The pool was ended: no connection of the process is left on the server.
          const others = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
          expect(others.rows).toEqual([{ n: 0 }]);
        } finally {
          await client.end();
        }
      }
    } finally {
      if (server.running()) server.kill('SIGKILL');
      await exited;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('SIGTERM with a request slower than the grace', () => {
  it('cuts it once the grace is over, closes the database and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    try {
      const { head, payload } = await imageUpload(await signIn(server.url));
      const socket = net.connect(server.port, '127.0.0.1');
      const answers = readUntilClosed(socket);
      // Half the body, and the rest never.
      socket.write(head);
      socket.write(payload.subarray(0, payload.length / 2));
      await sleep(300);
      const signalledAt = Date.now();
      server.kill('SIGTERM');
      expect(await answers).not.toMatch(/^HTTP\/1\.1 20/);
      expect(await server.exited, server.output()).toBe(0);
      const took = Date.now() - signalledAt;
      expect(took).toBeGreaterThanOrEqual(1000);
      expect(took).toBeLessThan(3000);
      expect(server.output()).toContain('requests still in flight after 1 s were cut');
      const wal = path.join(server.dataDir, 'app.db-wal');
      expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    } finally {
      if (server.running()) server.kill('SIGKILL');
      await server.exited;
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
