import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/(\.test\.tsx?|^test-[\w-]+\.ts)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Fail loudly (never skip) when the browser or the build is missing, or the build is older than the code. */
export default function globalSetup(): void {
  // Debian's Chromium headless shell, or the browser E2E_CHROMIUM names (docs/decisions/046-browser-test-time.md).
  const browser = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
  if (!fs.existsSync(browser)) {
    throw new Error(
      `Chromium is missing at ${browser}: install it (apt-get install chromium-headless-shell); the browser tests cannot run without it.`,
    );
  }
  const built = path.join(process.env.E2E_WEB_DIST ?? path.join(webRoot, 'dist'), 'index.html');
  if (!fs.existsSync(built)) {
    throw new Error(`The web app is not built (${built} is missing): run "npm run build -w apps/web" first.`);
  }
  // A build made elsewhere (E2E_WEB_DIST) is the caller's to keep fresh.
  if (!process.env.E2E_WEB_DIST && newestMtime(path.join(webRoot, 'src')) > fs.statSync(built).mtimeMs) {
    throw new Error('apps/web/src changed after the last build: run "npm run build -w apps/web" before the browser tests.');
  }
  // The servers run the compiled API (apps/api/dist, made by the root's "npm run build").
  const server = path.join(webRoot, '../api/dist/main.mjs');
  if (!fs.existsSync(server)) {
    throw new Error(`The server is not built (${server} is missing): run "npm run build" first.`);
  }
  const serverSources = [path.join(webRoot, '../api/src'), path.join(webRoot, '../../packages/contract/src')];
  if (Math.max(...serverSources.map(newestMtime)) > fs.statSync(server).mtimeMs) {
    throw new Error('apps/api/src or packages/contract/src changed after the last build: run "npm run build" before the browser tests.');
  }
}
