// `node tools/test-package.mjs`: makes the deployable folder (`npm run package`), starts it with `node server.mjs`
// on a fresh DATA_DIR with the demo data, and checks what a person would: the health endpoint, a public page
// rendered on the server, and signing in through the API. Run by .ci/run; PORT (default 3414) is the port used.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-stamp.mjs';

const port = process.env.PORT ?? '3414';
const base = `http://127.0.0.1:${port}`;
const out = mkdtempSync(path.join(os.tmpdir(), 'tc-package-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tc-package-data-'));
const fail = (message) => {
  throw new Error(`package test: ${message}`);
};

let server;
try {
  const made = spawnSync(process.execPath, ['tools/package.mjs', '--out', out], { cwd: root, stdio: 'inherit' });
  if (made.status !== 0) fail(`npm run package exited with ${made.status}`);

  const started = performance.now();
  // Nothing of the repository on the way: its own folder, plain node, no npm.
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: out,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, DEMO_DATA: 'true', PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  for (;;) {
    if (server.exitCode !== null) fail(`node server.mjs exited with ${server.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (performance.now() - started > 60_000) fail('not healthy after 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`package test: healthy ${Math.round(performance.now() - started)} ms after start (a fresh database with the demo data)`);

  const home = await fetch(`${base}/`);
  const html = await home.text();
  // The home page's heading is rendered on the server (its .ssr bundle), not left to the browser.
  if (home.status !== 200 || !/<h1[^>]*>[^<]+/.test(html)) fail(`GET / answered ${home.status} without a rendered heading`);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin-demo-2026' }),
  });
  const session = await login.json();
  if (login.status !== 200 || !session.token) fail(`sign-in answered ${login.status}: ${JSON.stringify(session)}`);
  const me = await fetch(`${base}/api/auth/getMe`, { headers: { authorization: `Bearer ${session.token}` } });
  if (me.status !== 200) fail(`GET /api/auth/getMe with the new session answered ${me.status}`);
  console.log('package test: passed (health, the rendered home page, sign-in)');
} finally {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((r) => server.on('exit', r));
  rmSync(out, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
