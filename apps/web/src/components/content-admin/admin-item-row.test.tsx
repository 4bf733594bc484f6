import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminItemRow } from './admin-item-row';

afterEach(cleanup);

describe('AdminItemRow', () => {
  it('writes the date a deleted item was deleted as every other date reads ("Nov 26, 2026")', () => {
    render(
      <ul>
        <AdminItemRow
          item={{ id: 3, archivedAt: '2026-11-26T18:00:00.000Z' }}
          summary={{ title: 'Spring open house' }}
          deleted
          busy={false}
          onEdit={() => {}}
          onDelete={() => {}}
          onRestore={() => {}}
        />
      </ul>,
    );
    expect(screen.getByText('Deleted Nov 26, 2026')).toBeTruthy();
  });
});
