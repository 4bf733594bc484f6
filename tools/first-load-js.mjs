#!/usr/bin/env node
// `node tools/first-load-js.mjs [dist]`: the JavaScript each public page loads
// before it can run (the entry and the app it starts, the page's own chunk and
// everything they import statically), in gzip bytes, from a build's .vite/manifest.json. DESIGN
// section 7 allows the home page 100 KB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const HOME_BUDGET_KB = 100;

/** The lazily loaded module of each public route, read from the route table. */
function publicRouteModules() {
  const source = readFileSync(path.join(root, 'apps/web/src/app/routes.tsx'), 'utf8');
  const block = source.slice(source.indexOf('const publicRoutes'), source.indexOf('const privateRoutes'));
  const modules = new Map();
  for (const [, name, spec] of block.matchAll(/patterns\.(\w+), element: lazyPage\(\(\) => import\('([^']+)'\)\)/g)) {
    modules.set(name, spec.startsWith('@/') ? `src/${spec.slice(2)}.tsx` : `src/app/${spec.slice(2)}.tsx`);
  }
  return modules;
}

/** Gzip KB of what loads first on each public route: route name → KB. */
export function firstLoadKb(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const gzipKb = new Map();
  const sizeOf = (file) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
    return gzipKb.get(file);
  };
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const result = new Map();
  // The entry (boot.ts) starts the app (main.tsx) at once: that is first-load code too.
  const app = manifest[entry].dynamicImports ?? [];
  for (const [name, module] of publicRouteModules()) {
    const chunks = closure([entry, ...app, module]);
    let kb = 0;
    for (const key of chunks) kb += sizeOf(manifest[key].file);
    result.set(name, kb);
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const sizes = firstLoadKb(dist);
  for (const [name, kb] of sizes) console.log(`${name.padEnd(16)} ${kb.toFixed(1).padStart(7)} KB`);
  const home = sizes.get('home');
  console.log(`\nhome: ${home.toFixed(1)} KB gzip first-load JavaScript (budget ${HOME_BUDGET_KB} KB)`);
}
