import { describe, expect, it } from 'vitest';
import { reorderChanges } from './reorder';

const list = (...orders: number[]) => orders.map((sort_order, i) => ({ id: i + 1, sort_order }));

describe('reorder by swapping sort_order', () => {
  it('swaps the two positions when every position is distinct', () => {
    expect(reorderChanges(list(1, 2, 3), 2, -1)).toEqual([
      { id: 3, sort_order: 2 },
      { id: 2, sort_order: 3 },
    ]);
    expect(reorderChanges(list(10, 20, 30), 0, 1)).toEqual([
      { id: 2, sort_order: 10 },
      { id: 1, sort_order: 20 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(reorderChanges(list(1, 2), 0, -1)).toEqual([]);
    expect(reorderChanges(list(1, 2), 1, 1)).toEqual([]);
  });

  it('renumbers where items share a position, so the move really happens', () => {
    // A(0) B(0) C(0) shown by id; B up gives B A C.
    const changes = reorderChanges(list(0, 0, 0), 1, -1);
    expect(changes).toEqual([
      { id: 1, sort_order: 1 },
      { id: 3, sort_order: 2 },
    ]);
    // B keeps 0, A gets 1, C gets 2: B, A, C.
  });

  it('keeps the positions of the items that do not move when it can', () => {
    expect(reorderChanges(list(0, 0, 5, 9), 3, -1)).toEqual([
      { id: 2, sort_order: 1 },
      { id: 4, sort_order: 5 },
      { id: 3, sort_order: 9 },
    ]);
  });
});
