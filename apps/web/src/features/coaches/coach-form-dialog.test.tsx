import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoachFormDialog } from './coach-form-dialog';
import { coachesReducer } from './coaches-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
// MUI dialogs render slowly on a loaded machine; one second is too tight there.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const lead = () => screen.getByTestId('person-form-lead').textContent ?? '';

describe('the New coach dialog', () => {
  it('says how the coach signs in as the chosen way to get a password has it', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <Provider store={configureStore({ reducer: { coaches: coachesReducer } })}>
          <MemoryRouter>
            <CoachFormDialog coach={null} regionNames={['Calgary']} onSaved={() => {}} onClose={() => {}} />
          </MemoryRouter>
        </Provider>
      </ThemeProvider>,
    );
    // The default is an invitation: no word of a password chosen here.
    expect(screen.getByLabelText(/^Send an invitation/)).toHaveProperty('checked', true);
    expect(lead()).toContain('invitation to choose their own password');
    expect(lead()).not.toMatch(/initial password/i);
    expect(lead()).toContain('Assign clients afterwards');

    fireEvent.click(screen.getByLabelText('Set a password now'));
    expect(lead()).toContain('They sign in with the username and initial password you choose here.');
    expect(lead()).not.toMatch(/invitation/i);
    expect(screen.getByLabelText(/^Initial password/)).toBeTruthy();
  });
});
