import { expect, test, type Page } from '@playwright/test';
import { DEMO, openInApp, signIn } from './helpers';
import { patterns } from '../src/app/paths';

/*
 * "No link in the private area leads to a refusal for the person who
 * sees it". Each demo role signs in and follows every link of the private area it
 * is shown (navigation and screens), a few of each kind, and no page it reaches
 * says it may not be seen.
 */
const PRIVATE_PATTERNS = [
  patterns.dashboard,
  patterns.clientListing,
  patterns.clientProfile,
  patterns.clientReport,
  patterns.regionListing,
  patterns.report,
  patterns.coachReport,
  patterns.coachReports,
  patterns.coachPlans,
  patterns.actionPlans,
  patterns.timeDiary,
  patterns.coachListing,
  patterns.calendar,
  patterns.landingImages,
  patterns.serviceCards,
  patterns.contentChange,
  patterns.servicesContent,
  patterns.referralContent,
  patterns.forms,
  patterns.auditTrail,
  patterns.memberResources,
  patterns.viewResource,
  patterns.availability,
  patterns.mySessions,
].map((pattern) => ({ pattern, match: new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`) }));

/**
 * How many addresses of one route to open: an administrator may open every
 * record, so a couple show the screens work; a coach and a client see lists of
 * other people's records too, so most of their rows are followed.
 */
const PER_ROUTE = { Administrator: 2, Coach: 6, Client: 6 } as const;
const REFUSAL = /have access to|not available to your role|don.t coach this client|not one of your clients/i;
/** A screen that failed to load is no better than one that refuses. */
const FAILURE = /couldn.t load|could not load|went wrong/i;

/** The private addresses a page links to, as path and query. */
async function privateLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]:not([download])').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(page.url()).origin)
    .map((url) => `${url.pathname}${url.search}`)
    .filter((address) => PRIVATE_PATTERNS.some(({ match }) => match.test(address.split('?')[0])));
}

/** Waits until the screen has its data: app started, heading shown, no spinner left. */
async function settledScreen(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const account of [DEMO.admin, DEMO.coach, DEMO.client]) {
  test(`every private link shown to the ${account.role.toLowerCase()} opens a page they may see`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, account);
    const queue: string[] = [patterns.dashboard, patterns.clientListing];
    const seen = new Set(queue);
    const perRoute = new Map<string, number>();
    const visited: string[] = [];
    while (queue.length > 0) {
      const address = queue.shift() as string;
      const route = PRIVATE_PATTERNS.find(({ match }) => match.test(address.split('?')[0]))?.pattern ?? address;
      if ((perRoute.get(route) ?? 0) >= PER_ROUTE[account.role]) continue;
      perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
      // Followed inside the app, as a person follows the link.
      await openInApp(page, address);
      await settledScreen(page);
      const alerts = await page.getByRole('alert').allInnerTexts();
      expect(
        alerts.filter((text) => REFUSAL.test(text) || FAILURE.test(text)),
        `${address} (reached by the ${account.role})`,
      ).toEqual([]);
      await expect(page.getByRole('main')).not.toContainText(REFUSAL);
      visited.push(address);
      for (const link of await privateLinks(page)) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    // The walk did reach the screens of the role, not just the first page.
    expect(visited.length, visited.join('\n')).toBeGreaterThan(3);
  });
}
