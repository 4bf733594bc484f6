// `npm start`: serves the build, building first only when the sources changed since the last build
// (tools/build-stamp.mjs), then runs the compiled server (apps/api/dist/main.mjs) in this process, with plain
// Node (docs/architecture.md#build-and-start).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, root } from './build-stamp.mjs';

if (!buildIsCurrent()) {
  // An install without the development tools (npm ci --omit=dev) can serve a build but not make one.
  if (!existsSync(path.join(root, 'node_modules/vite')) || !existsSync(path.join(root, 'node_modules/rolldown'))) {
    console.error(
      'The build is missing or older than the sources, and the build tools are not installed (an install with --omit=dev):\n' +
        'run "npm install" and "npm start" again, or deploy the folder "npm run package" makes.',
    );
    process.exit(1);
  }
  console.log('The sources changed since the last build (or there is none): building first.');
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

// The server's working directory is apps/api, as with `npm run start -w apps/api`; a relative DATA_DIR is read from
// where npm was run (INIT_CWD, apps/api/src/config.ts), so `./data` is beside the person who started it.
const api = path.join(root, 'apps/api');
process.chdir(api);
await import(pathToFileURL(path.join(api, 'dist/main.mjs')).href);
