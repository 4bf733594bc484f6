import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentPasswordForm } from './current-password-form';

afterEach(cleanup);

const WRONG = 'Your current password is not right.';

describe('CurrentPasswordForm', () => {
  it('asks for the password under the field and above the form before anything is sent', async () => {
    const onContinue = vi.fn();
    render(<CurrentPasswordForm onContinue={onContinue} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your current password.');
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("sends the password, and puts the server's answer under the field and above the form", async () => {
    const onContinue = vi.fn().mockRejectedValue({ status: 400, message: WRONG, issues: [{ path: ['current_password'], message: WRONG }] });
    render(<CurrentPasswordForm onContinue={onContinue} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'not-mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG);
    expect(onContinue).toHaveBeenCalledWith('not-mine');
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('not-mine');
    expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true');
  });
});
