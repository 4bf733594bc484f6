import { configureStore } from '@reduxjs/toolkit';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TEXT_CONTROL_MESSAGE } from '@tc/contract/common';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/app/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError } from '../../test-utils';
import { authReducer } from './auth-slice';
import { RegisterForm } from './register-form';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const mocked = vi.mocked(request);
configure({ asyncUtilTimeout: 5000 });

const TOO_COMMON = 'This password is too common; choose one that is harder to guess.';

function renderForm() {
  const store = configureStore({ reducer: { auth: authReducer } });
  const router = createMemoryRouter([{ path: paths.login, element: <RegisterForm /> }], { initialEntries: [paths.register] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const fieldOf = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(fieldOf(label), { target: { value } });
const helpOf = (label: string) => document.getElementById(fieldOf(label).getAttribute('aria-describedby') ?? '')?.textContent;

function fill(password = 'iloveyou-not') {
  type('First name', 'Robin');
  type('Last name', 'Tessier');
  type('Email', 'robin@example.ca');
  type('Username', 'robin.t');
  type('Password', password);
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('RegisterForm', () => {
  it('shows a password the server finds too common under the password field, and keeps it', async () => {
    renderForm();
    fill('password123');
    mocked.mockRejectedValueOnce(
      httpError(400, { error: TOO_COMMON, code: 'VALIDATION_ERROR', issues: [{ path: ['password'], message: TOO_COMMON }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(helpOf('Password')).toBe(TOO_COMMON));
    expect(fieldOf('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fieldOf('Password').value).toBe('password123');
    expect(screen.getByRole('alert').textContent).toBe(TOO_COMMON);
  });

  it('refuses a text-direction mark in a name before sending, with the contract’s message', async () => {
    renderForm();
    fill();
    type('Last name', 'Tes\u202Esier');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(helpOf('Last name')).toBe(TEXT_CONTROL_MESSAGE));
    expect(mocked).not.toHaveBeenCalled();
  });
});
