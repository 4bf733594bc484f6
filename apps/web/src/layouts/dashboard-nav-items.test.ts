import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { dashboardNavFor } from './dashboard-nav-items';

const targets = (categoryId: number) => dashboardNavFor({ id: 5, category_id: categoryId }).flatMap((s) => s.items.map((i) => i.to));
const ADMIN_SCREENS = [
  paths.sitePages,
  paths.landingImages,
  paths.serviceCards,
  paths.contentChange,
  paths.servicesContent,
  paths.referralContent,
  paths.forms,
  paths.auditTrail,
  paths.applications,
  paths.outgoingMail,
  paths.mediaLibrary,
  paths.securitySettings,
  paths.importPeople,
];

describe('dashboard navigation by role', () => {
  it('gives the administrator every screen including content administration', () => {
    expect(targets(2)).toEqual(
      expect.arrayContaining([
        paths.clientListing,
        paths.coachListing,
        paths.regionListing,
        paths.report,
        paths.coachReports,
        paths.memberResources,
        ...ADMIN_SCREENS,
      ]),
    );
  });

  it('gives a coach listings, plans, its own report and resources, no administration', () => {
    const p = targets(3);
    expect(p).toEqual(
      expect.arrayContaining([paths.clientListing, paths.coachListing, paths.coachPlans, paths.coachReports, paths.memberResources]),
    );
    for (const admin of ADMIN_SCREENS) expect(p).not.toContain(admin);
  });

  it('never shows the coach listing or administration to a client', () => {
    const p = targets(4);
    expect(p).toEqual(expect.arrayContaining([paths.clientListing, paths.actionPlans(5), paths.clientReport(5), paths.memberResources]));
    expect(p).not.toContain(paths.coachListing);
    for (const admin of ADMIN_SCREENS) expect(p).not.toContain(admin);
  });

  it('starts every role’s navigation with its dashboard', () => {
    for (const category of [2, 3, 4])
      expect(dashboardNavFor({ id: 5, category_id: category })[0].items[0]).toEqual({ label: 'Dashboard', to: paths.dashboard });
  });

  it('leads every role to its report by that name', () => {
    const report = (categoryId: number) =>
      dashboardNavFor({ id: 5, category_id: categoryId })
        .flatMap((s) => s.items)
        .filter((i) => /report/i.test(i.label));
    expect(report(2)).toEqual([
      { label: 'Report', to: paths.report },
      { label: 'Coach reports', to: paths.coachReports },
    ]);
    expect(report(3)).toEqual([{ label: 'My report', to: paths.coachReports }]);
    expect(report(4)).toEqual([{ label: 'My report', to: paths.clientReport(5) }]);
  });
});
