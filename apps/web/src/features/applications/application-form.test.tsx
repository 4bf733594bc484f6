import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok } from '../../test-utils';
import { ApplicationForm } from './application-form';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
const mocked = vi.mocked(request);

function renderForm() {
  const store = configureStore({ reducer: { none: (s: null = null) => s } });
  const router = createMemoryRouter([{ path: '/apply', element: <ApplicationForm /> }], { initialEntries: ['/apply'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** The message under a field: its helper text, which the field names as its description. */
const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

function choose(label: string | RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const { value } = within(select).getByRole<HTMLOptionElement>('option', { name: option });
  fireEvent.change(select, { target: { value } });
}

function fillIn() {
  type(/First name/, 'Robin');
  type(/Last name/, 'Tester');
  type(/Email/, 'Robin@Example.ca');
  type(/Phone/, '780-555-0199');
  choose(/Kind of childcare/, 'Family day home');
  choose(/Region/, 'Calgary');
  type(/City or town/, 'Calgary');
  fireEvent.click(screen.getByRole('radio', { name: 'Applying now' }));
  type(/Childcare spaces/, '6');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Grants and funding' }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree that/ }));
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));

beforeEach(() => mocked.mockReset());
afterEach(cleanup);

// Many MUI fields filled through the DOM: slow on a busy machine.
describe('the application form', { timeout: 20_000 }, () => {
  it('says under each field what it needs, and sends nothing', async () => {
    renderForm();
    type(/Email/, 'not-an-address');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the marked fields.');
    expect(messageOf(screen.getByRole('textbox', { name: /First name/ }))).toBe('Enter your first name');
    expect(messageOf(screen.getByRole('textbox', { name: /Email/ }))).toBe('Enter a valid email address, like name@example.com');
    expect(screen.getByText('Choose the kind of childcare you offer')).toBeTruthy();
    expect(screen.getByText('Tell us whether you are licensed')).toBeTruthy();
    expect(screen.getByText('Please agree so that we can use your details to reply')).toBeTruthy();
    expect(mocked).not.toHaveBeenCalled();
  });

  it('sends the application as the contract reads it, then thanks the applicant and says what happens next', async () => {
    mocked.mockResolvedValueOnce(ok({ message: 'Thank you, Robin.', confirmation_sent: true }, 201));
    renderForm();
    fillIn();
    send();
    const heading = await screen.findByRole('heading', { name: 'Thank you: we have your application' });
    // The focus moves in the thank-you's effect, which a busy machine runs a moment after the heading is there.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('We have emailed a confirmation to robin@example.ca.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens now' })).toBeTruthy();
    const [method, path, body] = mocked.mock.calls[0];
    expect([method, path]).toEqual(['POST', '/applications']);
    expect(body).toEqual(
      expect.objectContaining({
        email: 'robin@example.ca',
        business_type: 'family_day_home',
        region: 'Calgary',
        licensed: 'in_progress',
        spaces: 6,
        needs: ['funding'],
        business_name: null,
        consent: true,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Send my application' })).toBeNull();
  });

  it('says so when the confirmation email could not be sent', async () => {
    mocked.mockResolvedValueOnce(ok({ message: 'Thank you.', confirmation_sent: false }, 201));
    renderForm();
    fillIn();
    send();
    expect(await screen.findByText(/We could not send a confirmation email to robin@example.ca/)).toBeTruthy();
  });

  it("puts the server's messages under their fields, and its refusal above the button", async () => {
    mocked.mockRejectedValueOnce(
      httpError(400, {
        error: 'Invalid request body',
        code: 'VALIDATION_ERROR',
        issues: [{ path: ['city'], message: 'Remove control characters or text-direction marks.' }],
      }),
    );
    renderForm();
    fillIn();
    send();
    await waitFor(() =>
      expect(messageOf(screen.getByRole('textbox', { name: /City or town/ }))).toBe('Remove control characters or text-direction marks.'),
    );
    mocked.mockRejectedValueOnce(
      httpError(429, { error: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' }),
    );
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please slow down and try again shortly.'));
  });
});
