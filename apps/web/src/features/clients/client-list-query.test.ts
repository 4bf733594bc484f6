import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  type ListingQuery,
  paramsFromQuery,
  queryFromParams,
  rangeText,
  sortDirectionOf,
  toggleSort,
} from './client-list-query';
import { emptyText } from './client-empty-state';

const read = (text: string, viewer: 'coach' | 'admin' = 'admin') => queryFromParams(new URLSearchParams(text), viewer);
const base: ListingQuery = { q: '', sort: 'lastname', page: 1, pageSize: 25, scope: 'all', coach: null, region: '', noCoach: false };

describe('client listing query', () => {
  it('reads the address, falling back to the defaults for anything odd', () => {
    expect(read('')).toEqual(base);
    expect(read('q=%20chen%20&sort=-city&page=3&pageSize=50')).toEqual({ ...base, q: 'chen', sort: '-city', page: 3, pageSize: 50 });
    expect(read('sort=password&page=-2&pageSize=7&coach=abc')).toEqual(base);
    expect(read('sort=-last_activity').sort).toBe('-last_activity');
  });

  it('opens a coach on their own clients and an administrator on every client', () => {
    expect(read('', 'coach')).toEqual({ ...base, scope: 'mine' });
    expect(read('view=all', 'coach').scope).toBe('all');
    // An administrator coaches no one: "mine" in a shared link is ignored.
    expect(read('view=mine', 'admin').scope).toBe('all');
  });

  it('keeps each filter for the viewer who can use it', () => {
    expect(read('region=Calgary&coach=12')).toEqual({ ...base, region: 'Calgary', coach: 12 });
    expect(read('no_coach=true&coach=12')).toEqual({ ...base, noCoach: true });
    // A coach filters by no other coach, and "no coach" belongs to every client's list.
    expect(read('coach=12&no_coach=true', 'coach')).toEqual({ ...base, scope: 'mine' });
    expect(read('view=all&no_coach=true&region=Calgary', 'coach')).toEqual({ ...base, noCoach: true, region: 'Calgary' });
  });

  it('writes only what differs from the viewer’s defaults, and reads back the same', () => {
    expect(paramsFromQuery(base, 'admin')).toEqual({});
    expect(paramsFromQuery({ ...base, scope: 'mine' }, 'coach')).toEqual({});
    expect(paramsFromQuery(base, 'coach')).toEqual({ view: 'all' });
    const full: ListingQuery = { ...base, q: 'calgary', sort: '-createdAt', page: 2, pageSize: 10, coach: 4, region: 'Calgary' };
    const params = paramsFromQuery(full, 'admin');
    expect(params).toEqual({ q: 'calgary', sort: '-createdAt', page: '2', pageSize: '10', coach: '4', region: 'Calgary' });
    expect(read(new URLSearchParams(params).toString())).toEqual(full);
    expect(paramsFromQuery({ ...base, noCoach: true }, 'admin')).toEqual({ no_coach: 'true' });
  });

  it('asks the API for the filters on screen; the export without the page', () => {
    expect(apiQueryOf({ ...base, scope: 'mine', region: 'Calgary', sort: '-last_activity', page: 2 })).toEqual({
      sort: '-last_activity',
      mine: 'true',
      region: 'Calgary',
      page: 2,
      pageSize: 25,
    });
    expect(apiQueryOf({ ...base, q: 'kids', coach: 4 }, { paged: false })).toEqual({ q: 'kids', sort: 'lastname', coach: 4 });
    expect(apiQueryOf({ ...base, noCoach: true }, { paged: false })).toEqual({ sort: 'lastname', no_coach: 'true' });
  });

  it('toggles a column between ascending and descending', () => {
    expect(toggleSort('lastname', 'city')).toBe('city');
    expect(toggleSort('city', 'city')).toBe('-city');
    expect(toggleSort('-city', 'city')).toBe('city');
    expect(sortDirectionOf('-city', 'city')).toBe('desc');
    expect(sortDirectionOf('city', 'city')).toBe('asc');
    expect(sortDirectionOf('lastname', 'city')).toBe(false);
  });

  it('says how much of the list is shown', () => {
    expect(rangeText({ page: 2, pageSize: 25 }, 25, 120)).toBe('Showing 26–50 of 120 clients');
    expect(rangeText({ page: 1, pageSize: 25 }, 3, 3)).toBe('3 clients');
    expect(rangeText({ page: 1, pageSize: 25 }, 1, 1)).toBe('1 client');
    expect(rangeText({ page: 1, pageSize: 25 }, 0, 0)).toBe('No clients');
  });

  it('says why a list is empty, for the filter that emptied it', () => {
    expect(emptyText({ ...base, noCoach: true }).title).toBe('No clients without a coach');
    expect(emptyText({ ...base, noCoach: true, region: 'Calgary' }).title).toBe('No clients without a coach in Calgary');
    expect(emptyText({ ...base, coach: 4 }, 'Sarah Thompson').title).toBe('Sarah Thompson has no clients');
    expect(emptyText({ ...base, scope: 'mine' })).toMatchObject({ title: 'You have no clients yet', next: ['showAll', 'create'] });
    expect(emptyText({ ...base, scope: 'mine', region: 'Calgary' }).title).toBe('You have no clients in Calgary');
    expect(emptyText({ ...base, region: 'Peace River' }).title).toBe('No clients in Peace River');
    expect(emptyText({ ...base, q: 'zzqx' }).title).toBe('No clients match “zzqx”');
    expect(emptyText({ ...base, q: 'zzqx', scope: 'mine' }).title).toBe('None of your clients match “zzqx”');
    expect(emptyText({ ...base, q: 'zzqx', region: 'Calgary' }).title).toBe('No clients match “zzqx” with these filters');
    expect(emptyText(base).title).toBe('No clients yet');
  });
});
