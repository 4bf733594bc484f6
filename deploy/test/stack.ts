import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The deployment under test (deploy/test/run.sh): two app instances on one fresh PostgreSQL database and
 * Redis, behind nginx running deploy/nginx/tc-app.conf with a self-signed certificate. Everything started
 * is written down in the run's folder (DEPLOY_TEST_DIR): each process's pid in pids/, the database's name
 * in `database`, so the teardown, or run.sh's trap after a crash, stops exactly those.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const API_DIR = path.join(ROOT, 'apps/api');

export const HOST_NAME = 'tc.test';
export const HTTPS_PORT = 8443;
export const HTTP_PORT = 8080;
export const INSTANCE_PORTS = { a: 3451, b: 3452 } as const;
export type Instance = keyof typeof INSTANCE_PORTS;
export const ORIGIN = `https://${HOST_NAME}:${HTTPS_PORT}`;

/**
 * The app as deploy/tc-app.service starts it (ExecStart, from apps/api): the server `npm run build` compiled.
 * It and the unit's ExecStart change together.
 */
const APP_COMMAND = [process.execPath, 'dist/main.mjs'];

export function runDir(): string {
  const dir = process.env.DEPLOY_TEST_DIR;
  if (!dir) throw new Error('DEPLOY_TEST_DIR is not set: run deploy/test/run.sh');
  return dir;
}

const pidFile = (name: string) => path.join(runDir(), 'pids', `${name}.pid`);

/** The environment both instances share: what /etc/tc-app/tc-app.env holds in a deployment. */
function sharedEnv(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(runDir(), 'env.json'), 'utf8')) as Record<string, string>;
}

