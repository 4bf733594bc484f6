import type { GalleryImage } from '@tc/contract/content';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok } from '../../test-utils';
import GalleryPage from './gallery-page';
import { lightboxKey, position } from './lightbox-keys';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
configure({ asyncUtilTimeout: 5000 });

const mocked = vi.mocked(request);
const sha = (n: number) => String(n).repeat(64);
const image = (id: number, caption: string | null): GalleryImage => ({
  id,
  image_url: `/api/files/${sha(id)}`,
  alt: `Alt text ${id}`,
  caption,
  sort_order: id * 10,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function renderGallery() {
  const store = configureStore({ reducer: { auth: (s = { token: null }) => s } });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <GalleryPage />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('lightbox keys', () => {
  it('moves with the arrows (wrapping), jumps with Home and End, closes with Escape, ignores other keys', () => {
    expect(lightboxKey(0, 3, 'ArrowRight')).toBe(1);
    expect(lightboxKey(2, 3, 'ArrowRight')).toBe(0);
    expect(lightboxKey(0, 3, 'ArrowLeft')).toBe(2);
    expect(lightboxKey(1, 3, 'Home')).toBe(0);
    expect(lightboxKey(1, 3, 'End')).toBe(2);
    expect(lightboxKey(1, 3, 'Escape')).toBe('close');
    expect(lightboxKey(1, 3, 'a')).toBeUndefined();
    expect(position(1, 3)).toBe('2 of 3');
  });
});

describe('the gallery', () => {
  it('shows every photo with its alt text, srcset and caption, and a keyboard-usable lightbox', async () => {
    mocked.mockResolvedValueOnce(ok([image(1, 'Learning through play'), image(2, null), image(3, 'Story time')]));
    renderGallery();
    const opener = await screen.findByRole('button', { name: 'Alt text 1' });
    const img = screen.getByRole('img', { name: 'Alt text 1' });
    expect(img.getAttribute('srcset')).toContain(`/api/files/${sha(1)}?w=480 480w`);
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Learning through play')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(3);

    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Photo 1 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog').textContent).toContain('Photo 2 of 3');
    expect(screen.getByRole('dialog').querySelector('img')?.getAttribute('alt')).toBe('Alt text 2');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog').textContent).toContain('Photo 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog').textContent).toContain('Photo 1 of 3');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says so when there are no photos, and offers a retry when the gallery fails to load', async () => {
    mocked.mockResolvedValueOnce(ok([]));
    renderGallery();
    expect(await screen.findByText(/There are no photos in the gallery at the moment/)).toBeTruthy();
    cleanup();

    mocked.mockRejectedValueOnce(httpError(503, { error: 'Service unavailable' })).mockResolvedValueOnce(ok([image(1, null)]));
    renderGallery();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Alt text 1' })).toBeTruthy();
  });
});
