import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok } from '../../test-utils';
import { AssignmentsDialog } from './assignments-dialog';
import { clientCoachReducer } from './client-coach-slice';
import type { ClientCoach } from '@tc/contract/coaching';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
// MUI dialogs render slowly on a loaded machine; one second is too tight there.
configure({ asyncUtilTimeout: 5000 });
const emily = { id: 5, firstname: 'Emily', lastname: 'Chen' };
const assignment = (id: number, coach: { id: number; firstname: string; lastname: string }): ClientCoach => ({
  id,
  client_id: 5,
  coach_id: coach.id,
  client: { ...emily, business_name: 'Little Maples Family Day Home' },
  coach,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const sarah = { id: 2, firstname: 'Sarah', lastname: 'Thompson' };
const daniel = { id: 3, firstname: 'Daniel', lastname: 'Okafor' };

function renderDialog(onChanged = vi.fn(), side: 'client' | 'coach' = 'client', person = emily) {
  const store = configureStore({ reducer: { clientCoach: clientCoachReducer } });
  const search = vi.fn(async () => [
    { id: 2, label: 'Sarah Thompson', detail: 'Calgary' },
    { id: 3, label: 'Daniel Okafor', detail: 'Edmonton' },
  ]);
  render(
    <ThemeProvider theme={createTheme()}>
      <Provider store={store}>
        <MemoryRouter>
          <AssignmentsDialog side={side} person={person} search={search} onChanged={onChanged} onClose={() => undefined} />
        </MemoryRouter>
      </Provider>
    </ThemeProvider>,
  );
  return { search, onChanged };
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('AssignmentsDialog', () => {
  it('links each client in a coach’s dialog to the client’s profile, and no coach in a client’s', async () => {
    mocked.mockResolvedValueOnce(ok([assignment(1, sarah)]));
    renderDialog(vi.fn(), 'coach', sarah);
    const clients = await screen.findByRole('list', { name: 'Clients of Sarah Thompson' });
    expect(within(clients).getByRole('link', { name: 'Emily Chen' }).getAttribute('href')).toBe('/clients/5');
    cleanup();
    mocked.mockResolvedValueOnce(ok([assignment(1, sarah)]));
    renderDialog();
    const coaches = await screen.findByRole('list', { name: 'Coaches of Emily Chen' });
    expect(within(coaches).getByText('Sarah Thompson')).toBeTruthy();
    expect(within(coaches).queryByRole('link')).toBeNull();
  });

  it('lists the client’s coaches and offers only the others', async () => {
    mocked.mockResolvedValueOnce(ok([assignment(1, sarah)]));
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Coaches of Emily Chen' });
    expect(within(list).getByText('Sarah Thompson')).toBeTruthy();
    expect(mocked.mock.calls[0][1]).toBe('/client-coach?client_id=5');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Coach to assign' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Daniel OkaforEdmonton']);
  });

  it('says what to do when nothing is chosen, and puts the server’s duplicate message under the picker', async () => {
    mocked.mockResolvedValueOnce(ok([]));
    const { onChanged } = renderDialog();
    await screen.findByText('Emily Chen has no coach yet. Assign one below.');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose a coach to assign')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Coach to assign' }));
    fireEvent.click(await screen.findByRole('option', { name: /Daniel Okafor/ }));
    mocked
      .mockRejectedValueOnce(httpError(409, { error: 'This coach is already assigned to this client.', code: 'CONFLICT' }))
      .mockResolvedValueOnce(ok([assignment(4, daniel)]));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('This coach is already assigned to this client.');
    // The list catches up with what the server holds, and the row is told.
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith([assignment(4, daniel)]));
    expect(within(screen.getByRole('list', { name: 'Coaches of Emily Chen' })).getByText('Daniel Okafor')).toBeTruthy();
  });

  it('removes a coach only after the question, and reports the new list', async () => {
    mocked.mockResolvedValueOnce(ok([assignment(1, sarah), assignment(2, daniel)]));
    const { onChanged } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sarah Thompson' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove this coach?' });
    expect(mocked).toHaveBeenCalledTimes(1);
    mocked.mockResolvedValueOnce(ok({ id: 1 }));
    fireEvent.click(within(question).getByRole('button', { name: 'Remove coach' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith([assignment(2, daniel)]));
    expect(mocked.mock.calls[1].slice(0, 2)).toEqual(['DELETE', '/client-coach/1']);
  });
});
