import type { Application, ApplicationNeed, ApplicationStatus } from '@tc/contract/applications';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ApplicationsTable, Database } from '../../db/schema';
import { likePattern, type Paging, totalOf } from '../../lib/listing';
import { nowIso } from '../../lib/time';

type Row = Selectable<ApplicationsTable>;

export type NewApplication = Omit<Application, 'id' | 'status' | 'admin_note' | 'user_id' | 'source' | 'createdAt' | 'updatedAt'>;

export function toApplication(row: Row): Application {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    business_name: row.business_name,
    business_type: row.business_type as Application['business_type'],
    region: row.region,
    city: row.city,
    licensed: row.licensed as Application['licensed'],
    spaces: row.spaces === null ? null : Number(row.spaces),
    needs: JSON.parse(row.needs) as ApplicationNeed[],
    message: row.message,
    status: row.status,
    admin_note: row.admin_note,
    user_id: row.user_id,
    source: row.source,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertApplication(db: Db, values: NewApplication): Promise<Application> {
  const now = nowIso();
  const row = await db
    .insertInto('applications')
    .values({
      ...values,
      needs: JSON.stringify(values.needs),
      status: 'new',
      admin_note: null,
      user_id: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApplication(row);
}

export async function findApplication(db: Db, id: number): Promise<Application | undefined> {
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toApplication(row);
}

export interface ApplicationFilters {
  status?: ApplicationStatus;
  q?: string;
}

function where(f: ApplicationFilters) {
  return (eb: ExpressionBuilder<Database, 'applications'>) => {
    const conds = [];
    if (f.status) conds.push(eb('status', '=', f.status));
    if (f.q) {
      const pattern = likePattern(f.q);
      const like = (expr: ReturnType<typeof sql>) => sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`;
      const columns = ['firstname', 'lastname', 'email', 'phone', 'city', 'region'].map((c) => like(sql.ref(`applications.${c}`)));
      // "Firstname Lastname" typed whole matches too; a business name may be missing.
      conds.push(eb.or([...columns, like(sql`coalesce(business_name, '')`), like(sql`firstname || ' ' || lastname`)]));
    }
    return eb.and(conds);
  };
}

/** Newest first: one page and the total of every match. */
export async function listApplications(db: Db, f: ApplicationFilters, page: Paging): Promise<{ rows: Application[]; total: number }> {
  const rows = await db
    .selectFrom('applications')
    .selectAll()
    .where(where(f))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = await totalOf(rows.length, page, async () => {
    const r = await db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where(f))
      .executeTakeFirstOrThrow();
    return r.n;
  });
  return { rows: rows.map(toApplication), total };
}

/**
 * Changes an application only if its status is still `from`: two administrators
 * acting at once cannot both move it (nor both enrol it). Answers whether it changed.
 */
export async function updateApplicationIf(
  db: Db,
  id: number,
  from: ApplicationStatus,
  patch: { status?: ApplicationStatus; admin_note?: string | null; user_id?: number },
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ ...patch, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * How many applications give `email` (stored in lower case) since `since`, the one
 * just stored included: read from the database, so every API process counts them all.
 * The range of applications_created bounds the rows read to that period's.
 */
export async function applicationsToSince(db: Db, email: string, since: string): Promise<number> {
  const r = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', since)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