/** A fresh database on TEST_DATABASE_URL's server, its name written down for the clean-up. */
async function createDatabase(adminUrl: string): Promise<string> {
  const name = `tc_deploy_${randomBytes(5).toString('hex')}`;
  fs.writeFileSync(path.join(runDir(), 'database'), name);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The test's database, for reading back what the person saved. */
export function databaseUrl(): string {
  return sharedEnv().DATABASE_URL;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) break;
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start (its log is in ${runDir()})`);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts one instance on its port and waits until it answers /api/health. */
export async function startInstance(name: Instance): Promise<number> {
  const port = INSTANCE_PORTS[name];
  const dataDir = path.join(runDir(), `data-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const log = fs.openSync(path.join(runDir(), `app-${name}.log`), 'a');
  const [command, ...args] = APP_COMMAND;
  const child = spawn(command, args, {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...sharedEnv(), PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const pid = child.pid!;
  fs.writeFileSync(pidFile(`app-${name}`), `${pid}\n`);
  child.unref();
  await waitFor(
    `app instance ${name} on port ${port}`,
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
    90_000,
    () => isAlive(pid),
  );
  return pid;
}

/** Stops an instance with this signal (SIGTERM: as systemd stops it; SIGKILL: a crash) and waits until it is gone. */
export async function killInstance(name: Instance, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  const file = pidFile(`app-${name}`);
  const pid = Number(fs.readFileSync(file, 'utf8'));
  process.kill(pid, signal);
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (isAlive(pid)) throw new Error(`app instance ${name} (pid ${pid}) did not stop on ${signal}`);
  fs.rmSync(file);
}

/** The ports a run of the site file listens on and sends to (tools/bench-instances.mjs runs it on its own). */
export interface SitePorts {
  https: number;
  http: number;
  instances: readonly [number, number];
}
const TEST_PORTS: SitePorts = { https: HTTPS_PORT, http: HTTP_PORT, instances: [INSTANCE_PORTS.a, INSTANCE_PORTS.b] };

/**
 * deploy/nginx/tc-app.conf as the test runs it: only its ports, paths and certificate changed. Each
 * change must find its text, so that a reshaped site file fails here rather than being tested half.
 */
export function siteConfig(dir: string, ports: SitePorts = TEST_PORTS): string {
  let site = fs.readFileSync(path.join(ROOT, 'deploy/nginx/tc-app.conf'), 'utf8');
  const changes: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.instances[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.instances[1]} `],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['server_name coaching.example.ca;', `server_name ${HOST_NAME};`],
    ['return 301 https://$host$request_uri;', `return 301 https://$host:${ports.https}$request_uri;`],
    ['/etc/letsencrypt/live/coaching.example.ca/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/letsencrypt/live/coaching.example.ca/privkey.pem', path.join(dir, 'key.pem')],
  ];
  for (const [from, to] of changes) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/tc-app.conf no longer has "${from}": update deploy/test/stack.ts`);
    site = site.replaceAll(from, to);
  }
  return site;
}

/**
 * nginx's own configuration: a master of the test's own (not the system's service), everything in the run's folder.
 * Workers and connections as Debian's /etc/nginx/nginx.conf sets them, which a deployment keeps: with 256 a worker,
 * tools/bench-instances.mjs's 200 connections failed ("worker_connections are not enough": each proxied request
 * holds two, the client's and the instance's).
 */
export function nginxConfig(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${path.join(dir, `nginx-${kind}`)};`,
  );
  return [
    'daemon off;',
    'worker_processes auto;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 768; }',
    'http {',
    `    access_log ${path.join(dir, 'nginx-access.log')};`,
    ...temp,
    `    include ${path.join(dir, 'tc-app.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** A self-signed certificate for HOST_NAME, a day long: cert.pem and key.pem in `dir`. */
export function makeCertificate(dir: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST_NAME}`,
      '-addext',
      `subjectAltName=DNS:${HOST_NAME}`,
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
}

/** The whole deployment: certificate, database, two instances, nginx. */
export async function startStack(): Promise<void> {
  const started = Date.now();
  const dir = runDir();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL must be set');
  fs.mkdirSync(path.join(dir, 'pids'), { recursive: true });
  // nginx's workers run as nobody when the master is root: they must reach the folder.
  fs.chmodSync(dir, 0o755);

  makeCertificate(dir);

  const redis = new URL(redisUrl);
  // A Redis database of this test's own (11), apart from the other tests' counters.
  redis.pathname = '/11';
  const env = {
    DATABASE_URL: await createDatabase(adminUrl),
    REDIS_URL: redis.toString(),
    JWT_SECRET: randomBytes(36).toString('base64url'),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    PUBLIC_URL: ORIGIN,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  };
  fs.writeFileSync(path.join(dir, 'env.json'), JSON.stringify(env));

  // One after the other: the first migrates the empty database and seeds the demo centre.
  await startInstance('a');
  await startInstance('b');

  fs.writeFileSync(path.join(dir, 'tc-app.conf'), siteConfig(dir));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir));
  const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  execFileSync('nginx', [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
  const nginx = spawn('nginx', nginxArgs, { stdio: 'ignore' });
  fs.writeFileSync(pidFile('nginx'), `${nginx.pid}\n`);
  nginx.unref();
  await waitFor(
    'nginx',
    async () => {
      const answer = await fetch(`http://127.0.0.1:${HTTP_PORT}/`, { redirect: 'manual' });
      return answer.status === 301;
    },
    10_000,
    () => isAlive(nginx.pid!),
  );
  console.log(`deploy test: two instances and nginx up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Stops every process the run started (by the pids it wrote down), drops its database. */
export async function stopStack(): Promise<void> {
  const dir = runDir();
  const pids = path.join(dir, 'pids');
  const running = fs.existsSync(pids) ? fs.readdirSync(pids).map((f) => Number(fs.readFileSync(path.join(pids, f), 'utf8'))) : [];
  for (const pid of running) if (isAlive(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 12_000;
  while (running.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of running) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(pids, { recursive: true, force: true });

  const databaseFile = path.join(dir, 'database');
  if (fs.existsSync(databaseFile)) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`drop database if exists ${fs.readFileSync(databaseFile, 'utf8').trim()} with (force)`);
    } finally {
      await client.end();
    }
    fs.rmSync(databaseFile);
  }
}
