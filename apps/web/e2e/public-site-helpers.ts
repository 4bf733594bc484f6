import fs from 'node:fs/promises';
import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The content has arrived: the page's h1 shows and no skeleton says "Loading" any more. */
export async function contentLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * An uploaded image shown as docs/architecture.md#public-site-speed asks: srcset from the WebP copies,
 * width and height set, and actually loaded (scrolled to, for a lazy one).
 */
export async function expectResponsiveImage(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('srcset', /\/api\/files\/[0-9a-f]{64}\?w=480 480w, .*\?w=960 960w, .*\?w=1600 1600w/);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  await expect(image).toHaveAttribute('alt');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** The page's uploaded images (those with a srcset). */
export const uploadedImages = (scope: Page | Locator) => scope.locator('img[srcset]');

/** The bytes a browser download saved. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path());
}

export interface FormFileRow {
  id: number;
  form_title: string;
  file_name: string;
  is_public: boolean;
}

/** GET /api/form-files as a visitor, or as a member with their token. */
export async function listForms(request: APIRequestContext, headers: Record<string, string> = {}): Promise<FormFileRow[]> {
  const response = await request.get('/api/form-files', { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as FormFileRow[];
}

/** The session token the web app stored (a JSON string in local storage). */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('token'));
  expect(raw).toBeTruthy();
  return JSON.parse(raw as string) as string;
}
