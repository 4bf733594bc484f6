// Plain JavaScript with nothing of the app imported, so that any Node can run it: an older Node than the
// project's `engines` range is told so in one line before the app loads (its native modules would crash
// it with a bare "code 139"). start.mjs imports it first (and the built server's main.mjs, tools/build-server.mjs); the root package's
// prestart runs it alone.
import { existsSync, readFileSync } from 'node:fs';

/** The nearest package.json above this file that states an `engines.node` range: the repository's, or a deployed package's. */
function enginesAbove(url) {
  for (let dir = new URL('./', url); ; dir = new URL('../', dir)) {
    const file = new URL('package.json', dir);
    if (existsSync(file)) {
      const { engines } = JSON.parse(readFileSync(file, 'utf8'));
      if (engines?.node) return engines;
    }
    if (dir.pathname === '/') return { node: '>=0' };
  }
}

const engines = enginesAbove(import.meta.url);
const [wantMajor, wantMinor = 0] = engines.node
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  console.error(
    `This server needs Node ${engines.node} (package.json "engines"); this is Node ${process.versions.node}. Install a newer Node (https://nodejs.org) and run npm install again.`,
  );
  process.exit(1);
}
