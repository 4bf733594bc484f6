/** One item's new place. */
export interface OrderChange {
  id: number;
  sort_order: number;
}

/**
 * Moving the item at `index` one place up (-1) or down (+1) in a list shown in
 * `sort_order`: the fewest updates that give that order. When every position
 * is distinct the two items swap their `sort_order`; where several share one
 * (items added with the default 0) the list is renumbered from its first value,
 * each at least one above the one before. Nothing changes at either end.
 */
export function reorderChanges(items: readonly OrderChange[], index: number, delta: -1 | 1): OrderChange[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  const values = items.map((item) => item.sort_order);
  const distinct = values.every((value, i) => i === 0 || value > values[i - 1]);
  const next: number[] = [];
  for (let i = 0; i < moved.length; i++) next.push(distinct || i === 0 ? values[i] : Math.max(values[i], next[i - 1] + 1));
  return moved.filter((item, i) => item.sort_order !== next[i]).map((item) => ({ id: item.id, sort_order: next[moved.indexOf(item)] }));
}
