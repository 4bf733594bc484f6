import { describe, expect, it } from 'vitest';
import { dashboardNavFor } from './dashboard-nav-items';

const paths = (categoryId: number) => dashboardNavFor({ id: 5, category_id: categoryId }).flatMap((s) => s.items.map((i) => i.to));
const ADMIN_SCREENS = ['/landingImg', '/servicescard', '/contentchange', '/servicescontent', '/referralcontent', '/forms'];

describe('dashboard navigation by role', () => {
  it('gives the administrator every screen including content administration', () => {
    expect(paths(2)).toEqual(
      expect.arrayContaining(['/clientlisting', '/coachlisting', '/regionlisting', '/report', '/resource', ...ADMIN_SCREENS]),
    );
  });

  it('gives a coach listings, plans, its own report and resources, no administration', () => {
    const p = paths(3);
    expect(p).toEqual(expect.arrayContaining(['/clientlisting', '/coachlisting', '/coach-plans', '/report-coach/5', '/resource']));
    for (const admin of ADMIN_SCREENS) expect(p).not.toContain(admin);
  });

  it('never shows the coach listing or administration to a client', () => {
    const p = paths(4);
    expect(p).toEqual(expect.arrayContaining(['/clientlisting', '/action-plans/5', '/client-report/5', '/resource']));
    expect(p).not.toContain('/coachlisting');
    for (const admin of ADMIN_SCREENS) expect(p).not.toContain(admin);
  });
});
