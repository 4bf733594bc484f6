import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { choose, expectToast, listLoaded, textbox } from './content-admin-helpers';
import { DEMO, loadScreen, onFirstLoad, signIn, snapshotEveryPageOnFailure } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';

snapshotEveryPageOnFailure();

/**
 * Site pages (docs/architecture.md, decision 032): an administrator edits the public site page by page, the blocks in the
 * order the page shows them under labels a person knows, sees the change on the site, and previews a
 * scheduled post that visitors do not see yet. Other specs read Home's introduction: its title stays, and its
 * text is put back as it was at the end.
 */

interface Block {
  id: number;
  section: string;
  title: string;
  body: string;
}

async function visitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe('site pages', () => {
  test("edits Home's introduction in page order and sees it on the site", async ({ page, request }) => {
    const auth = await bearer(request, STAFF.admin);
    const blocks = (await (await request.get('/api/landing-content?pageSize=100', { headers: auth })).json()) as Block[];
    const intro = blocks.find((b) => b.section === 'home-intro')!;
    const added = ` ${unique('Edited today ')}.`;
    try {
      await signIn(page, DEMO.admin, paths.sitePages);
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await listLoaded(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

      // The blocks in the order the page shows them, by the names a person knows them by, never the section key.
      const labels = page.getByRole('list', { name: 'Blocks of Home' }).getByRole('heading', { level: 2 });
      await expect(labels).toHaveText([
        'Home – introduction',
        'Home – picture',
        'Home – where to start cards',
        'Home – more about us',
        'Home – our programmes',
        'Home – what providers say',
      ]);
      const introList = page.getByRole('list', { name: 'Home – introduction' });
      await expect(introList.getByText(intro.title)).toBeVisible();
      await expect(page.getByText('home-intro')).toHaveCount(0);

      await introList.getByRole('button', { name: `Edit ${intro.title}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The key is shown as it is and cannot be changed.
      await expect(textbox(dialog, 'Section')).toHaveAttribute('readonly', '');
      const text = textbox(dialog, 'Text');
      await text.click();
      await text.press('ControlOrMeta+End');
      await text.pressSequentially(added, { delay: 15 });
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toBeHidden();
      await expectToast(page, 'Landing content updated');

      await introList.getByRole('link', { name: `View on site: ${intro.title}` }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: intro.title })).toBeVisible();
      await expect(page.getByText(added.trim(), { exact: false })).toBeVisible();
    } finally {
      await request.put(`/api/landing-content/${intro.id}`, { headers: auth, data: { body: intro.body } });
    }
  });

  test('previews a scheduled post as its page will show it; a visitor does not see it', async ({ page, request, browser, baseURL }) => {
    const title = unique('Spring open house ');
    const auth = await bearer(request, STAFF.admin);
    try {
      await signIn(page, DEMO.admin, paths.sitePage('news'));
      await listLoaded(page);
      await page.getByRole('button', { name: 'Add news item or event to News – news and events' }).click();
      const dialog = page.getByRole('dialog');
      await textbox(dialog, 'Title').pressSequentially(title, { delay: 10 });
      await textbox(dialog, 'Summary').fill('An afternoon to meet the coaches.');
      await textbox(dialog, 'Story').fill('Bring your questions about **fees** and enrolment.');
      await choose(page, dialog, 'Status', /^Published/);
      await dialog.getByLabel('Publish at').fill('2030-04-01T10:00');
      await dialog.getByRole('button', { name: 'Add news item or event' }).click();
      await expect(dialog).toBeHidden();

      const list = page.getByRole('list', { name: 'News – news and events' });
      await expect(list.getByText(/^Scheduled for /).first()).toBeVisible();
      await list.getByRole('link', { name: `Preview: ${title}` }).click();
      await expect(page).toHaveURL(/\/newsplanblog\/\d+\?preview/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Preview: visitors do not see this post yet/)).toBeVisible();
      const address = new URL(page.url());
      // Opened afresh: the server's page is never cached nor indexed, and the administrator's browser shows the post.
      const fresh = await page.goto(`${address.pathname}${address.search}`);
      expect(fresh?.headers()['x-robots-tag']).toBe('noindex');
      expect(fresh?.headers()['cache-control']).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);

      const guest = await visitor(browser, baseURL);
      await guest.goto(`${address.pathname}${address.search}`);
      await expect(guest.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
      await expect(guest.getByText(title)).toHaveCount(0);
      await guest.goto(paths.news);
      await expect(guest.getByRole('heading', { level: 1, name: /News and events/ })).toBeVisible();
      await expect(guest.getByText(title)).toHaveCount(0);
      await guest.context().close();

      // Publish now, then Unpublish, beside its date in the list.
      await page.goto(paths.sitePage('news'));
      await listLoaded(page);
      await list.getByRole('button', { name: `Publish now: ${title}` }).click();
      await expect(list.getByRole('link', { name: `View on site: ${title}` })).toBeVisible();
      await list.getByRole('button', { name: `Unpublish: ${title}` }).click();
      await expect(list.getByRole('link', { name: `Preview: ${title}` })).toBeVisible();
    } finally {
      const all = (await (await request.get(`/api/news-events?status=all&q=${encodeURIComponent(title)}`, { headers: auth })).json()) as {
        id: number;
      }[];
      for (const item of all) await request.delete(`/api/news-events/${item.id}`, { headers: auth });
    }
  });

  test('the site pages screens are axe clean on a desktop and a phone', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [paths.sitePages, paths.sitePage('home')]) {
      await loadScreen(page, path, onFirstLoad(page, DEMO.admin));
      await listLoaded(page);
      await atBothWidths(page, async (width) => {
        if (width === 'phone') await expectNoSidewaysScroll(page);
        await expectAxeClean(page, `${path} (${width})`);
      });
    }
  });
});
