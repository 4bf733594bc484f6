import { configureStore } from '@reduxjs/toolkit';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok } from '../../test-utils';
import { PersonalExportSection } from './personal-export-section';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);
/** A shared machine can be slow to render: wait longer than the default second. */
const SLOW = { timeout: 5000 };

function renderSection() {
  // The section keeps its state to itself: the store is only where its thunk runs.
  const store = configureStore({ reducer: { none: (state: null = null) => state } });
  render(
    <Provider store={store}>
      <PersonalExportSection />
    </Provider>,
  );
}

/** The files the browser was asked to save: each link clicked, by its download name and address. */
let saved: string[] = [];
const createObjectURL = vi.fn((_: Blob) => 'blob:saved');

beforeEach(() => {
  mocked.mockReset();
  saved = [];
  createObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PersonalExportSection', () => {
  it('says what the download holds, waits with a spinner, and saves the ZIP under the server’s name', async () => {
    let answer: (value: AxiosResponse<unknown>) => void = () => {};
    mocked.mockReturnValueOnce(new Promise<AxiosResponse<unknown>>((resolve) => (answer = resolve)));
    renderSection();
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(section.textContent).toContain('summary.pdf');
    expect(section.textContent).toContain('files/');

    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const waiting = await screen.findByRole('button', { name: 'Preparing your data…' }, SLOW);
    expect(waiting).toHaveProperty('disabled', true);
    expect(mocked).toHaveBeenCalledWith('GET', '/account/export', undefined, undefined, expect.objectContaining({ responseType: 'blob' }));

    const zip = new Blob(['PK']);
    answer({ ...ok(zip), headers: { 'content-disposition': 'attachment; filename="my-data-2026-11-27.zip"' } });
    await waitFor(() => expect(saved).toEqual(['my-data-2026-11-27.zip blob:saved']), SLOW);
    expect(createObjectURL).toHaveBeenCalledWith(zip);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data' })).toHaveProperty('disabled', false), SLOW);
  });

  it('says so when the download fails, and can be tried again', async () => {
    mocked.mockRejectedValueOnce(httpError(500, { error: 'Something went wrong.', code: 'INTERNAL' }));
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data' })).toHaveProperty('disabled', false), SLOW);
    expect(saved).toEqual([]);
  });
});
