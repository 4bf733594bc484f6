/**
 * Identical reports asked for at once are built once each round (docs/decisions/041). A build begins on the
 * event loop's next turn, not at once, and every request for the same report (same key: the call and its query)
 * that comes before it begins shares it. A request that finds the build already under way waits for it to end and
 * shares the next one with every other request that arrived meanwhile. It never takes a build that has begun,
 * which may have read the records before the request came: each answer still holds every write acknowledged
 * before it was asked for. Ten administrators opening the same fiscal year cost two builds, not ten in a queue.
 *
 * The turn matters on SQLite: a build's statements run on the main thread, one after another without giving the
 * event loop back, so the requests that came during a build are read only once it has ended. Begun at once, the
 * next build would start before any of them was read, and each would get a build of its own.
 */
export class ReportBatches {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly waiting = new Map<string, Promise<unknown>>();

  build<T>(key: string, make: () => Promise<T>): Promise<T> {
    const queued = this.waiting.get(key);
    if (queued) return queued as Promise<T>;
    const next = (this.running.get(key)?.catch(() => undefined) ?? Promise.resolve()).then(nextTurn).then(() => {
      this.waiting.delete(key);
      return this.start(key, make);
    });
    this.waiting.set(key, next);
    return next;
  }

  private start<T>(key: string, make: () => Promise<T>): Promise<T> {
    const p = make().finally(() => {
      if (this.running.get(key) === p) this.running.delete(key);
    });
    this.running.set(key, p);
    return p;
  }
}

/** After the event loop has read what has come in meanwhile (the I/O of this turn). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
