import type { FastifyBaseLogger } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/connection';
import { auditTextWaiting, INDEX_BATCH, indexAuditText } from '../../db/audit-repository';
import { createRounds, nextTurn, type Rounds } from '../../lib/rounds';

/** How often the worker looks for new audit entries: a search reads those not yet indexed by LIKE. */
const POLL_MS = 2_000;
/** Busier than this (the event loop's share of time at work since the last round), and the round waits… */
const BUSY = 0.5;
/** …unless this many entries wait: a search's LIKE over them would cost more than a batch's pause. */
const WAITING_AT_MOST = 50_000;

/**
 * The worker that takes new audit entries into the word search's text table (docs/decisions/051-audit-text-search.md;
 * on PostgreSQL, docs/decisions/060-audit-text-batches.md), a batch a transaction, a turn of the event loop between
 * batches. On SQLite a batch holds the one writer for 7–70 ms, so while the server is busy (diary saves at full
 * speed: 6–12% fewer of them, the slowest 80–170 ms slower) the round waits for a quieter one, unless
 * WAITING_AT_MOST entries wait; on PostgreSQL the batch's GIN work is what the saves no longer do, and it waits the
 * same way. There each instance runs one: a batch another took already changes nothing.
 */
export function createAuditTextIndex(db: Db, log: FastifyBaseLogger, pollMs = POLL_MS): Rounds {
  let since = performance.eventLoopUtilization();
  const rounds: Rounds = createRounds(
    async () => {
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, since).utilization > BUSY;
      since = now;
      if (busy && (await auditTextWaiting(db)) < WAITING_AT_MOST) return;
      while (!rounds.closed() && (await indexAuditText(db)) === INDEX_BATCH) await nextTurn();
    },
    pollMs,
    log,
    'the audit search could not index the new entries this round',
  );
  return rounds;
}
