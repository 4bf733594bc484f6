import { execFile } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Starts the server from its sources with the version check first (src/start.mjs; the build's dist/main.mjs does the same) with these settings; its exit code and what it wrote to stderr. */
async function start(env: Record<string, string>, node = process.execPath): Promise<{ code: number | null; stderr: string }> {
  const args = node === process.execPath ? ['--import', 'tsx', 'src/start.mjs'] : ['src/start.mjs'];
  try {
    await run(node, args, {
      cwd: API_ROOT,
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tc-start-')),
        HOST: '127.0.0.1',
        PORT: '0',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    return { code: 0, stderr: '' };
  } catch (err) {
    const { code, stderr } = err as { code: number | null; stderr: string };
    return { code, stderr };
  }
}

/** One line, no stack. */
function expectOneLine(result: { code: number | null; stderr: string }, message: RegExp) {
  expect(result.code).toBe(1);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

describe('start-up failures are one clear line and a non-zero exit', () => {
  let busy: net.Server;
  let busyPort: number;
  beforeAll(async () => {
    busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  // Started side by side: each waits on a process of its own.
  it('a refused ADMIN_PASSWORD, a busy port, a bad or unreachable DATABASE_URL, an unreachable REDIS_URL', async () => {
    const [admin, port, unreadable, unreachable, redis] = await Promise.all([
      start({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'password123' }),
      start({ PORT: String(busyPort) }),
      start({ DATABASE_URL: 'postgres://u:p@host:notaport/db' }),
      start({ DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' }),
      start({ REDIS_URL: 'redis://127.0.0.1:1' }),
    ]);
    expectOneLine(admin, /^Invalid configuration: ADMIN_PASSWORD: This password is too common/);
    expectOneLine(port, new RegExp(`^Cannot listen on 127\\.0\\.0\\.1:${busyPort}: another program is using the port`));
    expectOneLine(unreadable, /^Invalid configuration: DATABASE_URL: cannot be read as an address/);
    expectOneLine(unreachable, /^Invalid configuration: DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:1 \(.*ECONNREFUSED/);
    expectOneLine(redis, /^Invalid configuration: REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:1/);
  }, 90_000);

  // The machine's system Node, where it is older than the engines range (Debian's 20 here); skipped where there is none.
  const oldNode = ['/usr/bin/node', '/bin/node'].find(
    (file) => existsSync(file) && Number(execFileSync(file, ['-p', 'process.versions.node']).toString().split('.')[0]) < 22,
  );
  it.skipIf(!oldNode)('an older Node than package.json "engines" says so before anything loads', async () => {
    expectOneLine(await start({}, oldNode), /^This server needs Node >=22\.12 \(package\.json "engines"\); this is Node 2\d\./);
  });
});
