// `npm run build`: the web app (apps/web/dist, with its server-side bundle and precompressed copies), then the
// server compiled to JavaScript (apps/api/dist), then the stamp `npm start` compares (tools/build-stamp.mjs).
import { spawnSync } from 'node:child_process';
import { root, sourcesDigest, writeStamp } from './build-stamp.mjs';

// Taken first: a file changed while the build runs makes the next start build again.
const sources = sourcesDigest();
for (const [command, args] of [
  ['npm', ['run', 'build', '-w', 'apps/web']],
  [process.execPath, ['tools/build-server.mjs']],
]) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
writeStamp(sources);
