import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { makeUser, ok } from '../../test-utils';
import { authReducer } from './auth-slice';
import { ResendInvitationButton } from './resend-invitation-button';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);

function renderButton(hasPassword: boolean) {
  const store = configureStore({ reducer: { auth: authReducer } });
  render(
    <Provider store={store}>
      <ResendInvitationButton user={makeUser({ id: 12, firstname: 'Ivy', lastname: 'Waiting', email: 'ivy@example.ca', hasPassword })} />
    </Provider>,
  );
}

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

describe('ResendInvitationButton', () => {
  it('is not there for someone who has set a password', () => {
    renderButton(true);
    expect(screen.queryByRole('button', { name: 'Send invitation again' })).toBeNull();
  });

  it('asks first, naming the person and the address; Cancel sends nothing; yes sends it', async () => {
    renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation again' }));
    const question = await screen.findByRole('alertdialog', { name: 'Send Ivy Waiting a new invitation?' });
    expect(question.textContent).toContain('ivy@example.ca');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mocked).not.toHaveBeenCalled();

    mocked.mockResolvedValueOnce(ok({ message: "We've emailed an invitation to ivy@example.ca.", sent: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation again' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByText("We've emailed an invitation to ivy@example.ca.")).getAttribute('role')).toBe('status');
    expect(mocked).toHaveBeenCalledTimes(1);
  });
});
