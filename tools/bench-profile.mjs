#!/usr/bin/env node
// `node tools/bench-profile.mjs [--clients 1000 --duration 10 --connections 50 --top 15 --dir DATA_DIR
//   --database-url postgres://… --path /api/users/clients?sort=firstname --as bench.admin
//   --method POST --body '{"actionplan_id":20,…}']`
// A CPU profile of the API under load on the plan list ((b) of `npm run bench`), or on `--path` asked as
// `--as` (default bench.admin): generates a centre
// (or reuses --dir), runs the server with `node --cpu-prof`, loads the plan list with autocannon, and
// prints where the server's time went during the load: the top self-time functions and the top packages
// or source files, each with its share of the busy time and its cost per request. `--minimum`
// profiles the hand-written minimum of the same request (tools/bench-minimum.mjs) instead; `--minimum
// --api-sql` that minimum with the API's own SQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load, login, planListCase, root, seedLarge, startServer, stop, waitFor } from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3920' },
    top: { type: 'string', default: '15' },
    dir: { type: 'string' },
    profile: { type: 'string', description: 'summarise this .cpuprofile only' },
    minimum: { type: 'boolean', description: 'profile the hand-written minimum (tools/bench-minimum.mjs) instead' },
    'api-sql': { type: 'boolean', description: "with --minimum: the minimum with the API's SQL" },
    path: { type: 'string', description: 'the call to load instead of the plan list (not with --minimum)' },
    as: { type: 'string', default: 'bench.admin', description: 'with --path: who asks' },
    'database-url': { type: 'string', description: 'the server on this PostgreSQL database (a generated centre) instead of --dir' },
    method: { type: 'string', default: 'GET', description: 'with --path: the method (POST for a save)' },
    body: { type: 'string', description: 'with --path: the JSON body sent with every request' },
  },
});
const top = Number(values.top);

/** Where a frame comes from: a package, a file of the project, or part of Node. */
function area(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:'))
    return `node:${
      url
        .slice(5)
        .replace(/^internal\//, '')
        .split('/')[0]
    }`;
  const file = url.replace(/^file:\/\//, '');
  return file.startsWith(root) ? path.relative(root, file).replace(/^apps\/api\/src\//, 'api/') : file;
}

/** Self time per function and per area, over the samples taken between `from` and `to` (µs, monotonic clock). */
export function summarise(profile, window) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const fns = new Map();
  const areas = new Map();
  /** Total (inclusive) time of the project's own functions: what each costs with what it calls. */
  const own = new Map();
  let t = profile.startTime;
  let busy = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (window && (t < window.from || t > window.to)) continue;
    const { callFrame: f } = byId.get(profile.samples[i]);
    const name = f.functionName || '(anonymous)';
    if (name === '(idle)') {
      idle += dt;
      continue;
    }
    busy += dt;
    const where = area(f.url, name);
    const key = `${name}  ${where}${f.url ? `:${f.lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + dt);
    areas.set(where, (areas.get(where) ?? 0) + dt);
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id).callFrame;
      if (!frame.url.includes('/apps/api/src/') || !frame.functionName) continue;
      const ownKey = `${frame.functionName}  ${area(frame.url, frame.functionName)}:${frame.lineNumber + 1}`;
      if (seen.has(ownKey)) continue;
      seen.add(ownKey);
      own.set(ownKey, (own.get(ownKey) ?? 0) + dt);
    }
  }
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { busy, idle, functions: sorted(fns), areas: sorted(areas), own: sorted(own) };
}

export function printSummary(s, requests) {
  const line = ([key, us]) =>
    `  ${((us / s.busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${
      requests ? `${(us / requests).toFixed(1).padStart(6)} µs/req` : ''
    }  ${key}`;
  console.log(
    `\nbusy ${(s.busy / 1e6).toFixed(2)} s, idle ${(s.idle / 1e6).toFixed(2)} s${requests ? `, ${requests} requests: ${(s.busy / requests).toFixed(0)} µs of CPU per request` : ''}`,
  );
  console.log(`\nTop ${top} functions by self time:`);
  s.functions.slice(0, top).forEach((e) => console.log(line(e)));
  console.log(`\nTop ${top} packages / files by self time:`);
  s.areas.slice(0, top).forEach((e) => console.log(line(e)));
  console.log(`\nTop ${top} of the project's functions by total time (with what they call):`);
  s.own.slice(0, top).forEach((e) => console.log(line(e)));
}

if (values.profile) {
  printSummary(summarise(JSON.parse(readFileSync(values.profile, 'utf8'))));
} else {
  const dir = values.dir ?? mkdtempSync(path.join(os.tmpdir(), 'tc-profile-'));
  if (!values.dir && !values['database-url']) await seedLarge(dir, Number(values.clients));
  const profDir = mkdtempSync(path.join(os.tmpdir(), 'tc-cpuprof-'));
  const port = Number(values.port);
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dir, port, values.minimum ? [] : ['--cpu-prof', `--cpu-prof-dir=${profDir}`], values['database-url']);
  const profiled = values.minimum
    ? spawn(
        process.execPath,
        [
          '--cpu-prof',
          `--cpu-prof-dir=${profDir}`,
          path.join(root, 'tools/bench-minimum.mjs'),
          dir,
          String(port + 2),
          ...(values['api-sql'] ? ['--api-sql'] : []),
        ],
        {
          stdio: 'inherit',
        },
      )
    : server;
  let window;
  let requests = 0;
  try {
    await waitFor(`${base}/api/health`);
    const { coach, path: url } = values.path ? { coach: await login(base, values.as), path: values.path } : await planListCase(base);
    const target = values.minimum ? `http://127.0.0.1:${port + 2}` : base;
    if (values.minimum) await waitFor(target + url, 10_000, { anyStatus: true });
    const headers = { authorization: `Bearer ${coach.token}`, ...(values.body ? { 'content-type': 'application/json' } : {}) };
    const opts = { url: target + url, method: values.method, body: values.body, headers, connections: Number(values.connections) };
    await load({ ...opts, duration: 2 }); // warm-up: compiled code, caches
    const from = Number(process.hrtime.bigint() / 1000n);
    const result = await load({ ...opts, duration: Number(values.duration) });
    window = { from, to: Number(process.hrtime.bigint() / 1000n) };
    requests = result.requests.total;
    console.log(
      `${values.path ?? 'plan list'}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  } finally {
    await stop(server);
    await stop(profiled);
  }
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile written in ${profDir}`);
  const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
  const s = summarise(profile, window);
  // Both clocks are the monotonic clock; if they are not comparable here, take the whole profile.
  printSummary(s.busy > 0 ? s : summarise(profile), requests);
  console.log(`\nprofile: ${path.join(profDir, file)} (open in Chrome DevTools › Performance)`);
  if (!values.dir) rmSync(dir, { recursive: true, force: true });
}
