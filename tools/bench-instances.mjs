#!/usr/bin/env node
// `node tools/bench-instances.mjs --database-url postgres://…/postgres [--duration 60 --connections 200 --clients 1000]`
// Target 6 of the scale work: two API instances behind nginx, on one PostgreSQL database and one Redis, hold
// `--connections` connections of mixed reads and writes for `--duration` seconds over https with no error,
// and every write the API acknowledged is in the database, once.
//
// It builds the deployment the README describes ("Several instances on PostgreSQL and Redis"), on its own ports:
// a fresh database on the server of --database-url (filled by `npm run seed:large`, or copied from --template),
// a Redis of its own, two instances (tsx, or with --compiled the server `npm run build` made, as the systemd unit
// starts it) and nginx running deploy/nginx/tc-app.conf as deploy/test/run.sh does (deploy/test/stack.ts changes
// only its ports, paths and certificate). Then it loads it: each connection is a coach (nine in ten) or an
// administrator, reading the lists a person opens (a client's plans and diary, the client list, the week's
// sessions, the administrators' lists) and, one request in five, logging time (POST /api/action-journals) with
// a marker of its own in the notes. Every 201 answer's id is written down and looked up in PostgreSQL afterwards.
// Prints rate, p50/p99, errors by kind, writes acknowledged/stored, and one line "target 6: MEETS/MISSES …".
// Stops everything it started, by pid, and drops its database, also when it fails or is interrupted.
//
// It imports deploy/test/stack.ts as it is (Node 24 strips the types), so that the nginx it runs is the deploy test's.
// Callable from the main bench: `import { benchInstances } from './bench-instances.mjs'` (same options, answers the figures).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { HOST_NAME, makeCertificate, nginxConfig, siteConfig } from '../deploy/test/stack.ts';
import { PASSWORD, root, run } from './bench-lib.mjs';

export const DEFAULTS = {
  duration: 60,
  /** Seconds of the same load before the measured ones (the instances compile their hot code): errors count, times do not. */
  warmup: 5,
  connections: 200,
  clients: 1000,
  /** https on `port`, http on port + 1, the two instances on port + 2 and port + 3. */
  port: 4200,
  redisPort: 6392,
  /** Share of requests that write (POST /api/action-journals). */
  writeShare: 0.2,
};

/** A request unanswered this long counts as a timeout: nginx itself gives up on the app after 60 s (proxy_read_timeout). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Coaches signed in: each coach connection is one of them. */
const COACHES = 40;
/** One connection in ten is an administrator's. */
const ADMIN_EVERY = 10;
/**
 * Each request comes from one of this many addresses (X-Forwarded-For, read with TRUST_PROXY=2): a centre's
 * people come from many addresses, and the API's limit of RATE_LIMIT_PER_MINUTE calls per address, counted in
 * Redis for both instances, stays on as deployed. From one address the bench would only measure that limit.
 */
const ADDRESSES = 10_000;

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function waitUntil(what, check, ms, alive = () => true) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive()) break;
    if (await check().catch(() => false)) return;
    await sleep(150);
  }
  throw new Error(`${what} did not start`);
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The Alberta day of today, YYYY-MM-DD (a diary entry may not be in the future there). */
const albertaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Edmonton' });

/**
 * Builds the deployment, loads it, checks the writes, tears it down. `log` prints progress (console.log by default).
 * Answers the figures and `verdict`, the one line that says whether target 6 is met.
 */
