import { describe, expect, it } from 'vitest';
import { nextPosition } from './content-source';
import { canReorder, initialListState, listQuery, sortOptions, totalFrom } from './list-query';

describe('the admin list query', () => {
  it('asks for every status of a publishing collection, one-based pages, deleted ones on request', () => {
    const state = { ...initialListState(25), q: '  budget ', page: 2, sort: '-publish_at' };
    expect(listQuery(state, true)).toEqual({ page: 3, pageSize: 25, q: 'budget', sort: '-publish_at', status: 'all' });
    expect(listQuery({ ...initialListState(10), deleted: true }, false)).toEqual({ page: 1, pageSize: 10, archived: 'true' });
  });

  it('offers the collection order first, then each sort both ways', () => {
    expect(sortOptions(['sort_order', 'title'], 'Position on the site')).toEqual([
      { value: '', label: 'Position on the site' },
      { value: 'sort_order', label: 'Position, first to last' },
      { value: '-sort_order', label: 'Position, last to first' },
      { value: 'title', label: 'Title, A to Z' },
      { value: '-title', label: 'Title, Z to A' },
    ]);
  });

  it('lets items move only in the plain list of an ordered collection', () => {
    const plain = initialListState();
    expect(canReorder(plain, true)).toBe(true);
    expect(canReorder(plain, false)).toBe(false);
    expect(canReorder({ ...plain, q: 'x' }, true)).toBe(false);
    expect(canReorder({ ...plain, sort: '-sort_order' }, true)).toBe(false);
    expect(canReorder({ ...plain, deleted: true }, true)).toBe(false);
  });

  it('reads the total from X-Total-Count', () => {
    expect(totalFrom({ 'x-total-count': '42' }, 3)).toBe(42);
    expect(totalFrom({}, 3)).toBe(3);
  });
});

describe('the position of a new item', () => {
  it('goes after the last one, on the next ten', () => {
    expect(nextPosition([])).toBe(10);
    expect(
      nextPosition([
        { id: 1, sort_order: 10 },
        { id: 2, sort_order: 40 },
      ]),
    ).toBe(50);
    expect(
      nextPosition([
        { id: 1, sort_order: 0 },
        { id: 2, sort_order: 3 },
      ]),
    ).toBe(10);
  });
});
