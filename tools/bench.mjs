#!/usr/bin/env node
// `npm run bench [-- --sizes 1000,10000 --duration 10 --connections 50]`
// For each database size: generate a centre (seed:large), start the real server
// on it, and load the main endpoints with autocannon (the all-clients report of
// the current fiscal year one request at a time); a bare node:http server
// answering the same bytes as the plan list runs in the same session as the
// ceiling. Prints one table.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3900' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);
const PASSWORD = 'Bench-pass-2026';

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function startServer(env, port) {
  const child = spawn(tsx, ['apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

function startBare(body, port, dir) {
  const file = path.join(dir, 'bare-body.json');
  writeFileSync(file, body);
  const code = `
    const http = require('node:http'); const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }); res.end(body); })
      .listen(${port}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
}

async function api(base, method, url, token, body) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return { data: await res.json(), text: undefined };
}

/** Lets the server drain what a slow case left queued, so it does not spill into the next one. */
async function settle(base) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const t = performance.now();
    try {
      await fetch(`${base}/api/health`);
    } catch {
      // still starting: only the time matters
    }
    if (performance.now() - t < 50) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function load(name, opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration, ...opts }, (err, result) => (err ? reject(err) : resolve({ name, result })));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const rows = [];
for (const size of sizes) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `tc-bench-${size}-`));
  const env = { DATA_DIR: dir };
  console.log(`\n== ${size} clients: generating`);
  await run('npm', ['run', '-s', 'seed:large', '--', '--clients', String(size)], env);
  const port = Number(values.port);
  const server = startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const login = (username) => api(base, 'POST', '/api/auth/login', null, { username, password: PASSWORD }).then((r) => r.data);
    const coach = await login('bench.coach1');
    const admin = await login('bench.admin');
    const auth = (t) => ({ authorization: `Bearer ${t}` });
    const clients = (await api(base, 'GET', `/api/users/associated-clients/${coach.user.id}`, coach.token)).data;
    const clientId = clients[0].id;
    const first = (await api(base, 'GET', `/api/action-plans?clientId=${clientId}&page=1`, coach.token)).data;
    const lastPage = Math.max(1, Math.ceil(first.total / 10));
    const all = (await api(base, 'GET', '/api/action-plans?page=1', admin.token)).data;
    const deepPage = Math.max(1, Math.floor(all.total / 10 / 2));
    const planId = first.actionPlans[0].id;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Edmonton' });
    // Alberta's fiscal year Y runs from April 1 of Y to March 31 of Y + 1.
    const fiscalYear = Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const planListBody = await (await fetch(`${base}/api/action-plans?clientId=${clientId}&page=1`, { headers: auth(coach.token) })).text();

    const bare = startBare(planListBody, port + 1, dir);
    await new Promise((r) => setTimeout(r, 500));
    const cases = [
      ['bare node:http, same bytes as (b)', { url: `http://127.0.0.1:${port + 1}/` }],
      ['(a) GET /api/health', { url: `${base}/api/health` }],
      [
        `(b) GET /api/action-plans?clientId&page=1`,
        { url: `${base}/api/action-plans?clientId=${clientId}&page=1`, headers: auth(coach.token) },
      ],
      [
        `(c) same, last page (${lastPage})`,
        { url: `${base}/api/action-plans?clientId=${clientId}&page=${lastPage}`, headers: auth(coach.token) },
      ],
      [
        `(c') all plans, admin, page ${deepPage} of ${Math.ceil(all.total / 10)}`,
        { url: `${base}/api/action-plans?page=${deepPage}`, headers: auth(admin.token) },
      ],
      [
        '(d) GET /api/action-journals/filter',
        { url: `${base}/api/action-journals/filter?actionplan_id=${planId}&coach_id=${coach.user.id}`, headers: auth(coach.token) },
      ],
      [
        '(e) POST /api/action-journals',
        {
          url: `${base}/api/action-journals`,
          method: 'POST',
          headers: { ...auth(coach.token), 'content-type': 'application/json' },
          body: JSON.stringify({ actionplan_id: planId, date: today, minutes: 30, activity: 'phone', notes: 'Benchmark entry' }),
        },
      ],
      // A report a person waits for: one request at a time, so the latency is the report's own, not a queue's
      // (DESIGN section 5b: at most 150 ms for one fiscal year over 10,000 clients).
      [
        `(f) all-clients report FY${fiscalYear}, 1 connection`,
        { url: `${base}/api/getAllClientsReport?year=${fiscalYear}`, headers: auth(admin.token), connections: 1 },
      ],
    ];
    let bareRps = 0;
    for (const [name, opts] of cases) {
      process.stdout.write(`  ${name} …`);
      // One request first, so a case of few, long requests is not measured on cold caches (its first statement, pages).
      if (opts.connections === 1) await fetch(opts.url, { method: opts.method ?? 'GET', headers: opts.headers, body: opts.body });
      const { result } = await load(name, opts);
      const rps = result.requests.average;
      if (name.startsWith('bare')) bareRps = rps;
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push({ size, name, rps, p50: result.latency.p50, p99: result.latency.p99, errors, ratio: bareRps ? rps / bareRps : 1 });
      process.stdout.write(` ${Math.round(rps)} req/s\n`);
      await settle(base);
    }
    bare.kill();
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log(
  `\n${connections} connections, ${duration} s each, on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}); the load generator shares the machine.\n`,
);
console.log(
  `${pad('clients', 8)} ${pad('endpoint', 46)} ${lpad('req/s', 8)} ${lpad('p50 ms', 7)} ${lpad('p99 ms', 7)} ${lpad('errors', 7)} ${lpad('vs bare', 8)}`,
);
for (const r of rows) {
  console.log(
    `${pad(r.size, 8)} ${pad(r.name, 46)} ${lpad(Math.round(r.rps), 8)} ${lpad(r.p50, 7)} ${lpad(r.p99, 7)} ${lpad(r.errors, 7)} ${lpad((r.ratio * 100).toFixed(1) + '%', 8)}`,
  );
}
const REPORT_BUDGET_MS = 150;
for (const r of rows.filter((row) => row.name.startsWith('(f)'))) {
  const verdict = r.p99 <= REPORT_BUDGET_MS ? 'within' : r.p50 <= REPORT_BUDGET_MS ? 'p50 within, p99 over' : 'OVER';
  console.log(
    `\nAll-clients report, ${r.size} clients: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps.toFixed(1)} req/s (${verdict} the ${REPORT_BUDGET_MS} ms budget)`,
  );
}
