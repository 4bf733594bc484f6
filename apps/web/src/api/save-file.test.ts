import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_URL_LIFETIME_MS, saveFile } from './save-file';

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a link in the page under the file name, and frees the URL only once the download has had time to start', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { name: string; href: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href, inPage: document.body.contains(this) });
    });
    const blob = new Blob(['Parent fees,6200']);

    saveFile(blob, 'budget.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ name: 'budget.csv', href: 'blob:saved', inPage: true }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    // Revoked at once, the browser may not have the file yet (the flaky downloads in CI).
    vi.advanceTimersByTime(SAVED_URL_LIFETIME_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:saved');
  });
});
