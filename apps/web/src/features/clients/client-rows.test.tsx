import { cleanup, render, screen, within } from '@testing-library/react';
import type { ClientListItem } from '@tc/contract/users';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { makeUser } from '../../test-utils';
import { ClientCards } from './client-cards';
import { ClientTable } from './client-table';

afterEach(cleanup);

const sarah = { id: 2, firstname: 'Sarah', lastname: 'Thompson' };
const daniel = { id: 3, firstname: 'Daniel', lastname: 'Okafor' };
const mine: ClientListItem = {
  ...makeUser({ id: 10, firstname: 'Emily', lastname: 'Chen', business_name: 'Little Maples' }),
  coaches: [sarah],
  last_activity: '2026-01-10',
};
const theirs: ClientListItem = {
  ...makeUser({ id: 11, firstname: 'Olivia', lastname: 'Brown', business_name: 'Sunshine Sprouts' }),
  coaches: [daniel],
  last_activity: null,
};
/** Sarah's view: she coaches Emily only. */
const canOpen = (c: ClientListItem) => c.coaches.some((co) => co.id === sarah.id);

function rowOf(testId: string, text: string) {
  return screen.getAllByTestId(testId).find((el) => el.textContent?.includes(text))!;
}

describe('a coach’s rows of the client listing', () => {
  it('links the name and records of a client they coach, and nothing of one they do not', () => {
    render(
      <MemoryRouter>
        <ClientTable clients={[mine, theirs]} sort="-last_activity" onSort={() => {}} canOpen={canOpen} />
      </MemoryRouter>,
    );
    const own = within(rowOf('client-row', 'Little Maples'));
    expect(own.getByRole('link', { name: 'Little Maples' }).getAttribute('href')).toBe(paths.clientProfile(10));
    expect(own.getByRole('link', { name: 'Action plans for Emily Chen' })).toBeTruthy();
    expect(own.getByText('Jan 10, 2026')).toBeTruthy();

    const other = within(rowOf('client-row', 'Sunshine Sprouts'));
    expect(other.queryAllByRole('link')).toEqual([]);
    expect(other.getByText('Not your client')).toBeTruthy();
    expect(other.getByText('No activity yet')).toBeTruthy();
    // The column of the order in use says so.
    expect(screen.getByRole('columnheader', { name: /Last activity/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('does the same on a phone’s cards, with the last activity', () => {
    render(
      <MemoryRouter>
        <ClientCards clients={[mine, theirs]} canOpen={canOpen} staff />
      </MemoryRouter>,
    );
    const own = rowOf('client-card', 'Little Maples');
    expect(within(own).getByRole('link', { name: 'Little Maples' }).getAttribute('href')).toBe(paths.clientProfile(10));
    expect(own.textContent).toContain('Last activity: Jan 10, 2026');
    const other = rowOf('client-card', 'Sunshine Sprouts');
    expect(within(other).queryAllByRole('link')).toEqual([]);
    expect(other.textContent).toContain('Last activity: No activity yet');
    expect(other.textContent).toContain('Not your client');
  });
});
