import { expect, test } from '@playwright/test';
import { footer, PUBLIC_PAGES, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { paths } from '../src/app/paths';

snapshotEveryPageOnFailure();

test.describe('public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} renders its heading, title, description and the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/\| Chinook Childcare Business Centre$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);

      const foot = footer(page);
      await expect(foot).toBeVisible();
      await expect(foot).toContainText('Chinook Childcare Business Centre');
      await expect(foot).toContainText('Edmonton, AB');
      await expect(foot).toContainText('Phone: 780-555-0142');
      await expect(foot).toContainText('Fax: 780-555-0143');
      await expect(foot.getByRole('link', { name: 'info@chinookchildcare.ca' })).toHaveAttribute('href', 'mailto:info@chinookchildcare.ca');
      for (const name of [
        'Services',
        'Testimonials',
        'Gallery',
        'How You Benefit',
        'Apply',
        'Cookie Policy',
        'Terms and Conditions',
        'Privacy Policy',
      ]) {
        await expect(foot.getByRole('link', { name, exact: true })).toBeVisible();
      }
    });
  }

  test('every public page has its own title and description', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test('pages fed by the content show what the centre published', async ({ page }) => {
    const seeded: [string, string][] = [
      [paths.services, 'Financial Management and Fees'],
      [paths.testimonials, 'Emily Chen'],
      [paths.gallery, 'Learning through play'],
      [paths.news, 'Five questions to ask before you set your day home fees'],
      [paths.resources, 'Monthly budget worksheet'],
      [paths.allResources, 'Enrolment agreement template'],
      [paths.aboutUs, 'Who we are'],
      [paths.benefit, 'Fees that pay you fairly'],
      [paths.features, 'Action plans and a time diary'],
      [paths.apply, 'What to have ready'],
    ];
    for (const [path, text] of seeded) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Nothing has been published here yet.')).toHaveCount(0);
    }
  });

  test('footer links lead to their pages', async ({ page }) => {
    await page.goto(paths.home);
    await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(urlOf(paths.privacyPolicy));
    await expect(page.getByText(/Personal Information Protection Act \(PIPA\)/).first()).toBeVisible();
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect.poll(() => new URL(page.url()).pathname).toBe(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: /Build a childcare business that lasts/ })).toBeVisible();
  });

  test('the header menu collapses into a drawer on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(paths.home);
    const main = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(main.getByRole('link', { name: 'About us' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(urlOf(paths.aboutUs));
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
