import type { ImportBatch, ImportField, ImportKind } from '@tc/contract/imports';
import { ROLES } from '@tc/contract/roles';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { ImportBatchesTable } from '../../db/schema';
import { toUser, type UserRow } from '../../db/users-repository';
import { nowIso } from '../../lib/time';
import type { Sheet } from './import-files';
import { type CheckedRow, type Known, makeUsername } from './import-rows';

/** Rows a statement inserts at once: well under SQLite's 32,766 parameters and PostgreSQL's 65,535 with 15 columns. */
const CHUNK = 500;

const chunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A staged import is kept a day: an upload nobody imported does not hold its rows for ever. */
const STAGED_LIFETIME_MS = 24 * 3600_000;

const mappingKey = (kind: ImportKind) => `import_mapping_${kind}`;

export async function rememberedMapping(db: Db, kind: ImportKind): Promise<Partial<Record<ImportField, string>>> {
  const row = await db.selectFrom('centre_settings').select('value').where('key', '=', mappingKey(kind)).executeTakeFirst();
  if (!row) return {};
  try {
    return JSON.parse(row.value) as Partial<Record<ImportField, string>>;
  } catch {
    return {};
  }
}

/** The mapping of this kind's last import, by header name, for the next file (not audited: it is a convenience, not a record). */
export async function rememberMapping(db: Db, kind: ImportKind, byHeader: Partial<Record<ImportField, string>>): Promise<void> {
  const row = { value: JSON.stringify(byHeader), updated_at: nowIso() };
  await db
    .insertInto('centre_settings')
    .values({ key: mappingKey(kind), ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
}

/** Stores the file's rows as a staged batch, and forgets staged batches older than a day. */
export async function stageBatch(db: Db, input: { kind: ImportKind; fileName: string; createdBy: number; sheet: Sheet }) {
  await db
    .deleteFrom('import_batches')
    .where('status', '=', 'staged')
    .where('created_at', '<', new Date(Date.now() - STAGED_LIFETIME_MS).toISOString())
    .execute();
  return db
    .insertInto('import_batches')
    .values({
      kind: input.kind,
      status: 'staged',
      file_name: input.fileName,
      created_by: input.createdBy,
      created_at: nowIso(),
      imported_at: null,
      undone_at: null,
      row_count: input.sheet.rows.length,
      created_regions: null,
      staged: JSON.stringify(input.sheet),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findBatch = (db: Db, id: number) => db.selectFrom('import_batches').selectAll().where('id', '=', id).executeTakeFirst();

export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

export const stagedSheet = (batch: BatchRow): Sheet => JSON.parse(batch.staged ?? '{"columns":[],"rows":[]}') as Sheet;

/** What the rows are checked against: every email and username in use, the regions, and the live coaches. */
export async function loadKnown(db: Db): Promise<Known> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'firstname', 'lastname', 'category_id', 'deleted_at'])
    .execute();
  const known: Known = { emails: new Set(), usernames: new Set(), regions: new Map(), coachesByEmail: new Map(), coachesByName: new Map() };
  for (const p of people) {
    known.emails.add(p.email.toLowerCase());
    known.usernames.add(p.username.toLowerCase());
    if (p.category_id !== ROLES.COACH || p.deleted_at !== null) continue;
    known.coachesByEmail.set(p.email.toLowerCase(), p.id);
    const name = `${p.firstname} ${p.lastname}`.toLowerCase().replace(/\s+/g, ' ').trim();
    known.coachesByName.set(name, [...(known.coachesByName.get(name) ?? []), p.id]);
  }
  for (const r of await db.selectFrom('regions').select('name').execute()) known.regions.set(r.name.toLowerCase(), r.name);
  return known;
}

/**
 * Writes the batch's people in the caller's transaction: the regions to create, the people (many to a statement),
 * their coach links, and one audit entry per person beside the batch's own. Answers the people created.
 */
export async function insertBatchPeople(
  trx: Db,
  input: { batchId: number; kind: ImportKind; rows: CheckedRow[]; newRegions: string[]; passwordHash: string; actorId: number; ip: string },
): Promise<{ people: UserRow[]; regionIds: number[] }> {
  const now = nowIso();
  const regionIds: number[] = [];
  if (input.newRegions.length) {
    const made = await trx
      .insertInto('regions')
      .values(input.newRegions.map((name) => ({ name, created_at: now })))
      .returning('id')
      .execute();
    regionIds.push(...made.map((r) => r.id));
  }
  const usernames = new Set((await trx.selectFrom('users').select('username').execute()).map((u) => u.username.toLowerCase()));
  for (const r of input.rows) if (r.data?.username) usernames.add(r.data.username);
  const category = input.kind === 'clients' ? ROLES.CLIENT : ROLES.COACH;
  const coachOf = new Map<string, number>();
  const people: UserRow[] = [];
  for (const part of chunks(input.rows)) {
    const values = part.map(({ data }) => {
      const d = data!;
      const username = d.username ?? makeUsername(d.email, usernames);
      if (d.coach_id !== null) coachOf.set(username, d.coach_id);
      return {
        username,
        email: d.email,
        // One hash of a secret thrown away, shared by the batch: nobody can sign in until an invitation sets a password.
        password_hash: input.passwordHash,
        firstname: d.firstname,
        lastname: d.lastname,
        category_id: category,
        phone: d.phone,
        region: d.region,
        business_name: d.business_name,
        address: d.address,
        city: d.city,
        postal_code: d.postal_code,
        status: 'active' as const,
        password_set_at: null,
        import_batch_id: input.batchId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      };
    });
    people.push(...(await trx.insertInto('users').values(values).returningAll().execute()));
  }
  const links = people
    .filter((p) => coachOf.has(p.username))
    .map((p) => ({ client_id: p.id, coach_id: coachOf.get(p.username)!, created_at: now, updated_at: now }));
  for (const part of chunks(links)) await trx.insertInto('client_coach').values(part).execute();
  const entries = people.map((p) => ({
    at: now,
    actor_id: input.actorId,
    action: 'create' as const,
    entity: 'user',
    entity_id: p.id,
    before: null,
    after: JSON.stringify({ ...toUser(p), import_batch_id: input.batchId }),
    ip: input.ip,
  }));
  for (const part of chunks(entries)) await trx.insertInto('audit_entries').values(part).execute();
  return { people, regionIds };
}

/** The people of a batch who have signed in or chosen a password: their import can no longer be undone. */
export async function signedInPeople(db: Db, batchId: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.firstname', 'u.lastname', 'u.email'])
    .where('u.import_batch_id', '=', batchId)
    .where((eb) =>
      eb.or([
        eb('u.password_set_at', 'is not', null),
        eb.exists(eb.selectFrom('audit_entries as a').select('a.id').whereRef('a.actor_id', '=', 'u.id').where('a.action', '=', 'login')),
      ]),
    )
    .orderBy('u.lastname')
    .limit(20)
    .execute();
}

/**
 * Removes the people of a batch in the caller's transaction: their coach links and account links, then the
 * people, then the regions the batch created that nobody names. A person of the batch who already has records
 * (a plan, a session…) makes the delete fail on its foreign key: the caller says so.
 */
export async function removeBatchPeople(trx: Db, batch: BatchRow): Promise<{ removed: number; regionsRemoved: number }> {
  const ids = (await trx.selectFrom('users').select('id').where('import_batch_id', '=', batch.id).execute()).map((u) => u.id);
  for (const part of chunks(ids)) {
    await trx
      .deleteFrom('client_coach')
      .where((eb) => eb.or([eb('client_id', 'in', part), eb('coach_id', 'in', part)]))
      .execute();
    await trx.deleteFrom('account_tokens').where('user_id', 'in', part).execute();
    await trx.deleteFrom('unlock_links').where('user_id', 'in', part).execute();
  }
  await trx.deleteFrom('users').where('import_batch_id', '=', batch.id).execute();
  const created = JSON.parse(batch.created_regions ?? '[]') as number[];
  let regionsRemoved = 0;
  if (created.length) {
    const gone = await trx
      .deleteFrom('regions')
      .where('id', 'in', created)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('users')
              .select('users.id')
              .where(sql`lower(users.region)`, '=', sql`lower(regions.name)`),
          ),
        ),
      )
      .executeTakeFirst();
    regionsRemoved = Number(gone.numDeletedRows);
  }
  return { removed: ids.length, regionsRemoved };
}

