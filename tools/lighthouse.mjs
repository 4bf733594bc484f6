#!/usr/bin/env node
// `npm run lighthouse [-- --dist /tmp/some-build --runs 3 --only /,/services]`
// A benchmark, not a test (docs/architecture.md#public-site-speed): builds the web
// app (unless --dist names a build), starts the real server on a fresh SQLite
// database with the demo content on a free port, runs Lighthouse (mobile, the
// default form factor) with Debian's Chromium on every public page, and prints
// one table: the four scores, FCP, LCP, TBT, CLS and the JavaScript transferred.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadKb, HOME_BUDGET_KB } from './first-load-js.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
// docs/architecture.md#stack: how Chromium runs here.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

async function firstId(base, url) {
  const items = await (await fetch(base + url)).json();
  if (!Array.isArray(items) || !items.length) throw new Error(`${url} has no items to open`);
  return items[0].id;
}

/** Every public route of apps/web/src/app/paths.ts, the parameterised ones on the first demo item. */
async function publicPages(base) {
  const { paths } = await import(path.join(root, 'apps/web/src/app/paths.ts'));
  return [
    paths.home,
    paths.aboutUs,
    paths.services,
    paths.features,
    paths.benefit,
    paths.resources,
    paths.allResources,
    paths.resourceDetail(await firstId(base, '/api/form-files')),
    paths.gallery,
    paths.testimonials,
    paths.news,
    paths.newsPost(await firstId(base, '/api/news-events')),
    paths.apply,
    paths.contactUs,
    paths.privacyPolicy,
    paths.cookiePolicy,
    paths.terms,
    paths.login,
    paths.register,
  ];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function audit(url, port, attempts = 3) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    process.stderr.write(`  ${url}: ${runtimeError.code} ${runtimeError.message}\n`);
    // A failed trace (NO_NAVSTART and the like) says nothing about the page: run it again.
    if (attempts > 1) return audit(url, port, attempts - 1);
  }
  const score = (c) => Math.round((categories[c].score ?? 0) * 100);
  const value = (id, scale = 1) => (audits[id].numericValue ?? NaN) / scale;
  const scripts = audits['resource-summary'].details?.items?.find((i) => i.resourceType === 'script');
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint', 1000),
    lcp: value('largest-contentful-paint', 1000),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js: (scripts?.transferSize ?? NaN) / 1024,
  };
}

function printTable(rows) {
  const head = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB'];
  const cells = rows.map(({ page, r }) => [
    page,
    r.perf,
    r.a11y,
    r.bp,
    r.seo,
    r.fcp.toFixed(1),
    r.lcp.toFixed(1),
    Math.round(r.tbt),
    r.cls.toFixed(3),
    r.js.toFixed(0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) => `| ${c.map((v, i) => (i ? String(v).padStart(widths[i]) : String(v).padEnd(widths[i]))).join(' | ')} |`;
  console.log(
    ['', line(head), `|${widths.map((w, i) => (i ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`, ...cells.map(line)].join(
      '\n',
    ),
  );
  console.log('\nMobile, simulated throttling; JS KB is the JavaScript transferred (compressed when served compressed).');
}

async function main() {
  if (!values.dist) await run('npm', ['run', 'build']);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tc-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(tsx, ['apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      ...(values.dist ? { WEB_DIST: path.resolve(values.dist) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let chrome;
  try {
    await waitFor(`${base}/api/health`);
    let pages = await publicPages(base);
    if (values.only) pages = pages.filter((p) => values.only.split(',').includes(p));
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const rows = [];
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(base + page, chrome.port));
      // The run of median performance stands for the page.
      const perf = median(results.map((r) => r.perf));
      rows.push({ page, r: results.find((r) => r.perf === perf) });
      process.stderr.write(`  ${page}: ${perf}\n`);
    }
    printTable(rows);
    try {
      const home = firstLoadKb(values.dist ? path.resolve(values.dist) : path.join(root, 'apps/web/dist')).get('home').kb;
      console.log(
        `First-load JavaScript of the home page: ${home.toFixed(1)} KB gzip (budget ${HOME_BUDGET_KB} KB; per page: node tools/first-load-js.mjs).`,
      );
    } catch {
      // A build without .vite/manifest.json (older than the size check): the table stands alone.
    }
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
