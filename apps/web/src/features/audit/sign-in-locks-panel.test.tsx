import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import type { SignInLock } from '@tc/contract/audit';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok } from '../../test-utils';
import { auditReducer } from './audit-slice';
import { SignInLocksPanel } from './sign-in-locks-panel';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
configure({ asyncUtilTimeout: 5000 });

const LOCKS: SignInLock[] = [
  { username: 'admin', address: null, failures: 30, lockedUntil: '2025-11-25T18:30:00.000Z' },
  { username: 'admin', address: '198.51.100.4', failures: 12, lockedUntil: '2025-11-25T18:20:00.000Z' },
  { username: 'coach.sarah', address: '203.0.113.9', failures: 10, lockedUntil: '2025-11-25T18:15:00.000Z' },
];

function renderPanel() {
  const store = configureStore({ reducer: { audit: auditReducer } });
  render(
    <ThemeProvider theme={createTheme()}>
      <Provider store={store}>
        <MemoryRouter>
          <SignInLocksPanel />
        </MemoryRouter>
      </Provider>
    </ThemeProvider>,
  );
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

// The first render loads MUI: on a busy machine that alone can pass the default 5 s.
describe('the sign-in locks tab', { timeout: 20_000 }, () => {
  it('lists each locked username with its address or "any new address", failures and end', async () => {
    mocked.mockResolvedValueOnce(ok(LOCKS));
    renderPanel();
    const cards = await screen.findAllByTestId('lock-card');
    expect(mocked.mock.calls[0].slice(0, 2)).toEqual(['GET', '/audit/sign-in-locks']);
    // One card and one Unlock per username, with each address it is locked from.
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading').textContent).toBe('admin');
    expect(
      within(cards[0])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^From any new address: 30 failed attempts, locked until Nov 25, 2025.*11:30:00.*MST$/),
      expect.stringMatching(/^From 198\.51\.100\.4: 12 failed attempts, locked until Nov 25, 2025.*11:20:00/),
    ]);
    expect(
      within(cards[0])
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Unlock admin']);
    expect(cards[1].textContent).toContain('From 203.0.113.9: 10 failed attempts');
    expect(screen.getByRole('status').textContent).toBe('2 usernames locked');
  });

  it('asks before unlocking, unlocks, says so and refreshes the list', async () => {
    mocked.mockResolvedValueOnce(ok(LOCKS));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlock admin?' });
    expect(mocked).toHaveBeenCalledTimes(1);
    mocked.mockResolvedValueOnce(ok({ username: 'admin', cleared: 30 })).mockResolvedValueOnce(ok(LOCKS.slice(2)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mocked.mock.calls[1].slice(0, 2)).toEqual(['DELETE', '/audit/sign-in-locks/admin']);
    expect(mocked.mock.calls[2].slice(0, 2)).toEqual(['GET', '/audit/sign-in-locks']);
    expect(toast.success).toHaveBeenCalledWith('admin can sign in again');
    await waitFor(() => expect(screen.getAllByTestId('lock-card')).toHaveLength(1));
  });

  it('keeps the dialog open when the unlock fails, and Cancel changes nothing', async () => {
    mocked.mockResolvedValueOnce(ok(LOCKS));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock coach.sarah' }));
    const dialog = await screen.findByRole('alertdialog');
    mocked.mockRejectedValueOnce(httpError(500));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't unlock the account. Please try again."));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByTestId('lock-card')).toHaveLength(2);
  });

  it('says when no account is locked', async () => {
    mocked.mockResolvedValueOnce(ok([]));
    renderPanel();
    expect(await screen.findByText('No account is locked.')).toBeTruthy();
  });

  it('shows a refusal instead of an empty list', async () => {
    mocked.mockRejectedValueOnce(httpError(403, { error: 'Only administrators see sign-in locks.', code: 'FORBIDDEN' }));
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('have access to');
  });
});
