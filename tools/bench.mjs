#!/usr/bin/env node
// `npm run bench [-- --db sqlite|postgres|both --sizes 1000,10000 --only REGEX --duration 2 --warmup 1
//   --connections 50 --rounds 3 --database-url postgres://… --port 3900 --out results.json --check]`
// Issue 28's targets on either database (docs/architecture.md#scale, docs/decisions/038-bench-cases.md). For
// each database and each size: generate a centre (seed:large; on PostgreSQL into a database made for it and
// dropped at the end), start the real server on it, and run the cases of tools/bench-cases.mjs, each with
// the target it answers: 1 (and 7) every list call, each role, first and deepest page, each sort and filter,
// at 50 connections; 2 the reports one at a time and ten at once; 3 every CSV export (first byte, the
// server's memory while it streams, the rows); 4 saving a diary entry; 5 the plan list against the
// hand-written minimum running the same SQL (SQLite), beside a bare node:http server; 6 the two-instances
// test (tools/bench-instances.mjs, PostgreSQL). Prints a line per case as it runs, then each list's growth
// from the smallest size to the largest, then a verdict per target and database.
// PostgreSQL: --database-url, else BENCH_DATABASE_URL, else TEST_DATABASE_URL (any database of the server:
// the bench makes its own beside it). `--sqlite-from 1000=DIR` and `--pg-template 1000=NAME` start from a
// centre generated before (a copy of the data directory; a database made from that template) instead of
// generating one, to re-check a case quickly (`--only`).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import {
  api as apiJson,
  createDatabase,
  dropDatabase,
  load as loadCase,
  login as signIn,
  root,
  rssBytes,
  seedLarge,
  startServer,
  stop,
  waitFor,
} from './bench-lib.mjs';
import { benchImport } from './bench-import.mjs';
import { EXPORTS, listCases, moreExports, NOT_MEASURED, REPORTS, uncovered } from './bench-cases.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    sizes: { type: 'string', default: '1000,10000' },
    only: { type: 'string' },
    duration: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3900' },
    // Seconds of load before each measured case: the server compiles its hot code in the first seconds.
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    'sqlite-from': { type: 'string' },
    'pg-template': { type: 'string' },
    out: { type: 'string' },
    // Answers each selected list case once, with no load: that every case's URL is right, in seconds.
    check: { type: 'boolean' },
  },
});
const databases = values.db === 'both' ? ['sqlite', 'postgres'] : [values.db];
if (!databases.every((d) => d === 'sqlite' || d === 'postgres')) {
  console.error('--db must be sqlite, postgres or both');
  process.exit(2);
}
const sizes = values.sizes.split(',').map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const rounds = Math.max(1, Number(values.rounds));
const only = values.only ? new RegExp(values.only, 'i') : undefined;
const pgUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (databases.includes('postgres') && !pgUrl) {
  console.error('PostgreSQL needs --database-url, BENCH_DATABASE_URL or TEST_DATABASE_URL (a postgres:// URL of the server)');
  process.exit(2);
}
/** `1000=a,10000=b` as a map of size to source. */
const bySize = (option) =>
  new Map(
    (option ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [Number(pair.split('=')[0]), pair.slice(pair.indexOf('=') + 1)]),
  );
const sqliteFrom = bySize(values['sqlite-from']);
const pgTemplate = bySize(values['pg-template']);

// The targets of issue 28 (docs/architecture.md#scale).
const LIST_P99_MS = 50;
const LIST_GROWTH = 1.3;
const REPORT_P99_MS = { 1: 150, 10: 400 };
const EXPORT_FIRST_BYTE_MS = 200;
/** "Constant memory": the server's resident memory may grow by this much while it streams any export. */
const EXPORT_RSS_GROWTH = 64 * 1024 * 1024;
const SAVE_RATE = 1500;
/** PostgreSQL's save: "the same order" as SQLite's target, taken as at least half of it. */
const SAVE_RATE_PG = SAVE_RATE / 2;
const SAVE_P99_MS = 50;
const FRAMEWORK_SHARE = 0.8;

