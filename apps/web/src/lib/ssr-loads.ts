import { createContext } from 'react';
import type { Settled, SettledAction } from './use-loaded';

/** One load a page made on the server, as the browser needs it to hydrate: keyed by the hook's useId. */
export interface LoadSeed {
  key: string | number | null;
  settled: Settled<unknown>;
}

export type LoadSeeds = Record<string, LoadSeed>;

interface Pending {
  key: string | number | null;
  promise: Promise<void>;
  settled?: Settled<unknown>;
}

/**
 * The loads of a page rendered on the server (docs/architecture.md#public-site-speed):
 * each useLoaded starts its load once and suspends the render until it
 * settles, so the HTML holds the content; `seeds()` is what the browser hydrates with.
 */
export class ServerLoads {
  readonly server = true;
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly settle: (action: SettledAction<unknown>) => Settled<unknown>) {}

  /**
   * The load of hook `id`, started on the first call (and again when `key` changes): its
   * promise, for the hook to `use` (which suspends the render until it settles), and its outcome.
   */
  load<T>(
    id: string,
    key: string | number | null,
    load: () => Promise<SettledAction<T>>,
  ): { promise: Promise<void>; settled?: Settled<T> } {
    let entry = this.pending.get(id);
    if (!entry || entry.key !== key) {
      const started: Pending = { key, promise: Promise.resolve() };
      started.promise = load().then(
        (action) => void (started.settled = this.settle(action)),
        (error: unknown) => void (started.settled = this.settle({ error, meta: { requestStatus: 'rejected' } })),
      );
      this.pending.set(id, started);
      entry = started;
    }
    return entry as { promise: Promise<void>; settled?: Settled<T> };
  }

  seeds(): LoadSeeds {
    const seeds: LoadSeeds = {};
    for (const [id, { key, settled }] of this.pending) if (settled) seeds[id] = { key, settled };
    return seeds;
  }
}

/**
 * The server's loads, in the browser: each useLoaded starts from its seed while
 * the page hydrates, so the first render matches the HTML. They hold for the
 * page the server rendered only: the first navigation ends them.
 */
export class BrowserSeeds {
  readonly server = false;
  private active = true;

  constructor(private readonly loads: LoadSeeds) {}

  seed<T>(id: string, key: string | number | null): Settled<T> | undefined {
    const seed = this.active ? this.loads[id] : undefined;
    return seed && seed.key === key ? (seed.settled as Settled<T>) : undefined;
  }

  end(): void {
    this.active = false;
  }
}

export const SsrLoadsContext = createContext<ServerLoads | BrowserSeeds | null>(null);
