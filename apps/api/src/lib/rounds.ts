import type { FastifyBaseLogger } from 'fastify';

/**
 * The rounds of a background worker (session reminders, unread-message emails): once started, a round every
 * `pollMs` and one at once; never two at a time in this instance (a round still running when the next is due
 * makes that one skip); a failed round is logged and the next tries again; `close` stops the rounds and waits
 * for the one under way. A round that loops checks `closed()` to stop early on shutdown.
 */
export interface Rounds {
  start(): void;
  close(): Promise<void>;
  closed(): boolean;
}

export function createRounds(round: () => Promise<unknown>, pollMs: number, log: FastifyBaseLogger, failure: string): Rounds {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closed = false;

  function run(): void {
    if (closed || running) return;
    running = round()
      .catch((err: unknown) => log.warn({ err }, `${failure}: the next round tries again`))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start() {
      if (timer || closed) return;
      timer = setInterval(run, pollMs);
      timer.unref();
      run();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
    },
    closed: () => closed,
  };
}

/**
 * Lets the event loop take the requests waiting on their sockets before a round goes on. Awaiting a query on
 * SQLite (synchronous underneath) never leaves the microtask queue, so a round of thousands of queries would
 * otherwise hold every request back until it ends: the unread-message round at 10,000 clients held them 1.3 s a
 * minute. A round that loops over many items awaits this once an item.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