const selected = (target, name) => !only || only.test(`t${target} ${name}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : '—');
const lpad = (s, n) => String(s).padStart(n);
const pad = (s, n) => String(s).padEnd(n);

/** One measured load: p50, p99 and mean latency (ms), the rate, and every failed request. */
function summary(result) {
  const done = result.requests.total > 0 || result.latency.p99 > 0;
  return {
    p50: done ? result.latency.p50 : Infinity,
    p99: done ? result.latency.p99 : Infinity,
    mean: done ? result.latency.average : Infinity,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
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

/** Every result: `{ db, size, target, name, ...figures, verdict, detail }`. */
const results = [];
const notes = [];
function record(row) {
  results.push(row);
  const figures =
    row.skipped !== undefined
      ? `not measured: ${row.skipped}`
      : row.kind === 'export'
        ? `first byte ${ms(row.firstByte)} ms, ${row.rows} rows, server +${Math.round(row.rssGrowth / 1048576)} MB, ${ms(row.seconds * 1000)} ms in all`
        : `p50 ${lpad(ms(row.p50), 5)}  p99 ${lpad(ms(row.p99), 5)}  mean ${lpad(row.mean?.toFixed(1) ?? '—', 7)}  ${lpad(Math.round(row.rps ?? 0), 6)}/s${row.errors ? `  ${row.errors} errors` : ''}`;
  console.log(`  t${row.target} ${pad(row.verdict ?? '', 6)} ${figures}  ${row.name}${row.detail ? ` (${row.detail})` : ''}`);
}

/** The generated centre's people and records the cases name, signed in (again after 20 minutes). */
async function discover(base) {
  const accounts = { admin: 'bench.admin', coach: 'bench.coach1', client: 'bench.client1' };
  const signedIn = new Map();
  const token = async (role) => {
    const held = signedIn.get(role);
    if (held && Date.now() - held.at < 20 * 60_000) return held.token;
    const { token: t, user } = await signIn(base, accounts[role]);
    signedIn.set(role, { token: t, user, at: Date.now() });
    return t;
  };
  for (const role of Object.keys(accounts)) await token(role);
  const coach = signedIn.get('coach').user;
  const client = signedIn.get('client').user;
  const [plan] = (await apiJson(base, 'GET', `/api/action-plans?clientId=${client.id}&pageSize=1`, await token('coach'))).actionPlans;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Edmonton' });
  // The coach's week of sessions: this week's Monday to Sunday in Alberta (seed:large books weekdays around it).
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() || 7;
  const dayFrom = (days) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // Alberta's fiscal year Y runs from April 1 of Y to March 31 of Y + 1; the heaviest of the last four.
  const current = Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  let fiscalYear = current;
  let most = -1;
  for (let year = current - 3; year <= current; year++) {
    const report = await apiJson(base, 'GET', `/api/getAllClientsReport?year=${year}`, await token('admin'));
    if (report.totals.entries > most) [fiscalYear, most] = [year, report.totals.entries];
  }
  return {
    token,
    today,
    planId: plan?.id,
    values: {
      coachId: coach.id,
      clientId: client.id,
      planId: plan?.id,
      region: coach.region ?? 'Calgary',
      weekFrom: dayFrom(1 - weekday),
      weekTo: dayFrom(7 - weekday),
      fiscalYear,
    },
    fiscalYearEntries: most,
  };
}

const fill = (text, ctx) => String(text).replace(/\{(\w+)\}/g, (whole, key) => String(ctx.values[key] ?? whole));
const withQuery = (p, query) => {
  const q = new URLSearchParams(query).toString();
  return q ? `${p}${p.includes('?') ? '&' : '?'}${q}` : p;
};

/** The answer to one GET as `role`: its status, X-Total-Count and JSON body. */
async function probe(base, url, token) {
  const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  const header = res.headers.get('x-total-count');
  return { status: res.status, total: header !== null ? Number(header) : body?.total, body, text };
}

/** The URL of a list case: the first page, the deepest by offset, or the deepest by keyset (`after=`). */
async function resolveList(base, c, ctx) {
  const token = await ctx.token(c.role);
  const query = Object.fromEntries(Object.entries(c.query).map(([k, v]) => [k, fill(v, ctx)]));
  const first = withQuery(`/api${fill(c.path, ctx)}`, query);
  if (c.page === 'first') return { url: first };
  const answer = await probe(base, first, token);
  if (answer.status !== 200) return { url: first };
  if (!Number.isFinite(answer.total)) return { skipped: 'the list sends no total, so no page is the deepest' };
  const pageSize = c.pageSize ?? answer.body.pageSize ?? (Array.isArray(answer.body) ? answer.body.length : 0);
  const last = Math.max(1, Math.ceil(answer.total / Math.max(1, pageSize)));
  if (c.page === 'deep') return { url: withQuery(first, { page: last }), detail: `page ${last} of ${answer.total} rows` };
  if (last < 2) return { skipped: 'one page only' };
  const before = await probe(base, withQuery(first, { page: last - 1 }), token);
  if (!before.body?.next) return { skipped: 'the page before the last sends no next cursor' };
  return { url: withQuery(first, { page: last, after: before.body.next }), detail: `page ${last} of ${answer.total} rows` };
}

/** Loads one URL (warm-up first, unmeasured), answers its summary. */
async function measure(opts, { warm = warmup } = {}) {
  if (opts.connections === 1) await fetch(opts.url, { method: opts.method ?? 'GET', headers: opts.headers, body: opts.body });
  else if (warm > 0) await loadCase({ connections, ...opts, duration: warm });
  return summary(await loadCase({ connections, duration, ...opts }));
}

async function runLists(env) {
  const { base, ctx, doc, db, size } = env;
  for (const c of listCases(doc)) {
    if (!selected(c.target, c.name)) continue;
    const row = { db, size, target: c.target, alsoTarget: c.alsoTarget, name: c.name, kind: 'list' };
    const found = await resolveList(base, c, ctx);
    if (found.skipped) {
      record({ ...row, skipped: found.skipped, verdict: 'n/a' });
      continue;
    }
    const token = await ctx.token(c.role);
    const check = await probe(base, found.url, token);
    if (check.status !== 200) {
      record({ ...row, skipped: `answers ${check.status}: ${check.text.slice(0, 120)}`, verdict: 'FAILS', detail: found.url });
      continue;
    }
    if (values.check) {
      record({ ...row, skipped: `answers 200, ${check.text.length} bytes`, verdict: 'OK', detail: found.detail ?? found.url });
      continue;
    }
    const figures = await measure({ url: base + found.url, headers: { authorization: `Bearer ${token}` } });
    const ok = figures.p99 <= LIST_P99_MS && figures.errors === 0;
    record({ ...row, ...figures, verdict: ok ? 'MEETS' : 'MISSES', detail: found.detail });
    await settle(base);
  }
}

/** The Accept-Encoding of Chromium and Firefox. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function runReports(env) {
  const { base, ctx, db, size } = env;
  for (const report of REPORTS) {
    for (const at of [1, 10]) {
      const name = `${report.name}, ${at === 1 ? 'one at a time' : '10 at once'}`;
      if (!selected(2, name)) continue;
      const url = `${base}/api${fill(report.path, ctx)}`;
      const figures = await measure(
        // What a browser sends: the all-clients report comes gzipped (324 KB, not 3.4 MB at 10,000 clients).
        {
          url,
          headers: { authorization: `Bearer ${await ctx.token('admin')}`, 'accept-encoding': BROWSER_ENCODINGS },
          connections: at,
          duration: Math.max(duration, 5),
        },
        { warm: at === 1 ? 0 : 1 },
      );
      const ok = figures.p99 <= REPORT_P99_MS[at] && figures.errors === 0;
      record({
        db,
        size,
        target: 2,
        name,
        kind: 'report',
        ...figures,
        verdict: ok ? 'MEETS' : 'MISSES',
        detail: `FY${ctx.values.fiscalYear}`,
      });
      await settle(base);
    }
  }
}

/** Streams one export: time to its first byte, the rows, and how far the server's memory grew meanwhile. */
async function streamExport(base, url, token, pid) {
  const before = rssBytes(pid) ?? 0;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid) ?? 0)), 25);
  const started = performance.now();
  try {
    const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    let firstByte;
    let lines = 0;
    let last = 10;
    for await (const chunk of res.body) {
      firstByte ??= performance.now() - started;
      for (const byte of chunk) if (byte === 10) lines++;
      last = chunk[chunk.length - 1];
      peak = Math.max(peak, rssBytes(pid) ?? 0);
    }
    if (last !== 10) lines++;
    return { status: res.status, firstByte, lines, seconds: (performance.now() - started) / 1000, rssGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

async function runExports(env) {
  const { base, ctx, doc, db, size, pid } = env;
  for (const e of [...EXPORTS, ...moreExports(doc)]) {
    if (!selected(3, e.name)) continue;
    const token = await ctx.token('admin');
    const expected = e.rowsOf ? (await probe(base, `/api${e.rowsOf}?pageSize=1`, token)).total : undefined;
    const got = await streamExport(base, `/api${fill(e.path, ctx)}`, token, pid);
    // Rows besides the header (a report's totals row is counted as a row).
    const rows = Math.max(0, got.lines - 1);
    const capped = expected !== undefined && rows < expected;
    const ok = got.status === 200 && got.firstByte <= EXPORT_FIRST_BYTE_MS && got.rssGrowth <= EXPORT_RSS_GROWTH && !capped;
    record({
      db,
      size,
      target: 3,
      name: e.name,
      kind: 'export',
      ...got,
      rows,
      verdict: ok ? 'MEETS' : 'MISSES',
      detail: [got.status !== 200 && `answered ${got.status}`, capped && `${expected} expected: capped`].filter(Boolean).join(', '),
    });
    await settle(base);
  }
}

/** A diary entry of 30 minutes on `planId`, today: the body of every save the bench makes. */
const saveBody = (planId, today) =>
  JSON.stringify({ actionplan_id: planId, date: today, minutes: 30, activity: 'phone', notes: 'Benchmark entry' });

/**
 * Target 4: a coach saves diary entries as fast as the server takes them, in two cases. One coach on one plan (one
 * client's sums row, one plan row, every save); and the same saves as a centre's day spreads them, SPREAD_COACHES
 * coaches each on a few plans of their own clients, taken in turn, which tells what the one row costs.
 */
const SPREAD_COACHES = 20;
async function runSave(env) {
  const { base, ctx } = env;
  const url = `${base}/api/action-journals`;
  await saveCase(env, 'POST /api/action-journals (a coach saves a diary entry)', async () => {
    const headers = { authorization: `Bearer ${await ctx.token('coach')}`, 'content-type': 'application/json' };
    return { load: { url, method: 'POST', headers, body: saveBody(ctx.planId, ctx.today) } };
  });
  await saveCase(env, `POST /api/action-journals (${SPREAD_COACHES} coaches save on their clients' plans)`, async () => {
    const saves = [];
    for (let k = 1; k <= SPREAD_COACHES; k++) {
      const { token } = await signIn(base, `bench.coach${k}`);
      const { actionPlans } = await apiJson(base, 'GET', '/api/action-plans?page=1&pageSize=5', token);
      for (const plan of actionPlans) saves.push({ token, planId: plan.id });
    }
    let next = 0;
    const setupRequest = (request) => {
      const { token, planId } = saves[next++ % saves.length];
      const headers = { ...request.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      return { ...request, headers, body: saveBody(planId, ctx.today) };
    };
    return {
      load: { url: base, requests: [{ method: 'POST', path: '/api/action-journals', setupRequest }] },
      detail: `${saves.length} plans; `,
    };
  });
}

