import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, patterns } from './paths';

describe('paths', () => {
  it('keeps the URLs of product specification section 2', () => {
    expect(paths.clientListing).toBe('/clientlisting');
    expect(paths.landingImages).toBe('/landingImg');
    expect(paths.register).toBe('/login?mode=register');
    expect(patterns.actionPlans).toBe('/action-plans/:clientId');
    expect(patterns.clientReport).toBe('/client-report/:client_id');
  });

  it('fills the parameter of a parameterised route', () => {
    expect(paths.actionPlans(7)).toBe('/action-plans/7');
    expect(paths.timeDiary('12')).toBe('/timediary/12');
    expect(paths.clientReport(3)).toBe('/client-report/3');
    expect(paths.coachReport(4)).toBe('/report-coach/4');
    expect(paths.newsPost(1)).toBe('/newsplanblog/1');
    expect(paths.resourceDetail(2)).toBe('/resource/2');
    expect(paths.viewResource('a b')).toBe('/view/a%20b');
  });

  it('gives a builder for every pattern with a parameter, and the pattern itself otherwise', () => {
    for (const [name, pattern] of Object.entries(patterns)) {
      const built = paths[name as keyof typeof patterns];
      if (pattern.includes(':')) expect(typeof built, name).toBe('function');
      else expect(built, name).toBe(pattern);
    }
  });
});

describe('the route table', () => {
  it('has a route for every pattern, and no path outside them', async () => {
    const { routes } = await import('./routes');
    const found = new Set<string>();
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.path && route.path !== '*') found.add(route.path);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect([...found].sort()).toEqual(Object.values(patterns).sort());
  });
});
