/**
 * The demo's dice (docs/decisions/037-varied-demo-data.md): a small seeded generator (mulberry32), so the
 * demo centre is varied (clients' histories, minutes, which step is ticked) yet the same on every run and in
 * CI, relative to the day it is seeded. Not for anything that must be unpredictable: that is node:crypto's.
 */
export interface DemoRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with the chance `p` (0 to 1). */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** The seed of every demo database: change it and the whole demo changes, consistently. */
export const DEMO_SEED = 2026;

export function demoRandom(seed: number = DEMO_SEED): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)],
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}
