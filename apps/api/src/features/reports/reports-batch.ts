/**
 * Identical reports asked for at once are built once each round (docs/decisions/041). A request that finds the
 * same report (same key: the call and its query) being built waits for that build to end and shares the next
 * one with every other request that arrived meanwhile. It never takes the build already under way, which may
 * have read the records before the request came: each answer still holds every write acknowledged before it
 * was asked for. Ten administrators opening the same fiscal year cost two builds, not ten in a queue.
 */
export class ReportBatches {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly waiting = new Map<string, Promise<unknown>>();

  build<T>(key: string, make: () => Promise<T>): Promise<T> {
    const queued = this.waiting.get(key);
    if (queued) return queued as Promise<T>;
    const current = this.running.get(key);
    if (!current) return this.start(key, make);
    const next = current
      .catch(() => undefined)
      .then(() => {
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