/** One save case, if selected: `prepare` answers its load (autocannon's options) and what its line says first. */
async function saveCase(env, name, prepare) {
  const { base, db, size } = env;
  if (!selected(4, name)) return;
  const { load, detail = '' } = await prepare();
  const figures = await measure({ ...load, duration: Math.max(duration, 5) });
  const rate = db === 'sqlite' ? SAVE_RATE : SAVE_RATE_PG;
  const ok = figures.rps >= rate && figures.p99 <= SAVE_P99_MS && figures.errors === 0;
  record({
    db,
    size,
    target: 4,
    name,
    kind: 'write',
    ...figures,
    verdict: ok ? 'MEETS' : 'MISSES',
    detail: `${detail}target ≥ ${rate}/s, p99 ≤ ${SAVE_P99_MS} ms`,
  });
  await settle(base);
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

/** The hand-written minimum of (b) (tools/bench-minimum.mjs) on the same database file; `--api-sql`: with the API's SQL. */
const startMinimum = (dir, port, ...options) =>
  spawn(process.execPath, [path.join(root, 'tools/bench-minimum.mjs'), dir, String(port), ...options], { cwd: root, stdio: 'inherit' });

/**
 * Target 5: the plan list of one client as their coach ((b)) against the hand-written minimum running the
 * API's own SQL, loaded in alternating rounds so that what else the machine runs weighs on them alike;
 * the minimum with its own five statements and a bare node:http server sending (b)'s bytes beside them.
 */
async function runFrameworkShare(env) {
  const { base, ctx, db, size, dir, port } = env;
  const name = 'plan list (b) against the hand-written minimum with the same SQL';
  if (!selected(5, name)) return;
  if (db !== 'sqlite') {
    record({ db, size, target: 5, name, kind: 'ratio', skipped: 'the hand-written minimum reads SQLite', verdict: 'n/a' });
    return;
  }
  const token = await ctx.token('coach');
  const headers = { authorization: `Bearer ${token}` };
  const planPath = `/api/action-plans?clientId=${ctx.values.clientId}&page=1`;
  const planList = await fetch(base + planPath, { headers });
  const planListBody = await planList.text();
  // The headers of the answer, with the values that are the same on every call (not its date or request id).
  const headersOf = (res) =>
    Object.fromEntries([...res.headers].filter(([h]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(h)));
  const bare = startBare(planListBody, port + 1, dir);
  const minimum = startMinimum(dir, port + 2);
  const minimumApiSql = startMinimum(dir, port + 3, '--api-sql');
  try {
    const contenders = [
      ['bare node:http, same bytes as (b)', `http://127.0.0.1:${port + 1}/`],
      ['hand-written minimum of (b)', `http://127.0.0.1:${port + 2}${planPath}`],
      ["same, with the API's SQL", `http://127.0.0.1:${port + 3}${planPath}`],
      ['(b) GET /api/action-plans?clientId&page=1, coach', base + planPath],
    ];
    for (const [label, url] of contenders.slice(1, 3)) {
      await waitFor(url, 10_000, { anyStatus: true });
      // The yardstick must answer what the API answers, headers included.
      const answer = await fetch(url, { headers });
      const text = await answer.text();
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(planListBody)) || !isDeepStrictEqual(headersOf(answer), headersOf(planList)))
        notes.push(`${label} answers differently from (b): ${text.slice(0, 200)}`);
    }
    for (const [, url] of contenders) if (warmup > 0) await loadCase({ url, headers, connections, duration: Math.max(warmup, 2) });
    const runs = contenders.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, [, url]] of contenders.entries()) {
        runs[i].push(await loadCase({ url, headers, connections, duration: Math.max(duration, 2) }));
        await settle(base);
      }
    }
    const rate = (i) => runs[i].reduce((sum, r) => sum + r.requests.average, 0) / runs[i].length;
    for (const [i, [label]] of contenders.entries()) {
      const p99 = median(runs[i].map((r) => r.latency.p99));
      console.log(
        `     ${pad(label, 52)} ${lpad(Math.round(rate(i)), 6)}/s p99 ${p99} ms  rounds ${runs[i].map((r) => Math.round(r.requests.average)).join(', ')}`,
      );
    }
    const share = rate(3) / rate(2);
    record({
      db,
      size,
      target: 5,
      name,
      kind: 'ratio',
      rps: rate(3),
      p99: median(runs[3].map((r) => r.latency.p99)),
      share,
      verdict: share >= FRAMEWORK_SHARE ? 'MEETS' : 'MISSES',
      detail: `${(share * 100).toFixed(1)}% of the minimum with the API's SQL, ${((rate(3) / rate(1)) * 100).toFixed(1)}% of its own, ${((rate(3) / rate(0)) * 100).toFixed(1)}% of bare; ${rounds} rounds`,
    });
  } finally {
    await Promise.all([bare, minimum, minimumApiSql].map((child) => stop(child)));
  }
}

