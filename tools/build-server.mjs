// `npm run build` (after the web app): compiles the server (apps/api/src) to plain JavaScript in
// apps/api/dist, so `npm start` and a deployed copy run it with `node`, without tsx
// (docs/architecture.md#build-and-start). One bundle per entry: the server and each command-line tool.
import { copyFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const outDir = path.join(api, 'dist');

// The server is server.mjs; main.mjs (written below) loads it after V8's settings.
const entries = {
  server: 'src/main.ts',
  'v8-flags': 'src/v8-flags.ts',
  'cli/migrate': 'src/cli/migrate.ts',
  'cli/create-admin': 'src/cli/create-admin.ts',
  'cli/seed-large': 'src/cli/seed-large.ts',
  'cli/backup': 'src/cli/backup.ts',
  'cli/restore': 'src/cli/restore.ts',
};

const builtins = new Set(builtinModules);
/** The package a bare import names: `@fastify/rate-limit/store/X.js` is `@fastify/rate-limit`. */
const packageOf = (id) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every package from node_modules stays an import, loaded at run time from the dependencies installed beside
 * the build: the native ones (argon2, better-sqlite3, sharp, pg's optional pg-native) must, and others read
 * their own files at run time (pdfkit's fonts, swagger-ui's pages). Only the shared contract, which is
 * TypeScript source, is compiled in.
 */
function external(id) {
  if (id.startsWith('node:') || builtins.has(id)) return true;
  if (id.startsWith('.') || path.isAbsolute(id) || id.startsWith('\0')) return false;
  return packageOf(id) !== '@tc/contract';
}

const started = Date.now();
await rm(outDir, { recursive: true, force: true });
const result = await build({
  cwd: api,
  input: entries,
  platform: 'node',
  tsconfig: path.join(api, 'tsconfig.json'),
  external,
  logLevel: 'warn',
  output: {
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name].mjs',
    // Shared code sits beside main.mjs (not under cli/), so config.ts's import.meta.dirname is apps/api/dist
    // in every entry and its default web build (../../web/dist) is the same as from apps/api/src.
    chunkFileNames: '[name]-[hash].mjs',
    sourcemap: true,
  },
});

/*
 * A bundle puts every package import at the top of its file, and ES modules load all of a file's imports
 * before running any of it: v8-flags.ts, inlined, would run after fastify and the rest had loaded. main.mjs
 * runs it first and only then loads the server, as src/main.ts's first import does under tsx.
 */
// It also turns on Node's compile cache (in the system's temporary folder): a restart then reads the compiled
// code of the server and its packages back instead of compiling it again, most of the time a start takes.
await writeFile(
  path.join(outDir, 'main.mjs'),
  [
    "// Written by tools/build-server.mjs: the Node version checked (src/node-check.mjs), then V8's settings",
    "// (src/v8-flags.ts), before any of the server's modules load.",
    "import './node-check.mjs';",
    "import './v8-flags.mjs';",
    "import { enableCompileCache } from 'node:module';",
    'enableCompileCache?.();',
    "await import('./server.mjs');",
    '',
  ].join('\n'),
);

// Plain JavaScript that any Node runs (it must, to tell an old one so): copied as it is.
await copyFile(path.join(api, 'src/node-check.mjs'), path.join(outDir, 'node-check.mjs'));

// The packages the build imports, for tools/package.mjs: a deployed copy installs exactly these.
const files = new Set(result.output.map((c) => c.fileName));
const imports = new Set();
for (const chunk of result.output) {
  if (chunk.type !== 'chunk') continue;
  for (const id of [...chunk.imports, ...chunk.dynamicImports]) {
    if (!files.has(id) && !id.startsWith('node:') && !builtins.has(id) && !id.startsWith('.')) imports.add(packageOf(id));
  }
}
await writeFile(path.join(outDir, 'externals.json'), `${JSON.stringify([...imports].sort(), null, 2)}\n`);
console.log(`server built in ${Date.now() - started} ms: apps/api/dist (${result.output.filter((c) => c.type === 'chunk').length} files)`);
