// Plain JavaScript with nothing of the app imported, so that any Node can run it: an older Node than the
// project's `engines` range is told so in one line before the app loads (its native modules would crash
// it with a bare "code 139"). start.mjs imports it first; the root package's prestart runs it alone.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
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
