import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { DEMO, signIn } from './helpers';
import { listLoaded } from './content-admin-helpers';
import { atBothWidths, expectAxeClean, expectNoSidewaysScroll, type Width } from './people-helpers';

/** Every admin screen, each tab, and the button that opens its dialog. */
const SCREENS: { path: string; opens: string | RegExp }[] = [
  { path: paths.landingImages, opens: 'Delete landing image' },
  { path: paths.serviceCards, opens: 'New service' },
  { path: `${paths.serviceCards}?tab=cards`, opens: 'New landing card' },
  { path: paths.contentChange, opens: 'New landing content block' },
  { path: `${paths.contentChange}?tab=news`, opens: 'New news item or event' },
  { path: `${paths.contentChange}?tab=blog`, opens: 'New blog post' },
  { path: `${paths.contentChange}?tab=testimonials`, opens: 'New testimonial' },
  { path: `${paths.contentChange}?tab=gallery`, opens: 'New gallery image' },
  { path: paths.servicesContent, opens: 'New services content block' },
  { path: paths.referralContent, opens: 'New referral content block' },
  { path: paths.forms, opens: 'New form' },
];

/** The screen's list, then the dialog its button opens, checked by axe (and for sideways scrolling on a phone). */
async function auditScreen(page: Page, path: string, opens: string | RegExp, device: Width): Promise<void> {
  const phone = device === 'phone';
  if (phone) await expectNoSidewaysScroll(page);
  await expectAxeClean(page, `${path} (${device})`);
  await page.getByRole('button', { name: opens }).first().click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  // Wait for the dialog's entrance transition: axe reads colours mid-fade otherwise.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAxeClean(page, `${path} with its dialog open (${device})`);
  if (phone) await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

// Each screen is opened once and checked at the desktop's width, then the phone's (the window resized).
test.describe('admin screens on a desktop and a phone: axe', () => {
  // Four axe runs a test: give a busy machine the time.
  test.describe.configure({ timeout: 90_000 });
  for (const { path, opens } of SCREENS) {
    test(`no violations on ${path}, list and dialog`, async ({ page }) => {
      await signIn(page, DEMO.admin, path);
      await listLoaded(page);
      await atBothWidths(page, (device) => auditScreen(page, path, opens, device));
    });
  }

  test('no violations with an item open for editing and its Markdown preview', async ({ page }) => {
    await signIn(page, DEMO.admin, `${paths.contentChange}?tab=news`);
    await listLoaded(page);
    await atBothWidths(page, async (device) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveCSS('opacity', '1');
      // On a phone the form and its preview are tabs; the desktop shows them side by side.
      if (device === 'phone') await dialog.getByRole('button', { name: 'Preview' }).click();
      await expect(dialog.getByRole('heading', { name: /^Preview of story/i })).toBeVisible();
      await expectAxeClean(page, `the news form with its preview (${device})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });

  test('no violations on the deleted items and a search that finds nothing', async ({ page }) => {
    await signIn(page, DEMO.admin, paths.serviceCards);
    await listLoaded(page);
    await atBothWidths(page, async (device) => {
      await page.getByRole('searchbox', { name: 'Search services' }).fill('nothing matches this');
      await expect(page.getByText(/^No services match/)).toBeVisible();
      await expectAxeClean(page, `an empty search (${device})`);
      await page.getByRole('searchbox', { name: 'Search services' }).fill('');
      await page.getByLabel('Show deleted').check();
      await expect(page.getByText(/^No services have been deleted/)).toBeVisible();
      await expectAxeClean(page, `the deleted services (${device})`);
      await page.getByLabel('Show deleted').uncheck();
      await expect(page.getByText(/^No services have been deleted/)).toHaveCount(0);
    });
  });
});
