import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One statement on the PostgreSQL server of `adminUrl`, on a connection of its own (creating or dropping a database). */
export async function pgStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function freshPgDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tc_procs_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const run = (statement: string) => pgStatement(adminUrl, statement);
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export interface ApiProcess {
  url: string;
  /** What the process wrote to stderr, for a failure's message. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * `node --import tsx src/main.ts` as a deployment runs it, on its own port and DATA_DIR;
 * resolves once /api/health answers 200.
 */
export async function startApi(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tc-api-proc-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, errors: () => stderr, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The API process on port ${port} did not start:\n${stderr}`);
}