export async function benchInstances(options) {
  const o = { ...DEFAULTS, ...options };
  if (!o.databaseUrl) throw new Error('--database-url is required (a PostgreSQL server: the bench makes its own database on it)');
  const log = o.log ?? console.log;
  const ports = { https: o.port, http: o.port + 1, instances: [o.port + 2, o.port + 3] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-instances-'));
  // nginx's workers run as nobody when the master is root: they must reach the folder.
  fs.chmodSync(dir, 0o755);
  const children = [];
  const database = `tc_bench_inst_${randomBytes(4).toString('hex')}`;
  const serverUrl = new URL(o.databaseUrl);
  const databaseUrl = new URL(o.databaseUrl);
  databaseUrl.pathname = `/${database}`;
  let created = false;

  const adminQuery = async (text) => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };

  /** Starts a process of this run, its output in `<name>.log` of the run's folder. */
  const start = (name, command, args, opts = {}) => {
    const out = fs.openSync(path.join(dir, `${name}.log`), 'a');
    const child = spawn(command, args, { stdio: ['ignore', out, out], ...opts });
    fs.closeSync(out);
    children.push({ name, child });
    return child;
  };

  const stopAll = async () => {
    // Newest first: nginx before the instances, the instances before Redis. SIGTERM: each finishes what it holds.
    for (const { child } of [...children].reverse()) if (isAlive(child.pid)) child.kill('SIGTERM');
    const until = Date.now() + 12_000;
    while (children.some(({ child }) => child.exitCode === null && child.signalCode === null) && Date.now() < until) await sleep(100);
    for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    children.length = 0;
  };

  const cleanup = async () => {
    await stopAll();
    if (created)
      await adminQuery(`drop database if exists ${database} with (force)`).catch((err) =>
        log(`  ! could not drop ${database}: ${err.message}`),
      );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, a CI timeout): still stop what was started and drop the database.
  const onSignal = (signal) => {
    cleanup().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    // Another server on one of the ports would answer in place of this run's.
    for (const port of [ports.https, ports.http, ...ports.instances, o.redisPort]) {
      if (await portOpen(port)) throw new Error(`port ${port} is in use: choose others with --port and --redis-port`);
    }

    // The database.
    let started = Date.now();
    if (o.template) {
      await adminQuery(`create database ${database} template ${o.template}`);
      created = true;
      log(`  database ${database}: a copy of ${o.template} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } else {
      await adminQuery(`create database ${database}`);
      created = true;
      const seedDir = path.join(dir, 'seed');
      fs.mkdirSync(seedDir);
      await run('npm', ['run', '-s', 'seed:large', '--', '--clients', String(o.clients)], {
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: seedDir,
      });
      log(`  database ${database}: ${o.clients} clients by seed:large (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }

    // Redis of its own (no persistence).
    start('redis', 'redis-server', ['--port', String(o.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await waitUntil(`Redis on ${o.redisPort}`, () => portOpen(o.redisPort), 10_000);

    // The two instances, as /etc/tc-app/tc-app.env and tc-app@.service would run them.
    started = Date.now();
    const shared = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${o.redisPort}/0`,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      HOST: '127.0.0.1',
      // nginx, and before it the addresses the bench sends (ADDRESSES above).
      TRUST_PROXY: '2',
      PUBLIC_URL: `https://${HOST_NAME}:${ports.https}`,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    };
    const [command, ...args] = o.compiled ? [process.execPath, 'dist/main.mjs'] : [process.execPath, '--import', 'tsx', 'src/main.ts'];
    for (const [i, port] of ports.instances.entries()) {
      const dataDir = path.join(dir, `data-${i}`);
      fs.mkdirSync(dataDir);
      const child = start(`app-${i}`, command, args, {
        cwd: path.join(root, 'apps/api'),
        env: { ...shared, PORT: String(port), DATA_DIR: dataDir },
      });
      // One after the other, as the README says: the first migrates (nothing to do after seed:large).
      await waitUntil(
        `instance on ${port}`,
        async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok,
        90_000,
        () => child.exitCode === null,
      );
    }

    // nginx with the site file, over https.
    makeCertificate(dir);
    fs.writeFileSync(path.join(dir, 'tc-app.conf'), siteConfig(dir, ports));
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir));
    const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
    execFileSync('nginx', [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
    const nginx = start('nginx', 'nginx', nginxArgs);
    await waitUntil(
      'nginx',
      async () => (await fetch(`http://127.0.0.1:${ports.http}/`, { redirect: 'manual' })).status === 301,
      10_000,
      () => nginx.exitCode === null,
    );
    log(`  two instances (${o.compiled ? 'compiled' : 'tsx'}) and nginx up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const result = await load(o, ports, dir, log);
    result.verify = await verifyWrites(databaseUrl.toString(), result.marker, result.acknowledged);
    const figures = report(o, result, log);
    logProblems(dir, log);
    return figures;
  } catch (err) {
    for (const name of ['app-0', 'app-1', 'nginx-error', 'redis']) {
      const file = path.join(dir, `${name}.log`);
      if (fs.existsSync(file) && fs.statSync(file).size)
        log(`== ${name}.log\n${fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n')}`);
    }
    throw err;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

/** What nginx and the instances complained of, each kind of message once with its count (times and ids left out). */
function logProblems(dir, log) {
  for (const name of ['nginx-error', 'app-0', 'app-1']) {
    const file = path.join(dir, `${name}.log`);
    if (!fs.existsSync(file)) continue;
    const kinds = new Map();
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const kind = line
        .replace(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d /, '')
        .replace(/\d+#\d+: \*\d+ /, '')
        .replace(/, client: .*/, '')
        .replace(/"(time|reqId|pid|hostname)":[^,}]*,?/g, '')
        .slice(0, 200);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    if (kinds.size) log(`  ${name}.log:`);
    for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8)) log(`    ${n} × ${kind}`);
  }
}

/** Loads the deployment through nginx; answers the latencies, errors and the acknowledged writes. */
async function load(o, ports, dir, log) {
  const ca = fs.readFileSync(path.join(dir, 'cert.pem'));
  const agent = new https.Agent({ keepAlive: true, maxSockets: o.connections, maxFreeSockets: o.connections, ca, servername: HOST_NAME });
  let sent = 0;
  const address = () => {
    const n = sent++ % ADDRESSES;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };

  /** One request over https; `keepBody` reads the answer (else it is drained). Never rejects: errors come as `error`. */
  const call = (method, url, token, body, keepBody = false) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { host: `${HOST_NAME}:${ports.https}`, 'x-forwarded-for': address() };
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      let settled = false;
      const done = (answer) => {
        if (settled) return;
        settled = true;
        resolve({ ...answer, ms: performance.now() - t0 });
      };
      const req = https.request({ agent, host: '127.0.0.1', port: ports.https, method, path: url, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => keepBody && chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode, body: keepBody ? Buffer.concat(chunks).toString('utf8') : undefined }));
        res.on('error', (err) => done({ error: err.code ?? err.message }));
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () => {
        req.destroy();
        done({ error: 'timeout' });
      });
      req.on('error', (err) => done({ error: err.code ?? err.message }));
      req.end(payload);
    });

  const json = async (method, url, token, body) => {
    const answer = await call(method, url, token, body, true);
    if (answer.error || answer.status >= 300)
      throw new Error(`${method} ${url}: ${answer.error ?? `${answer.status} ${answer.body.slice(0, 200)}`}`);
    return JSON.parse(answer.body);
  };
  const signIn = (username) => json('POST', '/api/auth/login', undefined, { username, password: PASSWORD });

  // The people: the administrator and COACHES coaches, each with the live plans of their clients.
  const today = albertaToday();
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() || 7;
  const dayFrom = (days) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const admin = await signIn('bench.admin');
  const coaches = [];
  for (let i = 1; i <= COACHES; i++) {
    const { token, user } = await signIn(`bench.coach${i}`);
    const { actionPlans } = await json('GET', '/api/action-plans?page=1&pageSize=50', token);
    if (actionPlans.length === 0) continue;
    const week = `/api/sessions?coach_id=${user.id}&from=${dayFrom(1 - weekday)}&to=${dayFrom(7 - weekday)}&pageSize=100`;
    coaches.push({ token, plans: actionPlans.map((p) => ({ id: p.id, clientId: p.client_id })), week });
  }
  if (coaches.length === 0) throw new Error('no coach with a live plan: is the database seeded?');
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  // What each kind of person reads, with its weight: the lists a person opens most.
  const coachReads = [
    [30, 'a client’s plans', (c) => `/api/action-plans?clientId=${pick(c.plans).clientId}&page=1`],
    [25, 'a client’s diary', (c) => `/api/action-journals?client_id=${pick(c.plans).clientId}&page=1`],
    [20, 'her clients', () => '/api/users/clients?mine=true&page=1'],
    [15, 'her week of sessions', (c) => c.week],
    [10, 'her plans', () => '/api/action-plans?page=1'],
  ];
  const adminReads = [
    [30, 'all plans (admin)', () => '/api/action-plans?page=1'],
    [25, 'all clients (admin)', () => '/api/users/clients?page=1'],
    [20, 'all diary entries (admin)', () => '/api/action-journals?page=1'],
    [25, 'a client’s plans (admin)', () => `/api/action-plans?clientId=${pick(pick(coaches).plans).clientId}&page=1`],
  ];
  const weighted = (reads) => {
    const total = reads.reduce((sum, [w]) => sum + w, 0);
    return () => {
      let r = Math.random() * total;
      for (const read of reads) if ((r -= read[0]) < 0) return read;
      return reads[reads.length - 1];
    };
  };
  const coachRead = weighted(coachReads);
  const adminRead = weighted(adminReads);

  // Every kind answers before the load starts (a wrong URL would only show as errors).
  for (const [, , url] of coachReads) await json('GET', url(coaches[0]), coaches[0].token);
  for (const [, , url] of adminReads) await json('GET', url(), admin.token);

  const marker = `bench-instances ${randomBytes(4).toString('hex')}`;
  /** marker → id of every 201. */
  const acknowledged = new Map();
  const latencies = [];
  const byKind = new Map();
  const errors = new Map();
  let unacknowledgedWrites = 0;
  const count = (kind, ms, error, measured) => {
    if (error) errors.set(`${kind}: ${error}`, (errors.get(`${kind}: ${error}`) ?? 0) + 1);
    if (!measured) return;
    const k = byKind.get(kind) ?? { n: 0, errors: 0, ms: [] };
    k.n++;
    k.ms.push(ms);
    if (error) k.errors++;
    byKind.set(kind, k);
    latencies.push(ms);
  };

  log(
    `  loading: ${o.connections} connections for ${o.warmup} + ${o.duration} s through nginx (https), ${Math.round(o.writeShare * 100)}% writes`,
  );
  const measuredFrom = Date.now() + o.warmup * 1000;
  const until = measuredFrom + o.duration * 1000;
  const connection = async (i) => {
    const isAdmin = i % ADMIN_EVERY === 0;
    const coach = coaches[i % coaches.length];
    const token = isAdmin ? admin.token : coach.token;
    let n = 0;
    while (Date.now() < until) {
      const measured = Date.now() >= measuredFrom;
      if (Math.random() < o.writeShare) {
        const mark = `${marker} ${i}-${n++}`;
        const plan = pick((isAdmin ? pick(coaches) : coach).plans);
        const body = { actionplan_id: plan.id, date: today, minutes: 1 + Math.floor(Math.random() * 120), activity: 'phone', notes: mark };
        const answer = await call('POST', '/api/action-journals', token, body, true);
        const kind = isAdmin ? 'log time (admin)' : 'log time';
        if (answer.status === 201) {
          acknowledged.set(mark, JSON.parse(answer.body).id);
          count(kind, answer.ms, undefined, measured);
        } else {
          unacknowledgedWrites++;
          count(kind, answer.ms, answer.error ?? `HTTP ${answer.status} ${answer.body?.slice(0, 120) ?? ''}`, measured);
        }
      } else {
        const [, kind, url] = isAdmin ? adminRead() : coachRead();
        const answer = await call('GET', url(coach), token);
        const error = answer.error ?? (answer.status >= 200 && answer.status < 300 ? undefined : `HTTP ${answer.status}`);
        count(kind, answer.ms, error, measured);
      }
    }
  };
  await Promise.all(Array.from({ length: o.connections }, (_, i) => connection(i)));
  const seconds = (Date.now() - measuredFrom) / 1000;
  agent.destroy();
  return { marker, acknowledged, latencies, byKind, errors, seconds, unacknowledgedWrites };
}

/** Reads back every entry of this run from PostgreSQL: each acknowledged id there once, under its marker. */
async function verifyWrites(databaseUrl, marker, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id, notes from action_journals where notes like $1', [`${marker} %`]);
    const stored = new Map();
    for (const row of rows) stored.set(row.notes, [...(stored.get(row.notes) ?? []), Number(row.id)]);
    let lost = 0;
    let twice = 0;
    let otherId = 0;
    for (const [mark, id] of acknowledged) {
      const ids = stored.get(mark);
      if (!ids) lost++;
      else if (ids.length > 1) twice++;
      else if (ids[0] !== id) otherId++;
    }
    // Stored without a 201 reaching the bench (an answer lost on the way): not an error of the target, but said.
    const unacknowledged = [...stored.keys()].filter((mark) => !acknowledged.has(mark)).length;
    const duplicates = [...stored.values()].filter((ids) => ids.length > 1).length;
    return { stored: rows.length, lost, twice, otherId, unacknowledged, duplicates };
  } finally {
    await client.end();
  }
}

function report(o, r, log) {
  const sorted = Float64Array.from(r.latencies).sort();
  const total = sorted.length;
  // Every error counts, the warm-up's too.
  const errorCount = [...r.errors.values()].reduce((a, b) => a + b, 0);
  const v = r.verify;
  const ms = (x) => Math.round(x);
  log(`\n  ${'request'.padEnd(28)} ${'count'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`);
  for (const [kind, k] of [...r.byKind].sort((a, b) => b[1].n - a[1].n)) {
    const s = Float64Array.from(k.ms).sort();
    log(
      `  ${kind.padEnd(28)} ${String(k.n).padStart(8)} ${String(ms(percentile(s, 50))).padStart(7)} ${String(ms(percentile(s, 99))).padStart(7)} ${String(k.errors).padStart(7)}`,
    );
  }
  for (const [what, n] of r.errors) log(`  ! ${n} × ${what}`);
  const rate = total / r.seconds;
  const figures = {
    requests: total,
    rps: rate,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: errorCount,
    acknowledged: r.acknowledged.size,
    stored: v.stored,
    lost: v.lost + v.otherId,
    twice: v.duplicates,
    unacknowledgedStored: v.unacknowledged,
  };
  const meets = total > 0 && errorCount === 0 && figures.lost === 0 && figures.twice === 0 && figures.acknowledged > 0;
  const verdict =
    `target 6: ${meets ? 'MEETS' : 'MISSES'} (2 instances behind nginx over https, one PostgreSQL and Redis, ${o.connections} connections, ${Math.round(r.seconds)} s, ${o.template ? `a copy of ${o.template}` : `${o.clients} clients`}): ` +
    `${Math.round(rate)} req/s, p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms (${total} requests), ${errorCount} errors; ` +
    `writes ${figures.acknowledged} acknowledged, ${v.stored} stored, ${figures.lost} lost, ${figures.twice} twice` +
    (v.unacknowledged ? ` (${v.unacknowledged} stored whose answer failed)` : '');
  log(`\n${verdict}`);
  return { ...figures, meets, verdict };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL },
      duration: { type: 'string', default: String(DEFAULTS.duration) },
      warmup: { type: 'string', default: String(DEFAULTS.warmup) },
      connections: { type: 'string', default: String(DEFAULTS.connections) },
      clients: { type: 'string', default: String(DEFAULTS.clients) },
      port: { type: 'string', default: String(DEFAULTS.port) },
      'redis-port': { type: 'string', default: String(DEFAULTS.redisPort) },
      'write-share': { type: 'string', default: String(DEFAULTS.writeShare) },
      // A database to copy instead of running seed:large (e.g. one seed:large made before): no connection may be open on it.
      template: { type: 'string' },
      // The server `npm run build` compiled (apps/api/dist/main.mjs), as deploy/tc-app@.service starts it.
      compiled: { type: 'boolean', default: false },
    },
  });
  const result = await benchInstances({
    databaseUrl: values['database-url'],
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
    clients: Number(values.clients),
    port: Number(values.port),
    redisPort: Number(values['redis-port']),
    writeShare: Number(values['write-share']),
    template: values.template,
    compiled: values.compiled,
  });
  process.exitCode = result.meets ? 0 : 1;
}
