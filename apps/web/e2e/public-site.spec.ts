import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, PUBLIC_PAGES, signIn, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { bearer, expectAxeClean, expectNoSidewaysScroll } from './people-helpers';
import {
  contentLoaded,
  DESKTOP,
  downloadedBytes,
  expectResponsiveImage,
  listForms,
  PHONE,
  storedToken,
  uploadedImages,
} from './public-site-helpers';
import { paths, patterns } from '../src/app/paths';
import { RESPONSE_TIME } from '@tc/contract/centre-facts';

snapshotEveryPageOnFailure();

// The demo content a fresh server seeds (apps/api/src/demo/demo-content.ts, demo-files.ts, demo-documents.ts).
const SERVICES = [
  'Business Planning and Licensing for Family Day Homes',
  'Financial Management and Fees',
  'Marketing and Enrolment',
  'Quality Care and Regulations',
];

const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

test.describe('the public site fed by the content', () => {
  test('home: the landing image, its words, the cards, the programmes and two testimonials', async ({ page }) => {
    await page.goto(paths.home);
    await contentLoaded(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Build a childcare business that lasts' })).toBeVisible();
    await expect(page.getByText(/^Free, one-to-one coaching for family day homes/)).toBeVisible();
    await expect(page).toHaveTitle(/^Build a childcare business that lasts \|/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Free, one-to-one coaching/);

    const hero = uploadedImages(page).first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expectResponsiveImage(hero);

    const cards = section(page, 'Where to start');
    for (const name of ['Our programmes', 'Apply for coaching', 'Forms and templates', 'Stories from providers']) {
      await expect(cards.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Coaching that fits around the children' })).toBeVisible();

    const programmes = section(page, 'Our programmes');
    await expect(programmes.getByRole('heading', { level: 3 })).toHaveText(SERVICES);
    const serviceImage = uploadedImages(programmes).nth(1);
    await expect(serviceImage).toHaveAttribute('loading', 'lazy');
    await expectResponsiveImage(serviceImage);

    const testimonials = section(page, 'What providers say');
    await expect(testimonials.locator('blockquote')).toHaveCount(2);
    await expect(testimonials.getByText('Emily Chen')).toBeVisible();
    await expect(testimonials.getByText('Kayla Cardinal')).toHaveCount(0);

    await programmes.getByRole('link', { name: 'Read more about Financial Management and Fees' }).click();
    await expect(page).toHaveURL(/\/services#service-\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Financial Management and Fees' })).toBeInViewport();
  });

  test('services: the hero image, the text around the programmes and every programme with its picture and Markdown', async ({ page }) => {
    await page.goto(paths.services);
    await contentLoaded(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Four programmes, one coach' })).toBeVisible();
    const hero = uploadedImages(page).first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expectResponsiveImage(hero);
    const articles = page.locator('article');
    await expect(articles.getByRole('heading', { level: 2 })).toHaveText(SERVICES);
    for (let i = 0; i < SERVICES.length; i++) await expectResponsiveImage(uploadedImages(articles.nth(i)).first());
    await expect(articles.first().locator('strong', { hasText: 'Together we:' })).toBeVisible();
    await expect(articles.first().getByRole('listitem').first()).toContainText('one-page business plan');
    const how = section(page, 'How coaching works');
    await expect(how.getByRole('listitem')).toHaveCount(4);
  });

  test('testimonials and news show their images; the news is newest first with events dated and placed', async ({ page }) => {
    await page.goto(paths.testimonials);
    await contentLoaded(page);
    await expect(page.locator('blockquote')).toHaveCount(3);
    await expect(page.getByText('Northern Lights Day Home, North West Alberta')).toBeVisible();
    await expectResponsiveImage(uploadedImages(page).first());

    await page.goto(paths.news);
    await contentLoaded(page);
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText([
      'Workshop: Starting a Family Day Home in Central Alberta',
      'New resource: a fee-setting worksheet for family day homes',
      'Five questions to ask before you set your day home fees',
      'Free coaching now open to day homes across Alberta',
    ]);
    const event = page.locator('article').first();
    await expect(event.getByText('Event', { exact: true })).toBeVisible();
    await expect(event.getByText('When:')).toBeVisible();
    await expect(event.getByText('Red Deer Public Library, Downtown Branch, Red Deer, AB')).toBeVisible();
    await expectResponsiveImage(uploadedImages(page).first());
  });

  test('a news item and a blog post open by id, and an unknown id says so', async ({ page }) => {
    await page.goto(paths.news);
    await page.getByRole('link', { name: 'Five questions to ask before you set your day home fees' }).click();
    await expect(page).toHaveURL(urlOf(patterns.newsPost));
    await expect(page.getByRole('heading', { level: 1, name: 'Five questions to ask before you set your day home fees' })).toBeVisible();
    await expect(page.getByText(/by Sarah Thompson/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. What does a space really cost you each month?' })).toBeVisible();
    await expect(page).toHaveTitle(/^Five questions to ask/);

    await page.goto(paths.newsPost(1));
    await expect(page.getByRole('heading', { level: 1, name: 'Free coaching now open to day homes across Alberta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply online' })).toHaveAttribute('href', paths.apply);
    await expectResponsiveImage(uploadedImages(page).first());

    await page.goto(paths.newsPost(99999));
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  });

  test('the gallery: alt text and captions on every photo, and a lightbox worked with the keyboard', async ({ page }) => {
    await page.goto(paths.gallery);
    await contentLoaded(page);
    const photos = page.getByRole('main').getByRole('listitem');
    await expect(photos).toHaveCount(8);
    for (const alt of await uploadedImages(page).evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))) {
      expect(alt.length, 'alt text').toBeGreaterThan(10);
    }
    await expect(page.locator('figcaption')).toHaveCount(8);
    await expectResponsiveImage(uploadedImages(page).first());

    const first = photos.first().getByRole('button');
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Photo 1 of 8');
    const firstAlt = await uploadedImages(page).first().getAttribute('alt');
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', firstAlt ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Photo 2 of 8');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Photo 8 of 8');
    await expectResponsiveImage(dialog.getByRole('img'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('a visitor downloads a public form from /resources, byte for byte', async ({ page, request }) => {
    const forms = await listForms(request);
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.every((f) => f.is_public)).toBe(true);
    const budget = forms.find((f) => f.form_title === 'Monthly budget worksheet');
    expect(budget).toBeTruthy();

    await page.goto(paths.resources);
    await contentLoaded(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download Monthly budget worksheet/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(budget?.file_name);
    const served = await request.get(`/api/form-files/download/${budget?.id}`);
    expect(served.status()).toBe(200);
    expect((await downloadedBytes(download)).equals(await served.body())).toBe(true);

    await page.getByRole('link', { name: 'Enrolment agreement template' }).click();
    await expect(page).toHaveURL(urlOf(patterns.resourceDetail));
    await expect(page.getByRole('heading', { level: 1, name: 'Enrolment agreement template' })).toBeVisible();
    await expect(page.getByText(/A parent agreement to adapt/)).toBeVisible();
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download Enrolment agreement template/ }).click();
    expect((await again).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('a members-only form is refused to a visitor and downloaded by a client from /resource', async ({ page, request }) => {
    const { username, password } = DEMO.client;
    const memberForms = await listForms(request, await bearer(request, { username, password }));
    const intake = memberForms.find((f) => f.form_title === 'Coaching intake form');
    expect(intake?.is_public).toBe(false);
    const id = intake?.id ?? 0;

    expect([401, 404]).toContain((await request.get(`/api/form-files/download/${id}`)).status());
    await page.goto(paths.resourceDetail(id));
    await expect(page.getByRole('heading', { level: 1, name: 'Resource not available' })).toBeVisible();
    await page.goto(paths.memberResources);
    await expect(page).toHaveURL(urlOf(paths.login, { withQuery: true }));

    // Signed in from there, the member comes back to the library they asked for.
    await page.getByLabel('Username').fill(DEMO.client.username);
    await page.getByLabel('Password').fill(DEMO.client.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(urlOf(paths.memberResources));
    await contentLoaded(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Coaching intake form' }) });
    await expect(card.getByText('Members only')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: /^Download Coaching intake form/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(intake?.file_name);
    const served = await request.get(`/api/form-files/download/${id}`, { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
    expect(served.status()).toBe(200);
    expect((await downloadedBytes(download)).equals(await served.body())).toBe(true);

    await card.getByRole('link', { name: 'Coaching intake form' }).click();
    await expect(page).toHaveURL(urlOf(paths.viewResource(id)));
    await expect(page.getByRole('heading', { level: 1, name: 'Coaching intake form' })).toBeVisible();

    // Public pages work the same for a signed-in member.
    await page.goto(paths.gallery);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(8);
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Build a childcare business that lasts' })).toBeVisible();
  });
});

async function auditBoth(browser: Browser, baseURL: string | undefined, path: string, setup?: (page: Page) => Promise<void>) {
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, baseURL });
    const page = await context.newPage();
    try {
      if (setup) await setup(page);
      await page.goto(path);
      await contentLoaded(page);
      await expectAxeClean(page, `${path} at ${viewport.width} px`);
      if (viewport === PHONE) await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  }
}

test.describe('the public site, accessibility (axe) with its content, desktop and 390 px phone', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const { path } of PUBLIC_PAGES) {
    test(`no violations on ${path}`, async ({ browser, baseURL }) => {
      await auditBoth(browser, baseURL, path);
    });
  }

  test('no violations in the members’ library and on a members-only form', async ({ browser, baseURL }) => {
    const memberSignIn = (page: Page) => signIn(page, DEMO.client);
    await auditBoth(browser, baseURL, paths.memberResources, memberSignIn);
    await auditBoth(browser, baseURL, paths.viewResource(4), memberSignIn);
  });
});

test('how soon a coach answers an application reads the same on every page that says it', async ({ page }) => {
  // Home and /apply say it in the seeded content, /contactus and the Register tab in the app: one wording, from one place.
  const promise = new RegExp(`within ${RESPONSE_TIME}`);
  // "We answer messages within one business day" is another fact.
  const anyPromise = /within ([\w-]+) business days/g;
  for (const path of [paths.home, paths.apply, paths.contactUs, paths.register]) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main).toContainText(promise);
    const said = [...(await main.innerText()).matchAll(anyPromise)].map((m) => m[0]);
    expect(said.length, `${path} says how soon`).toBeGreaterThan(0);
    expect(said, `${path} says it one way`).toEqual(said.map(() => `within ${RESPONSE_TIME}`));
  }
});
