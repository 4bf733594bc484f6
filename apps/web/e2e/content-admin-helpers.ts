import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption } from './people-helpers';

/** Names no demo record and no earlier run shares. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${crypto.randomInt(1296).toString(36)}`;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of random pixels, stored uncompressed: about width × height × 3 bytes, so its upload takes a while. */
export function noisePng(width: number, height: number): Buffer {
  const row = width * 3 + 1;
  const raw = crypto.randomBytes(row * height);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // filter: none
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Slows what the page sends (not what it receives), so an upload's progress bar can be seen. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * A toast with exactly this text (product specification section 8). By CSS, not by role: while a
 * dialog is open MUI hides everything outside it from the accessibility tree.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(page.locator('[role="status"]', { hasText: exact }).first()).toBeVisible();
}

/** The list has its data: no spinner or progress bar left. */
export async function listLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

export const textbox = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Picks an option of an MUI select by the select's label. */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await pickOption(scope.getByRole('combobox', { name: new RegExp(`^${label}`) }), option);
}

/** Opens the Edit dialog of the row with this title. */
export async function editRow(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves the open form dialog and waits for it to close. */
export async function save(page: Page, dialog: Locator, button: string | RegExp = /^(Save changes|Add )/): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Deletes the row with this title through its confirmation. */
export async function deleteRow(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
}
