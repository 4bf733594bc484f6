// `node tools/bench-start.mjs [runs] [-- command...]`: how long a restart takes, from spawning `npm start` (or
// the command given) to GET /api/health answering 200, on the demo SQLite database in the default DATA_DIR
// (made by a first start that is not counted). PORT (default 3000) is the port the server listens on.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { root } from './build-stamp.mjs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const runs = Number((dash === -1 ? args : args.slice(0, dash))[0] ?? 5);
const [command, ...commandArgs] = dash === -1 ? ['npm', 'start'] : args.slice(dash + 1);
const port = process.env.PORT ?? '3000';
const health = `http://127.0.0.1:${port}/api/health`;

/**
 * The CPU time (user and system, ms) the processes of a group have used so far, from /proc (Linux): on a
 * machine busy with other work the wall time stretches, this does not, and a start is one thread's work.
 */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      // The fields after the command's closing parenthesis: pgrp is the 3rd, utime and stime the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10;
}

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
      cpu.push(groupCpuMs(child.pid));
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  // The whole group: npm and the server under it.
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return ms;
}

const cpu = [];
console.log(`first start (not counted): ${Math.round(await once())} ms`);
cpu.length = 0;
const times = [];
for (let i = 0; i < runs; i++) times.push(await once());
const median = (values) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
console.log(`restart to healthy, ${runs} runs: ${times.map((t) => Math.round(t)).join(', ')} ms (median ${median(times)} ms)`);
console.log(`CPU time used by then: ${cpu.join(', ')} ms (median ${median(cpu)} ms; load average ${os.loadavg()[0].toFixed(1)})`);
