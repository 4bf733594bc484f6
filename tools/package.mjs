// `npm run package [-- --out DIR]`: a folder to deploy (default build/package): the compiled server, the web
// build and the production packages the server imports, installed there with `npm install --omit=dev`. It
// runs with `node server.mjs` and needs nothing else from this repository (docs/architecture.md#build-and-start).
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIsCurrent, root } from './build-stamp.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(root, 'build/package') } } });
const out = path.resolve(values.out);
const run = (command, args, cwd) => {
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
const readJson = async (file) => JSON.parse(await readFile(path.join(root, file), 'utf8'));

const started = Date.now();
if (!buildIsCurrent()) run('npm', ['run', 'build'], root);

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
// The same layout as in the repository, one level up: the server finds the web build at ../../web/dist from
// its own folder (apps/api/src/config.ts), here as there.
await cp(path.join(root, 'apps/api/dist'), path.join(out, 'api/dist'), { recursive: true });
await cp(path.join(root, 'apps/web/dist'), path.join(out, 'web/dist'), { recursive: true });
await writeFile(
  path.join(out, 'server.mjs'),
  "// The server (built from apps/api/src/main.ts). Settings come from the environment: see the README.\nimport './api/dist/main.mjs';\n",
);

// The packages the build imports, at the versions the repository is tested with.
const rootPackage = await readJson('package.json');
const api = await readJson('apps/api/package.json');
const externals = await readJson('apps/api/dist/externals.json');
const dependencies = {};
for (const name of externals) {
  dependencies[name] = api.dependencies[name] ?? (await readJson(`node_modules/${name}/package.json`)).version;
}
const manifest = {
  name: 'training-centre-server',
  private: true,
  version: rootPackage.version,
  type: 'module',
  engines: rootPackage.engines,
  scripts: {
    start: 'node server.mjs',
    migrate: 'node api/dist/cli/migrate.mjs',
    'create-admin': 'node api/dist/cli/create-admin.mjs',
    backup: 'node api/dist/cli/backup.mjs',
    restore: 'node api/dist/cli/restore.mjs',
  },
  dependencies,
  allowScripts: rootPackage.allowScripts,
};
await writeFile(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], out);

const { stdout } = spawnSync('du', ['-sh', out], { encoding: 'utf8' });
console.log(
  `package made in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stdout.trim()} (start it with: cd ${out} && node server.mjs)`,
);
