import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { LAN_ADDRESS } from './e2e/lan-address';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT and E2E_WEB_DIST let two runs (say, a developer's and CI's) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Debian's Chromium headless shell (docs/decisions/046-browser-test-time.md): the same Chromium build as
// /usr/bin/chromium, without the browser's UI layer, at 40% less CPU a page. E2E_CHROMIUM=/usr/bin/chromium runs the
// specs in the full browser.
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

// The content editors' specs change the published site, which the other specs read as
// seeded: they get a server and database of their own, on the next port.
const EDITOR_PORT = PORT + 1;
const EDITOR_SPECS = /content-admin[\w-]*\.spec\.ts$/;
// The mail specs follow messages through a real SMTP server (the spec runs it, on SMTP_PORT):
// their server sends there; the others write theirs to DATA_DIR/outbox.
const MAIL_PORT = PORT + 2;
const SMTP_PORT = PORT + 3;
const MAIL_SPECS = /mail-[\w-]*\.spec\.ts$/;
// The typing specs spend most of their time waiting between keys: they take the third worker,
// against the main server, beside the two that work through the rest.
const TYPING_SPECS = /form-typing\.spec\.ts$/;
// The office-network spec opens the app over plain HTTP on this machine's own non-loopback address, as a
// centre's office does (http://192.168.1.20:3000): its server listens on every interface, on a port of its own.
const LAN_PORT = PORT + 4;
const LAN_SPECS = /office-network\.spec\.ts$/;

// Workers re-read this file: make the fresh database directories once, in the main process.
process.env.TC_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tc-e2e-'));
process.env.TC_E2E_EDITOR_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tc-e2e-editor-'));
process.env.TC_E2E_MAIL_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tc-e2e-mail-'));
process.env.TC_E2E_LAN_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tc-e2e-lan-'));

/** The real API, compiled, serving the production build (run `npm run build` first) on a fresh SQLite demo database. */
const server = (port: number, dataDir: string | undefined, env: Record<string, string> = {}) => ({
  command: 'npm --prefix ../api run start',
  cwd: here,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    DATA_DIR: dataDir ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    RATE_LIMIT_PER_MINUTE: '0',
    // Specs register accounts from one address; the limit itself is tested in apps/api/test/http-edge.test.ts.
    REGISTER_LIMIT_PER_HOUR: '0',
    // Specs apply from one address too; the limit is tested in apps/api/test/applications.test.ts.
    APPLY_LIMIT_PER_HOUR: '0',
    // Specs set passwords from one address too (form-typing.spec.ts alone sends 12, past the 10 of 15 minutes that
    // account-links.spec.ts then met); the limit is tested in apps/api/test/rate-limits.test.ts and http-edge.test.ts.
    SET_PASSWORD_LIMIT_PER_15_MINUTES: '0',
    // Specs load pages from one address too; the limit is tested in apps/api/test/static-site.test.ts.
    PAGE_RATE_LIMIT_PER_MINUTE: '0',
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(here, 'dist'),
    ...env,
  },
});

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Two cores: at most two workers on the site's specs, and a third for the typing spec (which mostly waits) or
  // another server's specs beside them (docs/decisions/046-browser-test-time.md).
  workers: 3,
  // CI (.ci/run) sets E2E_RETRIES=1: a test that fails and then passes is reported as flaky, with its failure, and
  // does not fail the run; one that fails twice does. A failure on CI prints what its page showed
  // (e2e/failure-context-reporter.ts), since the log is all that run keeps.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./e2e/failure-context-reporter.ts']],
  // Each step waits at most the expect timeout, so a broken screen still fails at its first check; the whole test's
  // bound is for the long flows. On a loaded two-core CI machine they take twice their time alone: two flows of 13 to
  // 15 s here ended at 30 s there (audit trail, client documents), so the bound is 60 s. Longer flows set their own.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // No trace by default: recording one for every test (a DOM snapshot at each step, and a screencast) cost a
    // quarter of the run's time. A failure prints its step and call log; for more, run that spec with `--trace on`.
    trace: 'off',
    // As a visitor who asks for less motion: no frames drawn for transitions, ripples and spinners, about a sixth less
    // CPU on the specs measured (docs/decisions/049-reduced-motion.md). The typing spec keeps the motion most people have.
    reducedMotion: 'reduce',
    // The installed app's service worker (docs/decisions/054-installable-app.md) would keep every file of the build in
    // each spec's fresh browser: only installable-app.spec.ts lets it register.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: LAUNCH_ARGS,
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: [EDITOR_SPECS, MAIL_SPECS, TYPING_SPECS, LAN_SPECS],
      workers: 2,
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'typing',
      testMatch: TYPING_SPECS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${PORT}`, reducedMotion: 'no-preference' },
    },
    { name: 'content-editors', testMatch: EDITOR_SPECS, workers: 1, use: { baseURL: `http://127.0.0.1:${EDITOR_PORT}` } },
    { name: 'mail', testMatch: MAIL_SPECS, workers: 1, use: { baseURL: `http://127.0.0.1:${MAIL_PORT}` } },
    { name: 'office-network', testMatch: LAN_SPECS, workers: 1, use: { baseURL: `http://${LAN_ADDRESS ?? '127.0.0.1'}:${LAN_PORT}` } },
  ],
  webServer: [
    server(PORT, process.env.TC_E2E_DATA_DIR),
    server(EDITOR_PORT, process.env.TC_E2E_EDITOR_DATA_DIR),
    server(MAIL_PORT, process.env.TC_E2E_MAIL_DATA_DIR, {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${MAIL_PORT}`,
    }),
    server(LAN_PORT, process.env.TC_E2E_LAN_DATA_DIR, { HOST: '0.0.0.0' }),
  ],
});
