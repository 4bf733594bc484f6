import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import type { AuditEntry } from '@tc/contract/audit';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { ok } from '../../test-utils';
import { auditReducer } from './audit-slice';
import { AuditTrailPanel } from './audit-trail-panel';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
configure({ asyncUtilTimeout: 5000 });

const UPDATE: AuditEntry = {
  id: 41,
  at: '2026-11-25T17:04:05.000Z',
  actor_id: 1,
  actor: { id: 1, username: 'admin', firstname: 'Avery', lastname: 'Admin', erased: false },
  action: 'update',
  entity: 'action_plan',
  entity_id: 12,
  description: "Avery Admin changed the title of the plan 'Hire two assistants' for Emily Chen",
  record: "the plan 'Hire two assistants' for Emily Chen",
  person: { id: 7, username: 'emily', firstname: 'Emily', lastname: 'Chen', erased: false },
  changes: [{ field: 'summary', label: 'Title', before: 'Hire an assistant', after: 'Hire two assistants' }],
  before: { id: 12, client_id: 7, summary: 'Hire an assistant', date: '2026-11-01' },
  after: { id: 12, client_id: 7, summary: 'Hire two assistants', date: '2026-11-01' },
  ip: '127.0.0.1',
};

function renderPanel(url: string) {
  const store = configureStore({ reducer: { audit: auditReducer } });
  const router = createMemoryRouter([{ path: '/audit-trail', element: <AuditTrailPanel /> }], { initialEntries: [url] });
  render(
    <ThemeProvider theme={createTheme()}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeProvider>,
  );
  return router;
}

const answer = (entries: AuditEntry[], total = entries.length) => ({ ...ok(entries), headers: { 'x-total-count': String(total) } });

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

// The first render loads MUI: on a busy machine that alone can pass the default 5 s.
describe('the audit trail tab', { timeout: 20_000 }, () => {
  it('asks for the page and filters in the address, and shows who, what and where', async () => {
    mocked.mockResolvedValue(answer([UPDATE], 30));
    renderPanel('/audit-trail?entity=action_plan&page=2');
    const card = await screen.findByTestId('audit-card');
    expect(mocked.mock.calls[0].slice(0, 2)).toEqual(['GET', '/audit?page=2&pageSize=25&entity=action_plan']);
    expect(within(card).getByRole('heading').textContent).toBe(
      "Avery Admin changed the title of the plan 'Hire two assistants' for Emily Chen",
    );
    expect(card.textContent).toContain('Avery Admin');
    expect(card.textContent).toContain('127.0.0.1');
    expect(
      within(card)
        .getByRole('link', { name: /^Avery Admin changed the title/ })
        .getAttribute('href'),
    ).toBe('/action-plans/7');
    expect(screen.getByRole('status').textContent).toBe('Showing 26–26 of 30 entries');
  });

  it('opens an entry’s before and after, only the changed fields until asked for all', async () => {
    mocked.mockResolvedValue(answer([UPDATE]));
    renderPanel('/audit-trail');
    const details = await screen.findByRole('button', { name: /^Details: Avery Admin changed the title of the plan/ });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    const diff = await screen.findByTestId('audit-diff');
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(diff.textContent).toContain("The plan 'Hire two assistants' for Emily Chen: 1 field changed");
    expect(diff.textContent).toContain('TitleChanged');
    expect(diff.textContent).toContain('Before: Hire an assistant');
    expect(diff.textContent).toContain('After: Hire two assistants');
    expect(diff.textContent).not.toContain('Client ID');
    fireEvent.click(within(diff).getByLabelText('Show unchanged fields'));
    expect(diff.textContent).toContain('Client ID');
  });

  it('puts a chosen filter in the address and goes back to page one', async () => {
    mocked.mockResolvedValue(answer([UPDATE], 60));
    const router = renderPanel('/audit-trail?page=2');
    await screen.findByTestId('audit-card');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=delete'));
    await waitFor(() => expect(mocked.mock.calls.some((c) => c[1] === '/audit?page=1&pageSize=25&action=delete')).toBe(true));
  });

  it('keeps both dates when From and To change before the screen renders again', async () => {
    mocked.mockResolvedValue(answer([UPDATE], 1));
    const router = renderPanel('/audit-trail');
    await screen.findByTestId('audit-card');
    const [from, to] = [screen.getByLabelText('From'), screen.getByLabelText('To')];
    act(() => {
      fireEvent.change(from, { target: { value: '2026-11-24' } });
      fireEvent.change(to, { target: { value: '2026-11-24' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-24&to=2026-11-24'));
  });

  it('finds a person by name for "Who" and keeps their id in the address and their name in the field', async () => {
    const sarah = { id: 2, username: 'coach.sarah', firstname: 'Sarah', lastname: 'Thompson', erased: false };
    mocked.mockImplementation(async (_method, path = '') =>
      path.startsWith('/users') ? ok([sarah]) : answer(path.includes('actorId=2') ? [{ ...UPDATE, actor_id: 2, actor: sarah }] : [UPDATE]),
    );
    const router = renderPanel('/audit-trail');
    await screen.findByTestId('audit-card');
    expect(mocked.mock.calls.some((c) => c[1].startsWith('/users'))).toBe(false);
    const who = screen.getByRole('combobox', { name: 'Who' });
    fireEvent.focus(who);
    fireEvent.mouseDown(who);
    fireEvent.change(who, { target: { value: 'sar' } });
    await waitFor(() => expect(mocked.mock.calls.some((c) => c[1] === '/users?q=sar&page=1&pageSize=20')).toBe(true));
    fireEvent.click(await screen.findByRole('option', { name: /Sarah Thompson/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?actorId=2'));
    await waitFor(() => expect(mocked.mock.calls.some((c) => c[1] === '/audit?page=1&pageSize=25&actorId=2')).toBe(true));
    expect((screen.getByRole('combobox', { name: 'Who' }) as HTMLInputElement).value).toBe('Sarah Thompson');
  });

  it('searches by words once typing pauses, and exports what the filters match', async () => {
    mocked.mockImplementation(async (_method, path = '') =>
      path.startsWith('/audit/export.csv')
        ? { ...ok(new Blob(['x'])), headers: { 'content-disposition': 'attachment; filename="a.csv"' } }
        : answer([UPDATE], 1),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const router = renderPanel('/audit-trail?entity=action_plan');
    await screen.findByTestId('audit-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Emily' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Emily&entity=action_plan'));
    await waitFor(() => expect(mocked.mock.calls.some((c) => c[1] === '/audit?page=1&pageSize=25&q=Emily&entity=action_plan')).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(mocked.mock.calls.some((c) => c[1] === '/audit/export.csv?q=Emily&entity=action_plan')).toBe(true));
  });

  it('says when nothing matches, with a way out, and refuses a reversed range without asking', async () => {
    mocked.mockResolvedValue(answer([]));
    const router = renderPanel('/audit-trail?entity=user');
    expect(await screen.findByText('No entries match these filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('The audit trail is empty')).toBeTruthy();
    const asked = mocked.mock.calls.length;
    await router.navigate('/audit-trail?from=2026-02-01&to=2026-01-01');
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(mocked.mock.calls.length).toBe(asked);
  });
});