export async function setBatch(trx: Db, id: number, patch: Updateable<ImportBatchesTable>) {
  return trx.updateTable('import_batches').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Imports done or undone (staged ones are uploads, not imports), newest first, with who ran each. */
export async function listBatches(db: Db, page: { limit: number; offset: number }) {
  const base = db.selectFrom('import_batches as b').where('b.status', '<>', 'staged');
  const rows = await base
    .leftJoin('users as u', 'u.id', 'b.created_by')
    .selectAll('b')
    .select(['u.firstname', 'u.lastname'])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export async function batchWithAuthor(db: Db, id: number): Promise<ImportBatch> {
  const b = await findBatch(db, id);
  const u = b
    ? await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', '=', b.created_by).executeTakeFirst()
    : undefined;
  return toBatch({ ...b!, firstname: u?.firstname ?? null, lastname: u?.lastname ?? null });
}

export function toBatch(b: BatchRow & { firstname: string | null; lastname: string | null }): ImportBatch {
  return {
    id: b.id,
    kind: b.kind,
    status: b.status,
    file_name: b.file_name,
    created_by: b.firstname === null ? null : { id: b.created_by, firstname: b.firstname, lastname: b.lastname ?? '' },
    createdAt: b.created_at,
    importedAt: b.imported_at,
    undoneAt: b.undone_at,
    row_count: b.row_count,
    imported_count: b.imported_count,
    skipped_count: b.skipped_count,
    regions_created: (JSON.parse(b.created_regions ?? '[]') as number[]).length,
  };
}
