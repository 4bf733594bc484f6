import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { paths } from '../src/app/paths';

/**
 * The page policy forbids inline script (the token lives in localStorage): every page,
 * the signed-in dashboard and the API docs must work under it without one violation.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  // Runs before the page's own script, outside its policy; reports each violation to the test.
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`${page.url()}: page error: ${error.message}`));
  return violations;
}

test.describe('content security policy', () => {
  test('the policy allows no inline script and no https: styles', async ({ request }) => {
    for (const url of ['/', '/api/docs/']) {
      const csp = (await request.get(url)).headers()['content-security-policy'];
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).not.toContain('https:');
    }
    // An API answer is JSON: nothing in it may run or load.
    expect((await request.get('/api/health')).headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('the home page, sign-in and the dashboard run without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn(page, DEMO.admin);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the API docs (Swagger UI) render the operations without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/api/docs/');
    // Swagger UI's bundle is large: a loaded machine may take a while to run it.
    await expect(page.getByRole('heading', { name: /Training centre API/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.opblock').first()).toBeVisible();
    await page.locator('.opblock-summary').first().click();
    await expect(page.locator('.opblock-body').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
