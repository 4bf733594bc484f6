import type { FastifyRequest } from 'fastify';
import type { Insertable, Updateable } from 'kysely';
import { requireUser } from '../auth/authenticate';
import { clientRecordsTarget } from '../auth/client-access';
import { type Actor, authorize, can, hideUnless } from '../auth/policy';
import type { Db } from '../db/connection';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { audited } from './audited';
import { conflict, notFound } from './errors';
import { nowIso } from './time';

/** Tables whose rows are archived (deleted_at) rather than deleted, so nothing recorded is lost. */
export type ArchivableTable = 'action_plans' | 'action_journals' | 'milestones';

/** A row's own fields: its id and timestamps are kept here. */
type Kept = 'id' | 'created_at' | 'updated_at' | 'deleted_at';
export type NewRow<T extends ArchivableTable> = Omit<Insertable<Database[T]>, Kept>;
export type RowChange<T extends ArchivableTable> = Omit<Updateable<Database[T]>, Kept>;

/** The insert of one table's row with these columns, compiled once (db/prepared.ts): every save of a record makes one. */
const inserts = new Map<string, (db: Db, ...values: unknown[]) => Promise<{ id: number }[]>>();
function insertOf(table: ArchivableTable, columns: string[]) {
  const key = `${table}(${columns.join()})`;
  let insert = inserts.get(key);
  if (!insert) {
    insert = prepared((db: Db, ...values: unknown[]) =>
      db
        .insertInto(table)
        .values(Object.fromEntries(columns.map((column, i) => [column, values[i]])) as Insertable<Database[ArchivableTable]>)
        .returning('id'),
    );
    inserts.set(key, insert);
  }
  return insert;
}

/** Writes a live row, stamped now; answers its id. */
async function insertLive<T extends ArchivableTable>(db: Db, table: T, values: NewRow<T>): Promise<number> {
  const now = nowIso();
  // A value left undefined is no column, as Kysely leaves it out.
  const row = Object.entries({ ...values, created_at: now, updated_at: now, deleted_at: null }).filter(([, v]) => v !== undefined);
  const [{ id }] = await insertOf(
    table,
    row.map(([column]) => column),
  )(db, ...row.map(([, v]) => v));
  return id;
}

/** Changes a row's own fields and stamps the change. */
export async function updateRow<T extends ArchivableTable>(db: Db, table: T, id: number, values: RowChange<T>): Promise<void> {
  const change = { ...values, updated_at: nowIso() } as Updateable<Database[ArchivableTable]>;
  await db
    .updateTable(table as ArchivableTable)
    .set(change)
    .where('id', '=', id)
    .execute();
}

async function setArchived(db: Db, table: ArchivableTable, id: number, archived: boolean): Promise<void> {
  const now = nowIso();
  await db
    .updateTable(table)
    .set({ deleted_at: archived ? now : null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A client's record as the API answers it, as far as reading, archiving and restoring it care. */
interface ClientRecord {
  id: number;
  client_id: number;
  archivedAt: string | null;
}

/** One kind of client record kept by soft delete (action plans, diary entries, milestones). */
export interface SoftDeletable<T extends ArchivableTable, R extends ClientRecord> {
  table: T;
  /** Its name in the audit trail. */
  entity: string;
  /** The record of a current client by its id; archived ones only when asked. */
  find(db: Db, id: number, opts?: { includeArchived?: boolean }): Promise<R | undefined>;
  /** The 404's message, and the 409's for restoring a record that is not archived. */
  notFound: string;
  notArchived: string;
  /** What else must be live before the record comes back (an entry's plan): the 409's message when it is not. */
  restoreBlocked?(db: Db, record: R): Promise<string | undefined>;
}

/**
 * Creating, reading, archiving and restoring a kind of client record, the same for every kind: a record the
 * actor may not read ('coaching.read') answers 404 whether or not it exists, so ids do not leak;
 * changing it is 'coaching.write'; archived records and restore are 'coaching.admin'.
 * Each change is audited in its own transaction (lib/audited.ts).
 */
export function softDeletable<T extends ArchivableTable, R extends ClientRecord>(db: Db, kind: SoftDeletable<T, R>) {
  async function found(me: Actor, id: number, opts: { includeArchived?: boolean } = {}) {
    const record = await kind.find(db, id, opts);
    if (!record) throw notFound(kind.notFound);
    const target = await clientRecordsTarget(db, me, record.client_id);
    hideUnless(me, 'coaching.read', target, kind.notFound);
    return { record, target };
  }

  /** A live record the actor may change: 404 as a read, then 403 with `denied`. */
  async function writable(me: Actor, id: number, denied: string): Promise<R> {
    const { record, target } = await found(me, id);
    authorize(me, 'coaching.write', target, denied);
    return record;
  }

  return {
    writable,

    /** Writes a new record (the caller has checked who may) and answers it as stored. */
    async create(request: FastifyRequest, me: Actor, values: NewRow<T>): Promise<R> {
      const { after } = await audited(request, { actor: me, action: 'create', entity: kind.entity }, async (trx) => {
        const id = await insertLive(trx, kind.table, values);
        return { id, after: (await kind.find(trx, id))! };
      });
      return after;
    },

    /** The record the actor may read; administrators see archived ones too. */
    async get(request: FastifyRequest, id: number): Promise<R> {
      const me = await requireUser(request);
      return (await found(me, id, { includeArchived: can(me, 'coaching.admin') })).record;
    },

    /** Archives a live record (`denied`: the 403's message); the audit entry keeps it as it was. */
    async remove(request: FastifyRequest, id: number, denied: string): Promise<{ id: number }> {
      const me = await requireUser(request);
      const before = await writable(me, id, denied);
      await audited(request, { actor: me, action: 'delete', entity: kind.entity }, async (trx) => {
        await setArchived(trx, kind.table, before.id, true);
        return { id: before.id, before };
      });
      return { id: before.id };
    },

    /** Brings an archived record back (administrators): 409 when it is not archived or cannot come back yet. */
    async restore(request: FastifyRequest, id: number): Promise<R> {
      const me = await requireUser(request);
      authorize(me, 'coaching.admin');
      const before = await kind.find(db, id, { includeArchived: true });
      if (!before) throw notFound(kind.notFound);
      if (!before.archivedAt) throw conflict(kind.notArchived);
      const blocked = await kind.restoreBlocked?.(db, before);
      if (blocked) throw conflict(blocked);
      const { after } = await audited(request, { actor: me, action: 'restore', entity: kind.entity }, async (trx) => {
        await setArchived(trx, kind.table, before.id, false);
        return { id: before.id, before, after: (await kind.find(trx, before.id))! };
      });
      return after;
    },
  };
}
