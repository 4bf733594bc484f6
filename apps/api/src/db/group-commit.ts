import { sql } from 'kysely';
import { type Db, sqliteConnectionOf } from './connection';

interface Waiting<T> {
  change: (trx: Db) => Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** At most this many changes share one commit, so that none waits behind a long queue. */
const MAX_BATCH = 64;

/**
 * Group commit on SQLite (docs/decisions/044-group-commit.md): the changes that arrive together run one
 * after another in one transaction, each in a savepoint of its own, and are acknowledged once that
 * transaction has committed. With `synchronous=FULL` every commit waits for the disk to flush the
 * write-ahead log (1 ms on a quiet disk, 8 ms on a busy one, with the event loop blocked meanwhile);
 * one flush for a batch of saves instead of one each is what lets the one writer keep up with many callers.
 *
 * Each change sees the ones before it, as if they had run one at a time in that order. A change that
 * throws is rolled back to its savepoint and answers its own error; the others commit. Nothing is
 * acknowledged before the commit: if the commit fails, or an error took the whole transaction with it
 * (a full disk, an I/O error), every change of the batch answers that error and none is stored.
 *
 * A batch starts on `setImmediate`, after the event loop has read every request waiting on its sockets,
 * so the saves that arrived during the previous flush share the next one; alone, a change waits for nothing.
 */
export class GroupCommit {
  private readonly queue: Waiting<unknown>[] = [];
  private scheduled = false;
  private running = false;

  constructor(private readonly db: Db) {}

  run<T>(change: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ change, resolve, reject } as Waiting<unknown>);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.running = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    const results: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        const connection = sqliteConnectionOf(this.db);
        for (const [i, waiting] of batch.entries()) {
          const savepoint = sql.raw(`change_${i}`);
          await sql`savepoint ${savepoint}`.execute(trx);
          try {
            results.push({ ok: true, value: await waiting.change(trx) });
            await sql`release ${savepoint}`.execute(trx);
          } catch (error) {
            // Some errors (a full disk, I/O) end the whole transaction: then the batch fails as one.
            if (connection && !connection.inTransaction) throw error;
            await sql`rollback to ${savepoint}`.execute(trx);
            await sql`release ${savepoint}`.execute(trx);
            results.push({ ok: false, error });
          }
        }
      });
      for (const [i, waiting] of batch.entries()) {
        const result = results[i];
        if (result.ok) waiting.resolve(result.value);
        else waiting.reject(result.error);
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.running = false;
      if (this.queue.length) this.schedule();
    }
  }
}

const groups = new WeakMap<Db, GroupCommit>();

/** The group commit of a SQLite handle, made on first use. */
export function groupCommitOf(db: Db): GroupCommit {
  let group = groups.get(db);
  if (!group) groups.set(db, (group = new GroupCommit(db)));
  return group;
}