/** Target 6: w-instances' two instances behind nginx (tools/bench-instances.mjs), on PostgreSQL only. */
async function runInstances() {
  const name = 'two instances behind nginx, 200 connections, 60 s';
  if (!selected(6, name)) return;
  const script = path.join(root, 'tools/bench-instances.mjs');
  if (!existsSync(script)) {
    record({
      db: 'postgres',
      size: Math.max(...sizes),
      target: 6,
      name,
      kind: 'instances',
      skipped: 'tools/bench-instances.mjs does not exist yet',
      verdict: 'n/a',
    });
    return;
  }
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [script, '--database-url', pgUrl], {
      cwd: root,
      env: { ...process.env, BENCH_DATABASE_URL: pgUrl },
      stdio: 'inherit',
    });
    child.on('exit', resolve);
  });
  record({
    db: 'postgres',
    size: Math.max(...sizes),
    target: 6,
    name,
    kind: 'instances',
    verdict: code === 0 ? 'MEETS' : 'MISSES',
    detail: `exit ${code}`,
  });
}

/** A fresh centre of `size` clients on `db`: its data directory, its database URL (PostgreSQL) and how to remove it. */
async function prepare(db, size) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `tc-bench-${db}-${size}-`));
  const started = performance.now();
  let databaseUrl;
  let name;
  if (db === 'sqlite') {
    if (sqliteFrom.has(size)) cpSync(sqliteFrom.get(size), dir, { recursive: true });
    else await seedLarge(dir, size);
  } else {
    name = `tc_bench_${size}_${process.pid}`;
    databaseUrl = await createDatabase(pgUrl, name, pgTemplate.get(size));
    if (!pgTemplate.has(size))
      await seedLarge(dir, size, databaseUrl).catch((e) => dropDatabase(pgUrl, name).then(() => Promise.reject(e)));
  }
  const how = db === 'sqlite' ? (sqliteFrom.has(size) ? 'copied' : 'generated') : pgTemplate.has(size) ? 'copied' : 'generated';
  console.log(`  ${how} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    dir,
    databaseUrl,
    cleanup: async () => {
      if (name) await dropDatabase(pgUrl, name);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const startedAll = performance.now();
let reportedCoverage = false;
// Stopped by hand (Ctrl-C) or by a time limit: the server stopped and the generated centre removed, so no
// database of the bench stays behind on a shared PostgreSQL.
let current;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    console.log(`\n${signal}: stopping the server and removing the generated centre`);
    if (current) await stop(current.server).then(current.cleanup, current.cleanup);
    process.exit(130);
  });
for (const db of databases) {
  for (const size of sizes) {
    console.log(`\n== ${db}, ${size} clients`);
    const { dir, databaseUrl, cleanup } = await prepare(db, size);
    const port = Number(values.port);
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(dir, port, [], databaseUrl);
    current = { server, cleanup };
    try {
      // Generous: on a loaded machine, compiling the server with tsx alone took over two minutes.
      await waitFor(`${base}/api/health`, 300_000);
      const ctx = await discover(base);
      console.log(
        `  the cases' values: ${JSON.stringify(ctx.values)} (FY${ctx.values.fiscalYear}: ${ctx.fiscalYearEntries} diary entries, the most)`,
      );
      const doc = await (await fetch(`${base}/api/docs/json`)).json();
      if (!reportedCoverage) {
        reportedCoverage = true;
        const missing = uncovered(doc);
        if (missing.length) notes.push(`list calls without a case in tools/bench-cases.mjs: ${missing.join(', ')}`);
        console.log(
          `  ${listCases(doc).length} list cases; ${Object.keys(NOT_MEASURED).length} list calls left out (NOT_MEASURED, with why)`,
        );
      }
      const env = { base, ctx, doc, db, size, dir, port, pid: server.pid };
      await runLists(env);
      if (values.check) continue;
      await runReports(env);
      await runExports(env);
      await runFrameworkShare(env);
      await runSave(env);
      // Not a target of its own: the import of 5,000 clients (docs/architecture.md#import: under 10 s). Last,
      // as it adds clients.
      if (selected(0, 'import of 5,000 clients')) {
        const { rows, ms: took } = await benchImport(base, await ctx.token('admin'));
        console.log(
          `  import of ${rows} clients: ${took} ms (${took < 10_000 ? 'within' : 'OVER'} the 10 s of docs/architecture.md#import)`,
        );
      }
    } finally {
      current = undefined;
      await stop(server);
      await cleanup();
    }
  }
  if (db === 'postgres') await runInstances();
}

