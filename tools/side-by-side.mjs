// `node tools/side-by-side.mjs lint typecheck build`: runs these npm scripts at the same time (lint and the type
// check each keep one core busy; the build, which the browser tests need, fills their gaps) and fails if any fails. Each script's output is held and printed
// whole once it ends, so two never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/side-by-side.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`\n== npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
