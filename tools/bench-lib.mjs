// Shared by the benchmark scripts (bench.mjs, bench-profile.mjs): start the real server, wait for it, load it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
export const PASSWORD = 'Bench-pass-2026';

export function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * Generates a centre of `clients` clients in the (empty) data directory `dir`; with `databaseUrl`, in that
 * (empty) PostgreSQL database instead, `dir` then holding only the JWT secret.
 */
export const seedLarge = (dir, clients, databaseUrl) =>
  run('npm', ['run', '-s', 'seed:large', '--', '--clients', String(clients)], {
    DATA_DIR: dir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

/** Waits until `url` answers (with a 2xx, unless `anyStatus`). */
export async function waitFor(url, ms = 30_000, { anyStatus = false } = {}) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok || anyStatus) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * The real API (apps/api/src/main.ts) on the data directory `dir`; `nodeArgs` e.g. ['--cpu-prof'];
 * `databaseUrl`: on that PostgreSQL database (`dir` then holds the JWT secret and nothing else).
 */
export function startServer(dir, port, nodeArgs = [], databaseUrl) {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      DEMO_DATA: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Stops a child process and waits for it to end. */
export async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.on('exit', r));
  child.kill(signal);
  await exited;
}

export async function api(base, method, url, token, body) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Signs in a generated account and answers `{ token, user }`. */
export const login = (base, username) => api(base, 'POST', '/api/auth/login', null, { username, password: PASSWORD });

/**
 * The plan list of one client of bench.coach1 (the client of the coach's newest plan): the (b) case of
 * the benchmark. Found through the plan list itself, so the benchmark needs no other feature's route.
 */
export async function planListCase(base) {
  const coach = await login(base, 'bench.coach1');
  const [newest] = (await api(base, 'GET', '/api/action-plans?page=1&pageSize=1', coach.token)).actionPlans;
  return { coach, clientId: newest.client_id, path: `/api/action-plans?clientId=${newest.client_id}&page=1` };
}

/** CPU seconds (user + system) a process has used so far: Linux's /proc; undefined elsewhere. */
export function cpuSeconds(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

/** Loads `opts.url` with autocannon; with `pid`, also the CPU that process used per request (µs). */
export async function loadMeasured(opts, pid) {
  const before = pid && cpuSeconds(pid);
  const result = await load(opts);
  const after = pid && cpuSeconds(pid);
  const cpuPerRequest = before !== undefined && after !== undefined ? ((after - before) * 1e6) / result.requests.total : undefined;
  return { result, cpuPerRequest };
}

export function load(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** The URL of database `name` on the server of `url` (a postgres:// URL). */
export function databaseUrlOf(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Runs one statement on the maintenance database of the server of `url` (create or drop a database cannot
 * run on the database itself, nor in a transaction).
 */
export async function adminStatement(url, statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrlOf(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the PostgreSQL database `name` (from `template` when given) on the server of `url`; answers its URL. */
export async function createDatabase(url, name, template) {
  await adminStatement(url, `drop database if exists "${name}" with (force)`);
  await adminStatement(url, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return databaseUrlOf(url, name);
}

export const dropDatabase = (url, name) => adminStatement(url, `drop database if exists "${name}" with (force)`);

/** Resident memory of a process now (bytes): Linux's /proc; undefined elsewhere. */
export function rssBytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(/\d+/.exec(line)[0]) * 1024;
  } catch {
    return undefined;
  }
}
