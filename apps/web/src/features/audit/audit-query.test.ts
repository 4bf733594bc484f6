import { describe, expect, it } from 'vitest';
import { apiQuery, DEFAULT_PAGE_SIZE, paramsFromQuery, queryFromParams, rangeProblem, rangeText } from './audit-query';

describe('the audit trail’s address', () => {
  it('reads every filter and the page, and writes back only what is not the default', () => {
    const params = new URLSearchParams(
      'q=%20Emily%20&action=update&entity=action_plan&actorId=7&from=2026-01-01&to=2026-01-31&page=3&pageSize=50&tab=x',
    );
    const query = queryFromParams(params);
    expect(query).toEqual({
      q: 'Emily',
      action: 'update',
      entity: 'action_plan',
      actorId: 7,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
      pageSize: 50,
    });
    expect(paramsFromQuery(query)).toEqual({
      q: 'Emily',
      action: 'update',
      entity: 'action_plan',
      actorId: '7',
      from: '2026-01-01',
      to: '2026-01-31',
      page: '3',
      pageSize: '50',
    });
    expect(
      paramsFromQuery({ ...query, q: '', action: '', entity: '', actorId: null, from: '', to: '', page: 1, pageSize: DEFAULT_PAGE_SIZE }),
    ).toEqual({});
  });

  it('leaves out what a hand-edited link gets wrong', () => {
    const query = queryFromParams(new URLSearchParams('action=drop&entity=Robert%27);&actorId=-1&from=yesterday&page=0&pageSize=7'));
    expect(query).toEqual({ q: '', action: '', entity: '', actorId: null, from: '', to: '', page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('asks the API for the page with only the filters that are set', () => {
    expect(apiQuery(queryFromParams(new URLSearchParams('entity=user&page=2')))).toEqual({ page: 2, pageSize: 25, entity: 'user' });
  });

  it('says when the range is reversed and how many entries show', () => {
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toMatch(/end date/);
    expect(rangeProblem({ from: '2026-01-01', to: '' })).toBeNull();
    expect(rangeText({ page: 2, pageSize: 25 }, 25, 60)).toBe('Showing 26–50 of 60 entries');
    expect(rangeText({ page: 1, pageSize: 25 }, 1, 1)).toBe('1 entry');
    expect(rangeText({ page: 1, pageSize: 25 }, 0, 0)).toBe('No entries');
  });
});
