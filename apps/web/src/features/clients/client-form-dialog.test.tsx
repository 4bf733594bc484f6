import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { paths } from '@/app/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSessionEnds } from '../../api/api-call';
import { request } from '../../api/request';
import { clearSession } from '../../api/session-storage';
import { httpError, makeUser, ok } from '../../test-utils';
import { ClientFormDialog } from './client-form-dialog';
import { clientsReducer } from './clients-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
// MUI dialogs render slowly on a loaded machine; one second is too tight there.
configure({ asyncUtilTimeout: 5000 });

function renderForm(client: Parameters<typeof ClientFormDialog>[0]['client'] = null) {
  const onSaved = vi.fn();
  const store = configureStore({ reducer: { clients: clientsReducer } });
  const router = createMemoryRouter(
    [
      {
        path: paths.clientListing,
        element: <ClientFormDialog client={client} regionNames={['Calgary', 'Edmonton']} onSaved={onSaved} onClose={() => undefined} />,
      },
      { path: paths.login, element: <p>Sign-in page</p> },
    ],
    { initialEntries: [paths.clientListing] },
  );
  // What the app does when a call is answered 401 (app/store.ts and the AuthGuard): clear the session, go to /login.
  whenSessionEnds(() => {
    clearSession();
    void router.navigate(paths.login, { replace: true });
  });
  render(
    <ThemeProvider theme={createTheme()}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeProvider>,
  );
  return { onSaved };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const fieldOf = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const helpOf = (label: string) => document.getElementById(fieldOf(label).getAttribute('aria-describedby') ?? '')?.textContent;

function fillValid({ password = true } = {}) {
  type('First name', 'Nadia');
  type('Last name', 'Okoye');
  type('Business name', 'Bright Start Day Home');
  type('Email', 'nadia@example.ca');
  type('Username', 'nadia.o');
  if (!password) return;
  // An invitation by email is the default; the administrator may set a password instead.
  fireEvent.click(screen.getByLabelText('Set a password now'));
  type('Initial password', 'Welcome-2026');
}

beforeEach(() => mocked.mockReset());
afterEach(() => {
  cleanup();
  whenSessionEnds(() => undefined);
});

describe('new-client modal', () => {
  it('checks before sending, with the contract’s messages under the fields', async () => {
    renderForm();
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(helpOf('Email')).toBe('Enter a valid email address'));
    expect(helpOf('First name')).toBe('Required');
    expect(fieldOf('First name').getAttribute('aria-invalid')).toBe('true');
    expect(mocked).not.toHaveBeenCalled();
  });

  it('puts the API’s 400 issues under their fields and keeps every typed value', async () => {
    const { onSaved } = renderForm();
    fillValid();
    mocked.mockRejectedValueOnce(
      httpError(400, {
        error: 'Invalid request body: region: Unknown region',
        code: 'VALIDATION_ERROR',
        issues: [
          { path: ['region'], message: 'Unknown region "Atlantis". Choose one of the listed regions.' },
          { path: ['email'], message: 'Enter a valid email address' },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(helpOf('Email')).toBe('Enter a valid email address'));
    expect(screen.getByText('Unknown region "Atlantis". Choose one of the listed regions.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please correct the fields marked below');
    expect(fieldOf('Business name').value).toBe('Bright Start Day Home');
    expect(fieldOf('Initial password').value).toBe('Welcome-2026');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a password the API finds too common under the password field', async () => {
    renderForm();
    fillValid();
    const tooCommon = 'This password is too common; choose one that is harder to guess.';
    mocked.mockRejectedValueOnce(
      httpError(400, { error: tooCommon, code: 'VALIDATION_ERROR', issues: [{ path: ['password'], message: tooCommon }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(helpOf('Initial password')).toBe(tooCommon));
    expect(fieldOf('Initial password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a taken username (409) under Username, and a failure of no field in the form', async () => {
    renderForm();
    fillValid();
    mocked.mockRejectedValueOnce(httpError(409, { error: 'That username is already taken.', code: 'CONFLICT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(helpOf('Username')).toBe('That username is already taken.'));
    mocked.mockRejectedValueOnce(httpError(500));
    type('Username', 'nadia.okoye');
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to create client'));
    expect(fieldOf('Username').value).toBe('nadia.okoye');
  });

  it('ends the session on a 401: the person signs in again', async () => {
    localStorage.setItem('token', '"stale"');
    renderForm();
    fillValid();
    mocked.mockRejectedValueOnce(httpError(401, { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the client and reports it saved', async () => {
    const { onSaved } = renderForm();
    fillValid();
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 12 }), 201));
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 12 })));
    expect(mocked.mock.calls[0][2]).toEqual({
      firstname: 'Nadia',
      lastname: 'Okoye',
      business_name: 'Bright Start Day Home',
      email: 'nadia@example.ca',
      username: 'nadia.o',
      password: 'Welcome-2026',
      category_id: 4,
    });
  });

  it('sends an invitation by default: no password field, none sent; a password chosen but left blank is asked for', async () => {
    const { onSaved } = renderForm();
    fillValid({ password: false });
    expect(screen.queryByLabelText(/^Initial password/)).toBeNull();
    mocked.mockResolvedValueOnce(ok({ ...makeUser({ id: 13 }), invitation_sent: true }, 201));
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 13 })));
    expect(mocked.mock.calls[0][2]).not.toHaveProperty('password');
    expect(mocked.mock.calls[0][2]).toMatchObject({ username: 'nadia.o', category_id: 4 });

    cleanup();
    mocked.mockReset();
    renderForm();
    fillValid({ password: false });
    fireEvent.click(screen.getByLabelText('Set a password now'));
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(helpOf('Initial password')).toBe('Enter a password, or choose to send an invitation instead.'));
    expect(mocked).not.toHaveBeenCalled();
  });

  it('edits with PUT, starting from the record, a blank password keeping the old one', async () => {
    const { onSaved } = renderForm({ ...makeUser({ id: 7 }), coaches: [], last_activity: null });
    expect(screen.getByRole('dialog', { name: 'Edit Maple Day Home' })).toBeTruthy();
    expect(fieldOf('First name').value).toBe('Maple');
    type('Phone', '403-555-0100');
    mocked.mockResolvedValueOnce(ok(makeUser({ id: 7, phone: '403-555-0100' })));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mocked.mock.calls[0].slice(0, 2)).toEqual(['PUT', '/users/7']);
    expect(mocked.mock.calls[0][2]).toMatchObject({ phone: '403-555-0100', address: null });
    expect(mocked.mock.calls[0][2]).not.toHaveProperty('password');
  });
});
