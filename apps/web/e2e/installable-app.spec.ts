import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { paths } from '../src/app/paths';
import { DEMO, signIn, visitorShowsUp, workerInControl } from './helpers';

/**
 * The installed app (issue 29, docs/decisions/054-installable-app.md): Chromium finds it installable, and once a
 * coach has opened it, the private app starts without a signal from the code its service worker keeps. The worker
 * keeps no API answer: offline, private data is not served from its caches to anyone.
 *
 * The other specs block service workers (playwright.config.ts): this one lets the app register its own.
 */
test.use({ serviceWorkers: 'allow' });
// A first worker keeps every file of the build (about 2.5 MB) before it takes the page: longer than a screen's load.
test.describe.configure({ timeout: 90_000 });

/** The built worker the test server sends (the same build as playwright.config.ts's WEB_DIST). */
const WORKER_FILE = path.join(process.env.E2E_WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'), 'sw.js');

test('Chromium finds the app installable: its manifest names it, starts it at the dashboard, and has its icons', async ({ page }) => {
  await signIn(page, DEMO.coach, paths.dashboard);
  await workerInControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/dashboard', display: 'standalone', theme_color: '#1258a8' });
  expect(manifest.icons.map((i: { purpose: string; sizes: string }) => `${i.purpose} ${i.sizes}`)).toEqual([
    'any 192x192',
    'any 512x512',
    'maskable 192x192',
    'maskable 512x512',
  ]);
  for (const icon of manifest.icons as { src: string }[]) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
});

test('the private app starts offline from the code its worker keeps; no API answer is served from a cache', async ({ page, context }) => {
  await signIn(page, DEMO.coach, paths.dashboard);
  await workerInControl(page);

  await context.setOffline(true);
  await page.reload();
  // The app itself, not the browser's "No internet" page: the private navigation is there.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  // Another private screen, opened by its address as from the home screen's shortcut or a bookmark.
  await page.goto(paths.clientListing);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  // The worker has no answer of the API to give: without a signal, a read fails rather than show data kept for anyone.
  const apiRead = await page.evaluate(() =>
    fetch('/api/auth/me', { headers: { authorization: `Bearer ${JSON.parse(localStorage.getItem('token') ?? '""')}` } }).then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    ),
  );
  expect(apiRead).toBe('failed');

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a new version waits for "Reload to update", then takes the page', async ({ page }) => {
  await signIn(page, DEMO.coach, paths.dashboard);
  await workerInControl(page);
  // A release: the worker's script changes, as each build's list of files does. The server reads its files at each
  // request, and no other spec lets a worker register: the built script gets a line more, put back afterwards.
  // (Playwright's routes do not see the browser's own fetch of a worker's script.)
  const original = fs.readFileSync(WORKER_FILE, 'utf8');
  try {
    fs.writeFileSync(WORKER_FILE, `${original}\n// the next release\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the app is ready.' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Until the person chooses, the page keeps the worker (and the code) it started with.
    const before = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting?.state ?? null,
        controlledByTheFirst: navigator.serviceWorker.controller === registration?.active,
      };
    });
    expect(before).toEqual({ waiting: 'installed', controlledByTheFirst: true });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload to update' }).click()]);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(prompt).toBeHidden();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting?.state ?? null, controller: navigator.serviceWorker.controller?.state ?? null };
    });
    expect(after).toEqual({ waiting: null, controller: 'activated' });
  } finally {
    fs.writeFileSync(WORKER_FILE, original);
  }
});

test('a visitor of the public site gets no service worker, even once its app has started', async ({ page }) => {
  // The application form: a public page whose app starts at once.
  await page.goto(paths.apply);
  await visitorShowsUp(page);
  const registered = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(registered).toBe(0);
});
