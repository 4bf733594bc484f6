// Whether the build (apps/web/dist and apps/api/dist) is the build of the sources as they are now: a digest
// of every file the build reads, kept beside the build when it was made (docs/architecture.md#build-and-start).
// Contents, not modification times: a checkout, a copy or an archive can give older times to newer code.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'apps/api/dist/build-stamp.json');
const BUILT = ['apps/web/dist/index.html', 'apps/web/dist/.ssr/entry-server.mjs', 'apps/api/dist/main.mjs'];

/** What the build reads: the three packages' sources and settings, the lockfile and the build scripts. */
const INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'tools/build.mjs',
  'tools/build-server.mjs',
  'tools/build-stamp.mjs',
  'packages/contract/package.json',
  'packages/contract/src',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/api/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/src',
];
// Tests are not part of the build (the same rule as apps/web/e2e/global-setup.ts).
const TEST_FILE = /(\.test\.tsx?|^test-[\w-]+\.ts)$/;

function files(rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => e.isDirectory() || !TEST_FILE.test(e.name))
    .flatMap((e) => files(path.join(rel, e.name)));
}

/** A digest of the build's inputs (about 700 files: some tens of milliseconds). */
export function sourcesDigest() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when every part of the build is there and was made from the sources as they are now. */
export function buildIsCurrent() {
  if (!existsSync(STAMP) || BUILT.some((f) => !existsSync(path.join(root, f)))) return false;
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).sources === sourcesDigest();
  } catch {
    return false;
  }
}

/** Records that the build was made from sources with this digest (taken before building). */
export function writeStamp(sources) {
  writeFileSync(STAMP, `${JSON.stringify({ sources, builtAt: new Date().toISOString() })}\n`);
}
