// `node tools/bench-start.mjs [runs] [-- command...]`: how long a restart takes, from spawning `npm start` (or
// the command given) to GET /api/health answering 200, on the demo SQLite database in the default DATA_DIR
// (made by a first start that is not counted). PORT (default 3000) is the port the server listens on.
import { spawn } from 'node:child_process';
import { root } from './build-stamp.mjs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const runs = Number((dash === -1 ? args : args.slice(0, dash))[0] ?? 5);
const [command, ...commandArgs] = dash === -1 ? ['npm', 'start'] : args.slice(dash + 1);
const port = process.env.PORT ?? '3000';
const health = `http://127.0.0.1:${port}/api/health`;

async function once() {
  const started = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: port, LOG_LEVEL: 'warn' },
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode} before it was healthy`);
    const ok = await fetch(health).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      ms = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  // The whole group: npm and the server under it.
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return ms;
}

console.log(`first start (not counted): ${Math.round(await once())} ms`);
const times = [];
for (let i = 0; i < runs; i++) times.push(await once());
console.log(
  `restart to healthy, ${runs} runs: ${times.map((t) => Math.round(t)).join(', ')} ms (median ${Math.round(times.sort((a, b) => a - b)[Math.floor(runs / 2)])} ms)`,
);
