import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { expectToast, listLoaded, noisePng, save, textbox, unique } from './content-admin-helpers';
import { DEMO, loadScreen, onFirstLoad, signIn } from './helpers';
import { atBothWidths, expectAxeClean, expectNoSidewaysScroll } from './people-helpers';

/**
 * The Markdown toolbar and the media library (docs/decisions/033-alt-text-and-media-library.md): an administrator
 * bolds a word typed key by key on a slow CPU and sees it bold in the list's rendered excerpt; uploads an image
 * with its alt text, finds it in the library with its use, and reuses it in a second item. Everything made here is
 * a draft or a block no page shows, so the published site the other specs read does not change.
 */

/** A phone's CPU, as the typing specs slow it. */
const SLOW_CPU = 4;

async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function newNewsDraft(page: Page, title: string) {
  await loadScreen(page, `${paths.contentChange}?tab=news`, onFirstLoad(page, DEMO.admin));
  await listLoaded(page);
  await page.getByRole('button', { name: 'New news item or event' }).click();
  const dialog = page.getByRole('dialog');
  await textbox(dialog, 'Title').fill(title);
  await textbox(dialog, 'Summary').fill('An afternoon to meet the coaches.');
  await textbox(dialog, 'Story').fill('Come and see.');
  return dialog;
}

test.describe('Markdown toolbar and media library', () => {
  test('a word typed key by key and bolded with the toolbar shows bold in the list, not as **', async ({ page }) => {
    test.setTimeout(90_000);
    const title = unique('Toolbar block');
    await signIn(page, DEMO.admin, paths.contentChange);
    await listLoaded(page);
    await page.getByRole('button', { name: 'New landing content block' }).click();
    const dialog = page.getByRole('dialog');
    await textbox(dialog, 'Section').fill(unique('media-test').replace(/\s+/g, '-').toLowerCase());
    await textbox(dialog, 'Title').fill(title);

    const text = textbox(dialog, 'Text');
    await slowCpu(page, SLOW_CPU);
    await text.pressSequentially('Open house on Saturday', { delay: 30 });
    await expect(text).toHaveValue('Open house on Saturday');
    for (let i = 0; i < 'Saturday'.length; i++) await text.press('Shift+ArrowLeft');
    const toolbar = dialog.getByRole('toolbar', { name: 'Text formatting' });
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(text).toHaveValue('Open house on **Saturday**');
    // The word stays selected: typing goes on after it once the caret moves on, and Ctrl+I on a new word works too.
    await text.press('End');
    await text.pressSequentially(' and ', { delay: 30 });
    await text.press('Control+i');
    await text.pressSequentially('Sunday', { delay: 30 });
    await expect(text).toHaveValue('Open house on **Saturday** and *Sunday*');
    // The toolbar is one Tab stop; the arrow keys move along it.
    await toolbar.getByRole('button', { name: 'Bold' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
    await slowCpu(page, 1);
    await save(page, dialog);
    await expectToast(page, 'Landing content created');

    await page.getByRole('searchbox', { name: 'Search landing content blocks' }).fill(title);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.locator('strong', { hasText: 'Saturday' })).toBeVisible();
    await expect(row.locator('em', { hasText: 'Sunday' })).toBeVisible();
    await expect(row).not.toContainText('**');
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  });

  test('an image uploaded with its alt text is in the library with its use, and is reused in another item', async ({ page }) => {
    test.setTimeout(90_000);
    const first = unique('Open house');
    const second = unique('Open house again');
    const alt = unique('Two coaches laughing at a kitchen table');

    // A new image needs its alt text before it uploads.
    let dialog = await newNewsDraft(page, first);
    const png = { name: 'coaches.png', mimeType: 'image/png', buffer: noisePng(320, 240) };
    await dialog.locator('input[type=file]').setInputFiles(png);
    await expect(dialog.getByText(/^Alt text is required for a new image/)).toBeVisible();
    await textbox(dialog, 'Alt text for a new image').fill(alt);
    await dialog.locator('input[type=file]').setInputFiles(png);
    await expect(dialog.getByRole('img', { name: 'Image: preview' })).toBeVisible();
    await save(page, dialog);
    await expectToast(page, 'News event created successfully');

    // The library lists it with its alt text and where it is used.
    await page.goto(paths.mediaLibrary);
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search images' }).fill(alt);
    const card = page.getByRole('listitem').filter({ hasText: alt });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Used in News item '${first}'`);
    await expect(card.getByRole('img', { name: alt })).toBeVisible();

    // A second item reuses it from the library instead of uploading it again.
    dialog = await newNewsDraft(page, second);
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: /choose from the media library/ });
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(alt);
    await picker.getByRole('button', { name: `Use ${alt}` }).click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByRole('img', { name: 'Image: preview' })).toBeVisible();
    await save(page, dialog);
    await expectToast(page, 'News event created successfully');

    await page.goto(paths.mediaLibrary);
    await page.getByRole('searchbox', { name: 'Search images' }).fill(alt);
    await expect(card).toContainText(`News item '${first}'`);
    await expect(card).toContainText(`News item '${second}'`);
    // Used, so it cannot be deleted.
    await expect(card.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    await atBothWidths(page, async (width) => {
      await expectAxeClean(page, `the media library (${width})`);
      await expectNoSidewaysScroll(page);
    });
  });
});
