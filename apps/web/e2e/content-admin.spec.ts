import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { DEMO, loadScreen, onFirstLoad, snapshotEveryPageOnFailure } from './helpers';
import {
  choose,
  deleteRow,
  editRow,
  expectToast,
  listLoaded,
  noisePng,
  save,
  textbox,
  throttleUploads,
  unique,
} from './content-admin-helpers';

snapshotEveryPageOnFailure();

/** A visitor in a browser of their own: no session. */
async function visitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Loads an admin screen and waits for its list; the first in a test signs the administrator in on the way. */
async function openAdmin(page: Page, path: string): Promise<void> {
  await loadScreen(page, path, onFirstLoad(page, DEMO.admin));
  await listLoaded(page);
}

test.describe('content administration', () => {
  test('a landing section, a service, a card and a testimonial reach the public pages', async ({ page, browser, baseURL }) => {
    const intro = unique('Grow your day home with a coach');
    const service = unique('Money matters for day homes');
    const card = unique('Start here');
    const quote = unique('Our coach helped us fill every space by spring');

    await openAdmin(page, paths.contentChange);
    await page.getByRole('searchbox', { name: 'Search landing content blocks' }).fill('Build a childcare business');
    let dialog = await editRow(page, 'Build a childcare business that lasts');
    await textbox(dialog, 'Title').fill(intro);
    await save(page, dialog);
    await expectToast(page, 'Landing content updated');

    await openAdmin(page, paths.serviceCards);
    dialog = await editRow(page, 'Financial Management and Fees');
    await textbox(dialog, 'Title').fill(service);
    await save(page, dialog);
    await expectToast(page, 'Service updated successfully');

    await page.getByRole('tab', { name: 'Landing cards' }).click();
    await listLoaded(page);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    dialog = page.getByRole('dialog');
    await textbox(dialog, 'Title').fill(card);
    await save(page, dialog);
    await expectToast(page, 'Landing card updated successfully');

    await openAdmin(page, `${paths.contentChange}?tab=testimonials`);
    await page.getByRole('button', { name: 'New testimonial' }).click();
    dialog = page.getByRole('dialog');
    await textbox(dialog, 'Quote').fill(quote);
    await textbox(dialog, 'Person').fill('Priya Natarajan');
    await textbox(dialog, 'Business').fill('Little Sprouts Day Home');
    await save(page, dialog);
    await expectToast(page, 'Testimonial created');

    const guest = await visitor(browser, baseURL);
    await guest.goto(paths.home);
    await expect(guest.getByRole('heading', { level: 1, name: intro })).toBeVisible();
    await expect(guest.getByText(card)).toBeVisible();
    await expect(guest.getByRole('heading', { name: service })).toBeVisible();
    await guest.goto(paths.services);
    await expect(guest.getByRole('heading', { name: service })).toBeVisible();
    await guest.goto(paths.testimonials);
    await expect(guest.getByText(quote)).toBeVisible();
  });

  test('a service is added, moved, deleted after a question and restored, each with its toast', async ({ page, browser, baseURL }) => {
    const title = unique('Staffing your centre');
    await openAdmin(page, paths.serviceCards);
    await page.getByRole('button', { name: 'New service' }).click();
    const dialog = page.getByRole('dialog');
    await textbox(dialog, 'Title').fill(title);
    await textbox(dialog, 'Summary').fill('Hire, train and keep good early childhood educators.');
    await textbox(dialog, 'Description').fill('## Hiring\n\n- write the posting\n- check references');
    await expect(dialog.getByRole('heading', { name: 'Hiring' })).toBeVisible();
    await save(page, dialog);
    await expectToast(page, 'Service created successfully');

    const rows = page.getByRole('list', { name: 'Services' }).getByRole('listitem');
    await expect(rows.last()).toContainText(title);
    await expect(page.getByRole('button', { name: `Move ${title} down` })).toBeDisabled();
    await page.getByRole('button', { name: `Move ${title} up` }).click();
    await expectToast(page, 'Service updated successfully');
    await expect(rows.nth(-2)).toContainText(title);
    await expect(page.getByRole('button', { name: `Move ${title} up` })).toBeFocused();

    await deleteRow(page, title);
    await expectToast(page, 'Service deleted successfully');
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
    const guest = await visitor(browser, baseURL);
    await guest.goto(paths.services);
    await expect(guest.getByRole('heading', { name: 'Quality Care and Regulations' })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);

    await page.getByLabel('Show deleted').check();
    await page.getByRole('button', { name: `Restore ${title}` }).click();
    await expectToast(page, 'Service restored');
    await guest.reload();
    await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  });

  test('the landing image uploads with a progress bar and shows on the home page', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    await openAdmin(page, paths.landingImages);
    await throttleUploads(page, 400 * 1024);
    const card = page.getByRole('region', { name: 'Landing image' });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/landing-image') && r.request().method() === 'POST');
    await card.locator('input[type=file]').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: noisePng(900, 700) });
    await expect(card.getByRole('progressbar', { name: 'Uploading new landing image' })).toBeVisible();
    await expect(card.getByText(/^Uploading… \d+%$/)).toBeVisible();
    const { image_url } = (await (await uploaded).json()) as { image_url: string };
    await expectToast(page, 'landing image uploaded successfully');
    await expect(card.getByRole('img', { name: 'Current landing image' })).toHaveAttribute('src', new RegExp(`^${image_url}`));

    const guest = await visitor(browser, baseURL);
    await guest.goto(paths.home);
    await expect(guest.locator(`img[src="${image_url}"]`)).toBeVisible();

    // The service image goes after a question; a failed delete says so.
    const service = page.getByRole('region', { name: 'Service image' });
    await service.getByRole('button', { name: 'Delete service image' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'service image deleted successfully');
    await expect(service.getByText(/^No picture/)).toBeVisible();

    await page.route(
      (url) => url.pathname === '/api/landing-image',
      (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: {} }) : route.fallback()),
    );
    await card.getByRole('button', { name: 'Delete landing image' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Failed to delete image');
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });

  test('a form file is uploaded, a visitor downloads the same bytes, then it is changed and deleted', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = unique('Holiday closure notice');
    const bytes = Buffer.from(`date,closed\n2026-12-24,yes\n2026-12-25,yes\n# ${title}\n`, 'utf8');
    await openAdmin(page, paths.forms);
    await page.getByRole('button', { name: 'New form' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add form' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Choose the file to upload')).toBeVisible();
    await textbox(dialog, 'Title').fill(title);
    await textbox(dialog, 'Category').fill('Parents');
    await dialog.getByLabel('Public').check();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'holiday-closure.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(dialog.getByText(/^New file: holiday-closure\.csv/)).toBeVisible();
    await save(page, dialog);
    await expectToast(page, 'Form file uploaded');

    const guest = await visitor(browser, baseURL);
    await guest.goto(paths.resources);
    const downloading = guest.waitForEvent('download');
    await guest.getByRole('button', { name: new RegExp(`^Download ${title}`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('holiday-closure.csv');
    expect(await fs.readFile(await download.path())).toEqual(bytes);

    const edit = await editRow(page, title);
    await expect(edit.getByText(/^Current file: holiday-closure\.csv/)).toBeVisible();
    await textbox(edit, 'Title').fill(`${title} (2026)`);
    await save(page, edit);
    await expectToast(page, 'Form file updated');
    await deleteRow(page, `${title} (2026)`);
    await expectToast(page, 'Form file deleted');
    await guest.reload();
    await expect(guest.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
  });

  test('a draft post is invisible to visitors until it is published', async ({ page, browser, baseURL }) => {
    const title = unique('Getting ready for your licensing visit');
    await openAdmin(page, `${paths.contentChange}?tab=blog`);
    await page.getByRole('button', { name: 'New blog post' }).click();
    const dialog = page.getByRole('dialog');
    await textbox(dialog, 'Title').fill(title);
    await textbox(dialog, 'Summary').fill('What the licensing officer looks at, room by room.');
    await textbox(dialog, 'Post').fill('Walk through your home **as a visitor would**.');
    await textbox(dialog, 'Author').fill('Sarah Lindqvist');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/blog') && r.request().method() === 'POST');
    await save(page, dialog);
    const { id } = (await (await created).json()) as { id: number };
    await expectToast(page, 'Blog post created');
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Draft', { exact: true })).toBeVisible();

    const guest = await visitor(browser, baseURL);
    const answer = (await (await guest.request.get('/api/blog?pageSize=100')).json()) as { title: string }[];
    expect(answer.map((p) => p.title)).not.toContain(title);
    await guest.goto(paths.news);
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(guest.getByRole('progressbar')).toHaveCount(0);
    await expect(guest.getByText(title)).toHaveCount(0);
    expect((await guest.request.get(`/api/blog/${id}`)).status()).toBe(404);

    const edit = await editRow(page, title);
    await choose(page, edit, 'Status', /^Published/);
    await save(page, edit);
    await expectToast(page, 'Blog post updated');
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();
    await guest.reload();
    await expect(guest.getByText(title).first()).toBeVisible();
    expect((await guest.request.get(`/api/blog/${id}`)).status()).toBe(200);
  });

  test('news, landing cards and the text collections say each of their toasts', async ({ page }) => {
    test.setTimeout(120_000);
    const cases = [
      {
        path: `${paths.contentChange}?tab=news`,
        one: 'news item or event',
        texts: ['News event created successfully', 'News event updated successfully', 'News event deleted successfully'],
        fill: { Title: 'x', Summary: 'A summary.', Story: 'The story.' },
      },
      {
        path: `${paths.serviceCards}?tab=cards`,
        one: 'landing card',
        texts: ['Landing card created successfully', 'Landing card updated successfully', 'Landing card deleted successfully'],
        fill: { Title: 'x', Description: 'Where to go next.' },
      },
      {
        path: paths.contentChange,
        one: 'landing content block',
        texts: ['Landing content created', 'Landing content updated', 'Landing content deleted'],
        fill: { Section: 'home-test', Title: 'x', Text: 'Some words.' },
      },
      {
        path: paths.servicesContent,
        one: 'services content block',
        texts: ['Services content created', 'Services content updated', 'Services content deleted'],
        fill: { Section: 'services-test', Title: 'x', Text: 'Some words.' },
      },
      {
        path: paths.referralContent,
        one: 'referral content block',
        texts: ['Referral content created', 'Referral content updated', 'Referral content deleted'],
        fill: { Section: 'apply-test', Title: 'x', Text: 'Some words.' },
      },
    ];
    for (const c of cases) {
      const title = unique('Toast check');
      await openAdmin(page, c.path);
      await page.getByRole('button', { name: `New ${c.one}` }).click();
      const dialog = page.getByRole('dialog');
      for (const [label, value] of Object.entries(c.fill)) await textbox(dialog, label).fill(label === 'Title' ? title : value);
      await save(page, dialog);
      await expectToast(page, c.texts[0]);
      const edit = await editRow(page, title);
      await textbox(edit, 'Title').fill(`${title}!`);
      await save(page, edit);
      await expectToast(page, c.texts[1]);
      await deleteRow(page, `${title}!`);
      await expectToast(page, c.texts[2]);
    }
  });

  test('a gallery image is uploaded in its form and shows in the gallery', async ({ page, browser, baseURL }) => {
    const alt = unique('Children painting at a low table');
    await openAdmin(page, `${paths.contentChange}?tab=gallery`);
    await page.getByRole('button', { name: 'New gallery image' }).click();
    const dialog = page.getByRole('dialog');
    await textbox(dialog, 'Description for screen readers').fill(alt);
    await dialog.getByRole('button', { name: 'Add gallery image' }).click();
    await expect(dialog.getByText('Choose an image to upload')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'painting.png', mimeType: 'image/png', buffer: noisePng(320, 240) });
    await expect(dialog.getByRole('img', { name: 'Image: preview' })).toBeVisible();
    await save(page, dialog);
    await expectToast(page, 'Gallery image added');

    const guest = await visitor(browser, baseURL);
    await guest.goto(paths.gallery);
    await expect(guest.getByRole('img', { name: alt })).toBeVisible();
  });

  test('the schema and the server put their reasons under the fields, keeping what was typed', async ({ page }) => {
    await openAdmin(page, paths.referralContent);
    await page.getByRole('button', { name: 'New referral content block' }).click();
    const dialog = page.getByRole('dialog');
    await textbox(dialog, 'Section').fill('Not A Section!');
    await textbox(dialog, 'Title').fill('Refused');
    await textbox(dialog, 'Text').fill('Body');
    await dialog.getByRole('button', { name: 'Add referral content block' }).click();
    await expect(dialog.getByText(/^Section must be lower-case words joined by dashes/)).toBeVisible();
    await expect(textbox(dialog, 'Section')).toBeFocused();

    await page.route('**/api/referral-content', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: { error: 'Invalid input', issues: [{ path: ['title'], message: 'title is already used on this page' }] },
          })
        : route.fallback(),
    );
    await textbox(dialog, 'Section').fill('apply-refused');
    await dialog.getByRole('button', { name: 'Add referral content block' }).click();
    await expect(dialog.getByText('Title is already used on this page')).toBeVisible();
    await expect(dialog.getByText('Please correct the marked fields.')).toBeVisible();
    await expect(textbox(dialog, 'Title')).toHaveValue('Refused');
    await expect(textbox(dialog, 'Text')).toHaveValue('Body');
  });
});
