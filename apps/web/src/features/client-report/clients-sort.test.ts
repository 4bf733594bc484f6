import type { ClientReportRow } from '@tc/contract/reports';
import { describe, expect, it } from 'vitest';
import { clientSortFromSearch, nextClientSort, sortClients } from './clients-sort';

const row = (client_id: number, lastname: string, minutes: number, extra: Partial<ClientReportRow> = {}): ClientReportRow => ({
  client_id,
  firstname: 'A',
  lastname,
  business_name: null,
  region: null,
  coaches: [],
  plans: 0,
  entries: 0,
  minutes,
  last_entry_date: null,
  milestones: 0,
  sessions: { completed: 0, cancelled: 0, no_show: 0 },
  ...extra,
});

const rows = [
  row(1, 'Chen', 90, { region: 'Calgary', last_entry_date: '2026-05-01' }),
  row(2, 'ahmed', 300),
  row(3, 'Blake', 90, { region: 'Edmonton', last_entry_date: '2026-09-01' }),
];
const ids = (list: ClientReportRow[]) => list.map((r) => r.client_id);

describe('the all-clients table order', () => {
  it('is by name by default, whatever the case', () => {
    expect(clientSortFromSearch(new URLSearchParams(''))).toEqual({ by: 'name', direction: 'asc' });
    expect(ids(sortClients(rows, { by: 'name', direction: 'asc' }))).toEqual([2, 3, 1]);
  });

  it('sorts by hours either way, ties by name', () => {
    expect(ids(sortClients(rows, { by: 'hours', direction: 'desc' }))).toEqual([2, 3, 1]);
    expect(ids(sortClients(rows, { by: 'hours', direction: 'asc' }))).toEqual([3, 1, 2]);
  });

  it('puts empty regions and last entries first going up', () => {
    expect(ids(sortClients(rows, { by: 'region', direction: 'asc' }))).toEqual([2, 1, 3]);
    expect(ids(sortClients(rows, { by: 'last_entry', direction: 'desc' }))).toEqual([3, 1, 2]);
  });

  it('reads the address, with a first order by column, and ignores unknown columns', () => {
    expect(clientSortFromSearch(new URLSearchParams('sort=hours'))).toEqual({ by: 'hours', direction: 'desc' });
    expect(clientSortFromSearch(new URLSearchParams('sort=region&order=desc'))).toEqual({ by: 'region', direction: 'desc' });
    expect(clientSortFromSearch(new URLSearchParams('sort=password'))).toEqual({ by: 'name', direction: 'asc' });
  });

  it('turns round on the same column and starts afresh on another', () => {
    expect(nextClientSort({ by: 'name', direction: 'asc' }, 'name')).toEqual({ by: 'name', direction: 'desc' });
    expect(nextClientSort({ by: 'name', direction: 'asc' }, 'hours')).toEqual({ by: 'hours', direction: 'desc' });
    expect(nextClientSort({ by: 'name', direction: 'asc' }, 'hours', 'asc')).toEqual({ by: 'hours', direction: 'asc' });
  });
});
