import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, makeUser, ok } from '../../test-utils';
import { authReducer } from './auth-slice';
import { ChangePasswordSection } from './change-password-section';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const mocked = vi.mocked(request);
const user = makeUser({ id: 7, username: 'client.tove' });

function setUp(onChanged = vi.fn().mockResolvedValue(undefined)) {
  const store = configureStore({ reducer: { auth: authReducer } });
  render(
    <Provider store={store}>
      <ChangePasswordSection user={user} onChanged={onChanged} />
    </Provider>,
  );
  return onChanged;
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('ChangePasswordSection', () => {
  it('says under each field what is missing or wrong before anything is sent', async () => {
    setUp();
    type(/^New password/, 'short');
    type(/^Type the new password again/, 'other');
    send();
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mocked).not.toHaveBeenCalled();
  });

  it("sends the current and the new password, puts the server's answer under its field, then signs in with the new one", async () => {
    const issue = { path: ['current_password'], message: 'Your current password is not correct.' };
    mocked
      .mockRejectedValueOnce(httpError(400, { error: 'Validation failed', code: 'VALIDATION', issues: [issue] }))
      .mockResolvedValueOnce(ok(user));
    const onChanged = setUp();
    type(/^Current password/, 'not-it');
    type(/^New password/, 'amber-river-lighthouse');
    type(/^Type the new password again/, 'amber-river-lighthouse');
    send();
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(mocked.mock.calls[0].slice(0, 3)).toEqual([
      'PUT',
      '/users/7',
      { current_password: 'not-it', password: 'amber-river-lighthouse' },
    ]);

    type(/^Current password/, 'the-right-one');
    send();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('amber-river-lighthouse'));
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveProperty('value', ''));
  });
});
