import { createTheme, ThemeProvider } from '@mui/material/styles';
import { ROLES } from '@tc/contract/roles';
import type { ActionJournal, ActionPlan } from '@tc/contract/coaching';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, storeWith } from '../../test-utils';
import { actionJournalsReducer } from './action-journals-slice';
import { JournalEntryDialog } from './journal-entry-dialog';
import { mayMoveEntry } from './journal-entry-form';

/** Only the coach who logged an entry, or an administrator, gives it another plan or coach. */

const AUTHOR = 2;
const CO_COACH = 9;

const entry: ActionJournal = {
  id: 40,
  actionplan_id: 3,
  client_id: 5,
  coach_id: AUTHOR,
  date: '2026-10-28',
  minutes: 50,
  activity: 'meeting',
  notes: null,
  session_id: null,
  coach: { id: AUTHOR, firstname: 'Sarah', lastname: 'Thompson' },
  plan: { id: 3, summary: 'Fall enrolment marketing' },
  archivedAt: null,
  createdAt: '2026-10-28T10:00:00Z',
  updatedAt: '2026-10-28T10:00:00Z',
};

const plan = (id: number, summary: string): ActionPlan => ({
  id,
  client_id: 5,
  coach_id: AUTHOR,
  date: '2026-10-01',
  summary,
  description: null,
  coach: { id: AUTHOR, firstname: 'Sarah', lastname: 'Thompson' },
  client: { id: 5, firstname: 'Maple', lastname: 'Leaf', business_name: null },
  archivedAt: null,
  createdAt: '2026-10-01T10:00:00Z',
  updatedAt: '2026-10-01T10:00:00Z',
});

const coach = (id: number) => makeUser({ id, category_id: ROLES.COACH });

function renderDialog(planLocked: boolean) {
  render(
    <Provider store={storeWith('actionJournals', actionJournalsReducer)}>
      <ThemeProvider theme={createTheme()}>
        <JournalEntryDialog
          clientId={5}
          entry={entry}
          chooseCoach={false}
          planLocked={planLocked}
          plans={[plan(3, 'Fall enrolment marketing'), plan(4, 'Menu planning')]}
          defaultPlanId={null}
          onClose={() => undefined}
          onSaved={() => undefined}
        />
      </ThemeProvider>
    </Provider>,
  );
}

afterEach(cleanup);

describe("another coach's time entry", () => {
  it('may be moved by the coach who logged it or an administrator, not by a co-coach', () => {
    expect(mayMoveEntry(coach(AUTHOR), entry)).toBe(true);
    expect(mayMoveEntry(makeUser({ id: 1, category_id: ROLES.ADMIN }), entry)).toBe(true);
    expect(mayMoveEntry(coach(CO_COACH), entry)).toBe(false);
    // A new entry is the coach's own.
    expect(mayMoveEntry(coach(CO_COACH), null)).toBe(true);
  });

  it("offers a co-coach no other plan, and says who can move it; the author's form offers the plans", () => {
    renderDialog(true);
    const locked = screen.getByRole('combobox', { name: /Action plan/ });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Only the coach who logged this time or an administrator can move it to another plan.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Coach/ })).toBeNull();
    cleanup();
    renderDialog(false);
    expect(screen.getByRole('combobox', { name: /Action plan/ }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(/can move it to another plan/)).toBeNull();
    // Two renders of a MUI dialog: seconds on a loaded machine.
  }, 20_000);
});
