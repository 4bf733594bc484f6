import { describe, expect, it } from 'vitest';
import { privatePatterns, publicPatterns } from './paths';
import { publicRoutes, routes } from './routes';

/** Every path a route table names, its children's too. */
function pathsOf(list: readonly { path?: string; children?: unknown }[]): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...(Array.isArray(r.children) ? pathsOf(r.children) : [])]);
}

/**
 * The installed app's worker opens the private paths from its kept index.html, and leaves every other page to the
 * network (vite.config.ts, docs/decisions/054-installable-app.md): the two lists must be the route table's.
 */
describe('public and private paths', () => {
  it('the public routes are exactly the public paths', () => {
    expect(pathsOf(publicRoutes).sort()).toEqual(Object.values(publicPatterns).sort());
  });

  it('every other route is a private path, and every private path has a route', () => {
    const publicOnes = new Set<string>(Object.values(publicPatterns));
    const others = pathsOf(routes).filter((p) => !publicOnes.has(p) && p !== '*');
    expect(others.sort()).toEqual(Object.values(privatePatterns).sort());
  });
});