// Target 1's growth: each list case's mean latency at the largest size against the smallest (≤ 1.3×).
const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
const growth = new Map();
if (small !== large) {
  for (const r of results.filter((x) => x.kind === 'list' && x.size === large && Number.isFinite(x.mean))) {
    const before = results.find((x) => x.kind === 'list' && x.db === r.db && x.size === small && x.name === r.name);
    if (before && Number.isFinite(before.mean)) growth.set(r, r.mean / before.mean);
  }
  for (const db of databases) {
    const rows = [...growth.entries()].filter(([r]) => r.db === db);
    if (!rows.length) continue;
    console.log(`\n${db}: list calls at ${small} and ${large} clients (p99 ms; growth of the mean latency)`);
    for (const [r, g] of rows) {
      const before = results.find((x) => x.kind === 'list' && x.db === db && x.size === small && x.name === r.name);
      const ok = r.verdict === 'MEETS' && g <= LIST_GROWTH;
      console.log(
        `  ${pad(ok ? 'MEETS' : 'MISSES', 6)} ${lpad(ms(before.p99), 6)} ${lpad(ms(r.p99), 6)} ${lpad(`×${g.toFixed(2)}`, 7)}  ${r.name}`,
      );
    }
  }
}

/** One target's verdict on one database, at the largest size measured, with the figure that decides it. */
function verdictOf(target, db) {
  if (target === 6 && db !== 'postgres') return 'PostgreSQL only';
  if (values.check) {
    const checked = results.filter((r) => r.db === db && r.target === target && r.kind === 'list');
    const failed = checked.filter((r) => r.verdict === 'FAILS').map((r) => r.name);
    return checked.length
      ? `checked: ${checked.length - failed.length} of ${checked.length} answer 200${failed.length ? `; not: ${failed.join(', ')}` : ''}`
      : 'not run';
  }
  const own = results.filter((r) => r.db === db && r.size === large && (r.target === target || r.alsoTarget === target));
  const measured = own.filter((r) => r.skipped === undefined || r.verdict === 'FAILS');
  if (!measured.length) return own.length ? `not run (${own[0].skipped})` : 'not run';
  const missing = measured.filter((r) => r.verdict !== 'MEETS');
  if (target === 1 || target === 7) {
    const worst = measured.filter((r) => Number.isFinite(r.p99)).sort((a, b) => b.p99 - a.p99)[0];
    const grown = measured.filter((r) => (growth.get(r) ?? 0) > LIST_GROWTH);
    const ok = !missing.length && !grown.length;
    const worstGrowth = Math.max(0, ...measured.map((r) => growth.get(r) ?? 0));
    return `${ok ? 'MEETS' : 'MISSES'}: ${measured.length - missing.length}/${measured.length} with p99 ≤ ${LIST_P99_MS} ms, worst ${ms(worst?.p99)} ms (${worst?.name})${
      growth.size ? `; ${grown.length} grew over ×${LIST_GROWTH} (worst ×${worstGrowth.toFixed(2)})` : '; growth not measured (one size)'
    }`;
  }
  const figure = (r) =>
    r.kind === 'export'
      ? `${r.name} ${ms(r.firstByte)} ms to first byte, +${Math.round(r.rssGrowth / 1048576)} MB, ${r.rows} rows`
      : r.kind === 'ratio'
        ? `${(r.share * 100).toFixed(1)}%`
        : r.kind === 'instances'
          ? r.detail
          : `${r.name} p99 ${ms(r.p99)} ms${r.kind === 'write' ? `, ${Math.round(r.rps)}/s` : ''}`;
  const shown = missing.length ? missing : measured;
  return `${missing.length ? 'MISSES' : 'MEETS'}: ${shown.map(figure).join('; ')}`;
}

const TARGETS = {
  1: 'flat lists',
  2: 'reports',
  3: 'exports',
  4: 'saving a diary entry',
  5: "the framework's share",
  6: 'several instances',
  7: 'the new lists',
};
const minutes = ((performance.now() - startedAll) / 60_000).toFixed(1);
console.log(
  `\nVerdicts at ${large} clients (${connections} connections, ${duration} s a case after ${warmup} s of warm-up; ${os.cpus().length} cores; ${minutes} min in all):`,
);
for (const [target, title] of Object.entries(TARGETS)) {
  for (const db of databases) console.log(`  ${target} ${pad(title, 22)} ${pad(db, 9)} ${verdictOf(Number(target), db)}`);
}
for (const note of notes) console.log(`  ! ${note}`);
if (values.out)
  writeFileSync(
    values.out,
    JSON.stringify(results, (k, v) => (v === Infinity ? null : v), 2),
  );
