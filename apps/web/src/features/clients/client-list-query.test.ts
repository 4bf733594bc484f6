import { describe, expect, it } from 'vitest';
import { paramsFromQuery, queryFromParams, rangeText, sortDirectionOf, toggleSort } from './client-list-query';

describe('client listing query', () => {
  it('reads the address, falling back to the defaults for anything odd', () => {
    expect(queryFromParams(new URLSearchParams(''))).toEqual({ q: '', sort: 'lastname', page: 1, pageSize: 25 });
    expect(queryFromParams(new URLSearchParams('q=%20chen%20&sort=-city&page=3&pageSize=50'))).toEqual({
      q: 'chen',
      sort: '-city',
      page: 3,
      pageSize: 50,
    });
    expect(queryFromParams(new URLSearchParams('sort=password&page=-2&pageSize=7'))).toEqual({
      q: '',
      sort: 'lastname',
      page: 1,
      pageSize: 25,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsFromQuery({ q: '', sort: 'lastname', page: 1, pageSize: 25 })).toEqual({});
    expect(paramsFromQuery({ q: 'calgary', sort: '-createdAt', page: 2, pageSize: 10 })).toEqual({
      q: 'calgary',
      sort: '-createdAt',
      page: '2',
      pageSize: '10',
    });
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
});
