import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const STAFF = {
  admin: { username: 'admin', password: 'Admin-demo-2026' },
  sarah: { username: 'coach.sarah', password: 'Coach-demo-2026' },
  amrit: { username: 'coach.amrit', password: 'Coach-demo-2026' },
  maple: { username: 'client.maple', password: 'Client-demo-2026' },
} as const;

/**
 * Types `typed` into a person picker (`Coach to assign`, `Client to assign`) and picks `option` from the server's
 * answer to what was typed. Until that answer comes the list shows everyone, and it is replaced under the pointer:
 * a click then can land between two options and pick no one (seen on a loaded CI machine).
 */
export async function pickPerson(dialog: Locator, label: string, typed: string, option: RegExp): Promise<void> {
  const page = dialog.page();
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('q') === typed && r.request().method() === 'GET');
  await dialog.getByRole('combobox', { name: label }).fill(typed);
  await answered;
  await page.getByRole('option', { name: option }).click();
  await expect(dialog.getByRole('combobox', { name: label })).toHaveValue(option);
}

/** Names no demo record and no other run's record shares. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export async function bearer(request: APIRequestContext, account: { username: string; password: string }): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every transition and finite animation on the page has ended: axe reads colours mid-fade otherwise (a dialog's title
 * fading in fails colour contrast). MUI fades a dialog's container, not the element whose role is dialog. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** axe-core's own build, the one @axe-core/playwright injects. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe run inside the page, at our tags (docs/decisions/046-browser-test-time.md), as `AxeBuilder.analyze()` in legacy
 * mode runs it, but put in the page once: the page's later checks (the phone's width, a dialog open, a screen opened
 * inside the app) reuse it instead of parsing axe again each time (docs/decisions/048-browser-test-loads.md).
 */
const axeViolations = async (page: Page) => {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, TAGS);
};

/**
 * axe finds nothing at the tags we hold the app to, once the page has stopped moving. Something can start moving
 * while axe reads the page (a toast's time runs out and it fades): what it found is read again once that has
 * settled, and only what is still there fails the check.
 */
export async function expectAxeClean(page: Page, what: string): Promise<void> {
  await animationsSettled(page);
  let summary = await axeViolations(page);
  if (summary.length) {
    await animationsSettled(page);
    summary = await axeViolations(page);
  }
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** The two widths a screen is checked at. */
export type Width = 'desktop' | 'phone';
const WIDTHS: readonly [Width, { width: number; height: number }][] = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
];

/** Runs `check` on the page as it is at the desktop's width, then at the phone's (the window resized, not reopened). */
export async function atBothWidths(page: Page, check: (width: Width) => Promise<void>): Promise<void> {
  for (const [width, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await check(width);
  }
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** The listing has its data: no spinner, no progress bar. */
export async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Chooses an option of an MUI select: opens it from the keyboard (Enter, as a keyboard user does), then clicks the
 * option. Not a click on the select: MUI's select takes a press held over 200 ms and released over an option as choosing
 * that option, and a select near the bottom of the window opens its menu over itself. On a loaded two-core machine
 * Playwright's press and release came that far apart, and the click chose the option under the pointer, then waited a
 * minute for a menu already closed (sessions-hours.spec.ts, CI of 1a9ec0c; reproduced by holding the press 250 ms).
 */
export async function pickOption(select: Locator, option: string | RegExp, exact = false): Promise<void> {
  await select.press('Enter');
  await select.page().getByRole('option', { name: option, exact }).click();
}

/** Fills an MUI select by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await pickOption(page.getByRole('combobox', { name: label }), option, true);
}
