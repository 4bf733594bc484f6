#!/usr/bin/env node
// `node tools/first-load-js.mjs [dist]`: the JavaScript each public page loads
// when it opens, in gzip bytes, from a build's .vite/manifest.json. Every public
// page opens with the entry alone (src/app/boot.ts); the app (the entry's dynamic
// imports, the page's own chunk and everything they import statically) comes
// later and is printed beside it: on a reading page at the visitor's first
// interaction, on a form page (`handle: FORM_PAGE` in routes.tsx) as soon as the
// visitor shows up (the pointer moves). docs/architecture.md#public-site-speed allows the home page 100 KB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const HOME_BUDGET_KB = 100;

/** The lazily loaded module of each public route, and whether it is a form page, read from the route table. */
function publicRouteModules() {
  const source = readFileSync(path.join(root, 'apps/web/src/app/routes.tsx'), 'utf8');
  const block = source.slice(source.indexOf('const publicRoutes'), source.indexOf('const privateRoutes'));
  const modules = new Map();
  for (const [, name, handle, spec] of block.matchAll(
    /patterns\.(\w+),(?: handle: (\w+),)? element: lazyPage\(\(\) => import\('([^']+)'\)\)/g,
  )) {
    const module = spec.startsWith('@/') ? `src/${spec.slice(2)}.tsx` : `src/app/${spec.slice(2)}.tsx`;
    modules.set(name, { module, form: handle === 'FORM_PAGE' });
  }
  return modules;
}

/** Gzip KB of what each public route loads when it opens, and of the app it loads once the visitor is there: route name → {kb, laterKb, form}. */
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
  // The entry (boot.ts) starts the app (main.tsx) once the visitor is there.
  const app = manifest[entry].dynamicImports ?? [];
  const kbOf = (keys) => [...closure(keys)].reduce((kb, key) => kb + sizeOf(manifest[key].file), 0);
  for (const [name, { module, form }] of publicRouteModules()) {
    const first = kbOf([entry]);
    result.set(name, { kb: first, laterKb: kbOf([entry, ...app, module]) - first, form });
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const sizes = firstLoadKb(dist);
  console.log(`${'page'.padEnd(16)} ${'on load'.padStart(10)} ${'the app, later'.padStart(16)}  when`);
  for (const [name, { kb, laterKb, form }] of sizes) {
    const when = form ? 'the visitor shows up (a form)' : 'the first interaction';
    console.log(`${name.padEnd(16)} ${`${kb.toFixed(1)} KB`.padStart(10)} ${`${laterKb.toFixed(1)} KB`.padStart(16)}  ${when}`);
  }
  const home = sizes.get('home');
  console.log(`\nhome: ${home.kb.toFixed(1)} KB gzip first-load JavaScript (budget ${HOME_BUDGET_KB} KB)`);
}
