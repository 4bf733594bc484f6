import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { ClientFile } from '@tc/contract/client-files';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { ok } from '../../test-utils';
import { ClientDocuments } from './client-documents';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
configure({ asyncUtilTimeout: 5000 });

const doc = (overrides: Partial<ClientFile> = {}): ClientFile => ({
  id: 3,
  client_id: 7,
  file_name: 'Licence.pdf',
  mime_type: 'application/pdf',
  size: 24_000,
  uploaded_by: { id: 2, firstname: 'Sarah', lastname: 'Thompson' },
  created_at: '2026-11-02T18:00:00.000Z',
  message_id: null,
  can_delete: true,
  ...overrides,
});

function renderDocuments(own = false) {
  const store = configureStore({ reducer: { auth: (state = { user: null }) => state } });
  render(
    <ThemeProvider theme={createTheme()}>
      <Provider store={store}>
        <ClientDocuments clientId={7} clientName="Olivia Nguyen" own={own} />
      </Provider>
    </ThemeProvider>,
  );
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('ClientDocuments', () => {
  it('says what to do when there are none yet, to staff and to the client', async () => {
    mocked.mockResolvedValue(ok([]) as never);
    renderDocuments();
    expect(await screen.findByText(/No documents for Olivia Nguyen yet\. Choose “Choose a file”/)).toBeTruthy();
    cleanup();
    renderDocuments(true);
    expect(await screen.findByText(/You have no documents here yet/)).toBeTruthy();
    expect(mocked.mock.calls[0][1]).toBe('/clients/7/files?sort=-date&page=1&pageSize=10');
  });

  it('lists each document with its facts, marks a message’s attachment, and offers Delete only where the server allows', async () => {
    mocked.mockResolvedValue(ok([doc(), doc({ id: 4, file_name: 'Photo-of-form.pdf', message_id: 9, can_delete: false })]) as never);
    renderDocuments();
    const list = await screen.findByRole('list', { name: 'Documents' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(/^PDF, 23 KB · Sarah Thompson, /)).toBeTruthy();
    expect(within(rows[0]).getByRole('button', { name: 'Delete Licence.pdf' })).toBeTruthy();
    expect(within(rows[1]).getByText('From a message')).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: 'Download Photo-of-form.pdf' })).toBeTruthy();
  });

  it('asks before deleting, and deletes only on Delete', async () => {
    mocked.mockImplementation(async (method) => (method === 'DELETE' ? ok({ id: 3 }) : ok([doc()])) as never);
    renderDocuments();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Licence.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mocked.mock.calls.some(([method]) => method === 'DELETE')).toBe(false);
    // The page is hidden from assistive technology until the dialog has gone.
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Licence.pdf' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(mocked.mock.calls.some(([method, path]) => method === 'DELETE' && path === '/clients/7/files/3')).toBe(true),
    );
  });

  it('refuses a file over 10 MB before sending it', async () => {
    mocked.mockResolvedValue(ok([]) as never);
    renderDocuments();
    await screen.findByText(/No documents for/);
    const input = screen.getByLabelText('Choose a file', { selector: 'input' });
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('“huge.pdf” is too large. Files may be at most 10 MB.')).toBeTruthy();
    expect(mocked.mock.calls.some(([method]) => method === 'POST')).toBe(false);
  });
});
