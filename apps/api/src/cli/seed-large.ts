/**
 * `npm run seed:large -- --clients N`: fills an empty database with a realistic
 * centre for load tests: N clients, a coach per ~25 clients across the regions,
 * ~20 plans and ~100 journal entries per client over the last three years,
 * and 2–3 coaching sessions per client with their first coach over the eight
 * weeks before and after this one (weekdays 9:00–15:00 Alberta time); then, each from a generator of its
 * own (so the rows above stay those of earlier runs): an audit entry for every client and plan created,
 * about one milestone a client, an application for every tenth client, and a few imports. Lists that stay
 * small however large the centre (a client's documents, the media library, public content) get no rows.
 * Every generated account has the password below; coaches are bench.coach1…,
 * clients bench.client1…, the administrator bench.admin.
 */
import { parseArgs } from 'node:util';
import { APPLICATION_NEEDS, APPLICATION_STATUSES, BUSINESS_TYPES, LICENSED_ANSWERS } from '@tc/contract/applications';
import { ACTIVITIES } from '@tc/contract/coaching';
import { MILESTONE_KINDS } from '@tc/contract/reports';
import { ALBERTA_REGIONS } from '@tc/contract/regions';
import { ROLES } from '@tc/contract/roles';
import { type Insertable, sql } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type {
  ActionJournalsTable,
  ActionPlansTable,
  ApplicationsTable,
  AuditEntriesTable,
  ClientCoachTable,
  CoachingSessionsTable,
  Database,
  ImportBatchesTable,
  MilestonesTable,
  UsersTable,
} from '../db/schema';
import type { Db } from '../db/connection';
import { auditTextWaiting, INDEX_BATCH, indexAuditText, settleAuditMark } from '../db/audit-repository';
import { ensureRegions } from '../db/regions-repository';
import { isEmpty } from '../db/users-repository';
import { addDays, isoWeekday } from '../lib/alberta-calendar';
import { todayInAlberta } from '../lib/time';
import { sessionTimes } from '../features/sessions/sessions-repository';
import { seedCasework } from './seed-large-casework';

export const BENCH_PASSWORD = 'Bench-pass-2026';

const FIRST = [
  'Emily',
  'Fatima',
  'Jessica',
  'Olivia',
  'Hannah',
  'Maria',
  'Rebecca',
  'Priya',
  'Kayla',
  'Aisha',
  'Chloe',
  'Grace',
  'Leah',
  'Mei',
  'Nadia',
  'Sofia',
  'Tara',
  'Zoe',
  'Amara',
  'Ines',
];
const LAST = [
  'Chen',
  'Haddad',
  'Morin',
  'Nguyen',
  'Blackwater',
  'Santos',
  'Lindqvist',
  'Patel',
  'Cardinal',
  'Okafor',
  'Tremblay',
  'Singh',
  'Kowalski',
  'Martin',
  'Roy',
  'Wong',
  'Ahmed',
  'Fraser',
  'Gagnon',
  'Yellowhorn',
];
const BIZ_A = ['Little', 'Bright', 'Prairie', 'Sunny', 'Maple', 'Aspen', 'Chinook', 'Willow', 'Rocky', 'Wild Rose'];
const BIZ_B = ['Sprouts', 'Learners', 'Explorers', 'Acorns', 'Stars', 'Cubs', 'Seedlings', 'Blossoms'];
const BIZ_C = ['Day Home', 'Family Childcare', 'Early Learning', 'Play & Learn'];
const CITIES: Record<string, string[]> = {
  Calgary: ['Calgary', 'Airdrie', 'Cochrane', 'Okotoks'],
  Edmonton: ['Edmonton', 'St. Albert', 'Sherwood Park', 'Spruce Grove'],
  'Central Alberta': ['Red Deer', 'Lacombe', 'Camrose', 'Sylvan Lake'],
  'North East Alberta': ['Fort McMurray', 'Cold Lake', 'Bonnyville', 'Lac La Biche'],
  'North West Alberta': ['Grande Prairie', 'Peace River', 'Whitecourt', 'High Level'],
  'South Alberta': ['Lethbridge', 'Medicine Hat', 'Brooks', 'Taber'],
};
const SUMMARIES = [
  'Licensing readiness review',
  'Fee schedule and bookkeeping',
  'Fall enrolment marketing',
  'Parent handbook',
  'Outdoor play space plan',
  'Grant application',
  'Staff hiring plan',
  'Menu and nutrition policy',
  'Insurance review',
  'Emergency plan drill',
];

/** Deterministic, so two runs of the same size build the same centre. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The generated centre as the generators after the main one see it: each adds the rows of one kind (in a
 * file of its own when it is long), with a random stream of its own so the others' rows stay the same.
 */
export interface GeneratedCentre {
  db: Db;
  /** The number of clients asked for: the seed of each generator's stream (plus a number of its own). */
  size: number;
  adminId: number;
  coachIds: number[];
  /** Every client with their first coach. */
  clients: { id: number; coachId: number }[];
  /** Every plan: its id, client, coach and date. */
  plans: { id: number; clientId: number; coachId: number; date: string }[];
  now: string;
  daysAgo: (days: number) => string;
}

/** Inserts `rows` into `table` in statements of `batch` rows (PostgreSQL takes at most 65,535 values a statement). */
async function insertAll<T extends 'audit_entries' | 'milestones' | 'applications' | 'import_batches'>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  batch = 1000,
) {
  for (let i = 0; i < rows.length; i += batch)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
}

/** An audit entry for every client and plan created, as the API writes them (lib/audit.ts). */
async function generateAudit(c: GeneratedCentre): Promise<string> {
  const rows: Insertable<AuditEntriesTable>[] = [];
  for (const client of c.clients)
    rows.push({
      at: c.now,
      actor_id: c.adminId,
      action: 'create',
      entity: 'user',
      entity_id: client.id,
      before: null,
      after: null,
      ip: null,
    });
  for (const plan of c.plans) {
    rows.push({
      at: `${plan.date}T16:00:00.000Z`,
      actor_id: plan.coachId,
      action: 'create',
      entity: 'action_plan',
      entity_id: plan.id,
      before: null,
      after: JSON.stringify({ id: plan.id, client_id: plan.clientId, coach_id: plan.coachId, date: plan.date }),
      ip: null,
    });
  }
  await c.db.transaction().execute((trx) => insertAll(trx, 'audit_entries', rows));
  return `${rows.length} audit entries`;
}

/** About one milestone a client (none to two), recorded by their coach in the last three years. */
async function generateMilestones(c: GeneratedCentre): Promise<string> {
  const rand = mulberry32(c.size + 2);
  const rows: Insertable<MilestonesTable>[] = [];
  for (const client of c.clients) {
    for (let k = Math.floor(rand() * 3); k > 0; k--) {
      const kind = MILESTONE_KINDS[Math.floor(rand() * MILESTONE_KINDS.length)];
      rows.push({
        client_id: client.id,
        kind,
        date: c.daysAgo(Math.floor(rand() * 1095)),
        value: kind === 'spaces_added' || kind === 'enrolment_increase' ? 1 + Math.floor(rand() * 6) : null,
        notes: null,
        recorded_by: client.coachId,
        created_at: c.now,
        updated_at: c.now,
        deleted_at: null,
      });
    }
  }
  await c.db.transaction().execute((trx) => insertAll(trx, 'milestones', rows));
  return `${rows.length} milestones`;
}

/** Applications, one for every ten clients, new, contacted or declined, over the last year. */
async function generateApplications(c: GeneratedCentre): Promise<string> {
  const rand = mulberry32(c.size + 3);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const rows: Insertable<ApplicationsTable>[] = Array.from({ length: Math.max(1, Math.floor(c.clients.length / 10)) }, (_, i) => {
    const region = pick(ALBERTA_REGIONS);
    const created = `${c.daysAgo(Math.floor(rand() * 365))}T17:00:00.000Z`;
    return {
      firstname: pick(FIRST),
      lastname: pick(LAST),
      email: `bench.applicant${i + 1}@example.ca`,
      phone: `780-555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
      business_name: `${pick(BIZ_A)} ${pick(BIZ_B)} ${pick(BIZ_C)}`,
      business_type: pick(BUSINESS_TYPES),
      region,
      city: pick(CITIES[region]),
      licensed: pick(LICENSED_ANSWERS),
      spaces: 1 + Math.floor(rand() * 12),
      needs: JSON.stringify([pick(APPLICATION_NEEDS)]),
      message: null,
      // Not enrolled: an enrolled application names the client account it made.
      status: pick(APPLICATION_STATUSES.filter((status) => status !== 'enrolled')),
      admin_note: null,
      user_id: null,
      source: 'form',
      created_at: created,
      updated_at: created,
    };
  });
  await c.db.transaction().execute((trx) => insertAll(trx, 'applications', rows));
  return `${rows.length} applications`;
}

/** A few imports already done: an administrator imports a file now and then, so the list stays short. */
async function generateImports(c: GeneratedCentre): Promise<string> {
  const rows: Insertable<ImportBatchesTable>[] = Array.from({ length: 20 }, (_, i) => {
    const at = `${c.daysAgo(20 * (20 - i))}T18:00:00.000Z`;
    return {
      kind: i % 5 === 0 ? 'coaches' : 'clients',
      status: 'imported',
      file_name: `bench-import-${i + 1}.csv`,
      created_by: c.adminId,
      created_at: at,
      imported_at: at,
      undone_at: null,
      row_count: 50 + i,
      imported_count: 50 + i,
      skipped_count: 0,
      created_regions: '[]',
      staged: null,
    };
  });
  await insertAll(c.db, 'import_batches', rows);
  return `${rows.length} imports`;
}

/** The generators after the main one, in order: one line each (a long one in a file of its own). */
const GENERATORS: ((centre: GeneratedCentre) => Promise<string>)[] = [
  generateAudit,
  generateMilestones,
  generateApplications,
  generateImports,
];

async function main() {
  const { values } = parseArgs({ options: { clients: { type: 'string', default: '1000' } } });
  const clients = Number(values.clients);
  if (!Number.isInteger(clients) || clients < 1 || clients > 1_000_000) {
    console.error('Usage: npm run seed:large -- --clients N   (N from 1 to 1,000,000)');
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, DEMO_DATA: 'false' });
  const handle = openDatabase(config);
  const db = handle.db;
  const started = Date.now();
  try {
    await migrateToLatest(db);
    await ensureRegions(db);
    if (!(await isEmpty(db))) {
      console.error('The database is not empty: seed:large fills a fresh database only (point DATA_DIR or DATABASE_URL at a new one).');
      process.exitCode = 1;
      return;
    }
    if (handle.dialect === 'sqlite') await sql`pragma synchronous = OFF`.execute(db);
    const rand = mulberry32(clients);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
    const hash = await hashPassword(BENCH_PASSWORD);
    const now = new Date().toISOString();
    const today = new Date(`${todayInAlberta()}T12:00:00Z`);
    const daysAgo = (d: number) => new Date(today.getTime() - d * 86_400_000).toISOString().slice(0, 10);
    const BATCH = 500;
    const insertUsers = async (rows: Insertable<UsersTable>[]) => {
      for (let i = 0; i < rows.length; i += BATCH)
        await db
          .insertInto('users')
          .values(rows.slice(i, i + BATCH))
          .execute();
    };
    const person = (username: string, category: number, region: string, extra: object = {}) => ({
      username,
      email: `${username}@example.ca`,
      password_hash: hash,
      firstname: pick(FIRST),
      lastname: pick(LAST),
      category_id: category,
      region,
      city: pick(CITIES[region]),
      status: 'active' as const,
      password_set_at: now,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      ...extra,
    });

    const coachCount = Math.max(1, Math.ceil(clients / 25));
    await insertUsers([person('bench.admin', ROLES.ADMIN, 'Edmonton')]);
    await insertUsers(
      Array.from({ length: coachCount }, (_, i) => person(`bench.coach${i + 1}`, ROLES.COACH, ALBERTA_REGIONS[i % ALBERTA_REGIONS.length])),
    );
    const coachRows = await db.selectFrom('users').select(['id', 'region']).where('category_id', '=', ROLES.COACH).orderBy('id').execute();
    const generatedClients: GeneratedCentre['clients'] = [];
    const generatedPlans: GeneratedCentre['plans'] = [];

    let plans = 0;
    let entries = 0;
    let sessions = 0;
    // Sessions: the slots of weekdays 9:00–15:00 from eight weeks before this week's Monday to eight after;
    // a coach's slots are taken once each, so no two of their live bookings share a start (migration 0015).
    const monday = addDays(todayInAlberta(), 1 - isoWeekday(todayInAlberta()));
    const SLOTS = 16 * 5 * 7;
    const slotStart = (slot: number) => {
      const week = Math.floor(slot / 35) - 8;
      const day = Math.floor((slot % 35) / 7);
      const hour = 9 + (slot % 7);
      return `${addDays(monday, week * 7 + day)}T${String(hour).padStart(2, '0')}:00`;
    };
    // Their own generator, so the plans and entries of a size stay those generated before sessions existed.
    const sessionRand = mulberry32(clients + 1);
    const takenSlots = new Map<number, Set<number>>();
    const sessionRows = (clientId: number, coachId: number, address: string) => {
      const taken = takenSlots.get(coachId) ?? new Set<number>();
      takenSlots.set(coachId, taken);
      const rows: Insertable<CoachingSessionsTable>[] = [];
      const count = 2 + Math.floor(sessionRand() * 2);
      for (let k = 0; k < count && taken.size < SLOTS; k++) {
        let slot = Math.floor(sessionRand() * SLOTS);
        while (taken.has(slot)) slot = (slot + 1) % SLOTS;
        taken.add(slot);
        const minutes = 30 + 30 * Math.floor(sessionRand() * 3);
        const times = sessionTimes(slotStart(slot), minutes);
        const visit = sessionRand() < 0.5;
        const roll = sessionRand();
        const past = times.starts_at < now;
        const status = past
          ? roll < 0.8
            ? ('completed' as const)
            : roll < 0.92
              ? ('cancelled' as const)
              : ('no_show' as const)
          : roll < 0.9
            ? ('scheduled' as const)
            : ('requested' as const);
        rows.push({
          client_id: clientId,
          coach_id: coachId,
          actionplan_id: null,
          ...times,
          minutes,
          kind: visit ? 'visit' : 'phone',
          location: visit ? address : null,
          agenda: null,
          status,
          status_reason: status === 'cancelled' ? 'Generated for load tests.' : null,
          status_by: past ? coachId : null,
          status_at: past ? times.ends_at : null,
          series_id: null,
          repeat_rule: null,
          uid: `bench-${clientId}-${k}@sessions.training-centre`,
          created_by: coachId,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
      }
      return rows;
    };
    const CHUNK = 250; // clients per transaction
    for (let start = 0; start < clients; start += CHUNK) {
      await db.transaction().execute(async (trx) => {
        const n = Math.min(CHUNK, clients - start);
        const addresses: string[] = [];
        const users = Array.from({ length: n }, (_, k) => {
          const i = start + k;
          const coach = coachRows[Math.floor(i / 25) % coachRows.length];
          const business_name = `${pick(BIZ_A)} ${pick(BIZ_B)} ${pick(BIZ_C)}`;
          const address = `${100 + Math.floor(rand() * 9800)} ${1 + Math.floor(rand() * 150)} St`;
          const row = person(`bench.client${i + 1}`, ROLES.CLIENT, coach.region!, {
            business_name,
            address,
            phone: `403-555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
          });
          addresses.push(`${address}, ${row.city}`);
          return row;
        });
        const inserted = await trx.insertInto('users').values(users).returning(['id', 'username']).execute();
        const assignments: Insertable<ClientCoachTable>[] = [];
        const planRows: (Insertable<ActionPlansTable> & { coach_id: number })[] = [];
        const meetings: Insertable<CoachingSessionsTable>[] = [];
        for (const [k, client] of inserted.entries()) {
          const i = start + k;
          const coach = coachRows[Math.floor(i / 25) % coachRows.length];
          assignments.push({ client_id: client.id, coach_id: coach.id, created_at: now, updated_at: now });
          generatedClients.push({ id: client.id, coachId: coach.id });
          meetings.push(...sessionRows(client.id, coach.id, addresses[k]));
          if (i % 10 === 0 && coachRows.length > 1) {
            const second = coachRows[(Math.floor(i / 25) + 1) % coachRows.length];
            assignments.push({ client_id: client.id, coach_id: second.id, created_at: now, updated_at: now });
          }
          const planCount = 16 + Math.floor(rand() * 9);
          for (let p = 0; p < planCount; p++) {
            planRows.push({
              client_id: client.id,
              coach_id: coach.id,
              date: daysAgo(Math.floor(rand() * 1095)),
              summary: pick(SUMMARIES),
              description: 'Generated for load tests.',
              created_at: now,
              updated_at: now,
              deleted_at: null,
            });
          }
        }
        for (let i = 0; i < assignments.length; i += BATCH)
          await trx
            .insertInto('client_coach')
            .values(assignments.slice(i, i + BATCH))
            .execute();
        const journalRows: Insertable<ActionJournalsTable>[] = [];
        for (let i = 0; i < planRows.length; i += BATCH) {
          const batch = planRows.slice(i, i + BATCH);
          const ids = await trx.insertInto('action_plans').values(batch).returning('id').execute();
          ids.forEach(({ id }, k) => {
            const plan = batch[k];
            generatedPlans.push({ id, clientId: plan.client_id, coachId: plan.coach_id, date: plan.date });
            const planAge = Math.round((today.getTime() - Date.parse(`${plan.date}T12:00:00Z`)) / 86_400_000);
            const count = 3 + Math.floor(rand() * 5);
            for (let e = 0; e < count; e++) {
              journalRows.push({
                actionplan_id: id,
                client_id: plan.client_id,
                coach_id: plan.coach_id,
                date: daysAgo(Math.floor(rand() * (planAge + 1))),
                minutes: 15 + 15 * Math.floor(rand() * 8),
                activity: pick(ACTIVITIES),
                notes: null,
                created_at: now,
                updated_at: now,
                deleted_at: null,
              });
            }
          });
        }
        if (handle.dialect === 'postgres') {
          // A million rows: on PostgreSQL one statement of a column array each (unnest) per 5,000 rows, where
          // a VALUES list of 50,000 bound values is parsed and planned again for every batch.
          for (let i = 0; i < journalRows.length; i += 5000) {
            const part = journalRows.slice(i, i + 5000);
            const column = <K extends keyof Insertable<ActionJournalsTable>>(key: K) => part.map((r) => r[key] ?? null);
            await sql`insert into action_journals (actionplan_id, client_id, coach_id, date, minutes, activity, notes, created_at, updated_at, deleted_at)
              select * from unnest(${column('actionplan_id')}::int[], ${column('client_id')}::int[], ${column('coach_id')}::int[],
                ${column('date')}::text[], ${column('minutes')}::int[], ${column('activity')}::text[], ${column('notes')}::text[],
                ${column('created_at')}::text[], ${column('updated_at')}::text[], ${column('deleted_at')}::text[])`.execute(trx);
          }
        } else {
          for (let i = 0; i < journalRows.length; i += BATCH)
            await trx
              .insertInto('action_journals')
              .values(journalRows.slice(i, i + BATCH))
              .execute();
        }
        for (let i = 0; i < meetings.length; i += BATCH)
          await trx
            .insertInto('coaching_sessions')
            .values(meetings.slice(i, i + BATCH))
            .execute();
        plans += planRows.length;
        entries += journalRows.length;
        sessions += meetings.length;
      });
      if ((start / CHUNK) % 8 === 0) process.stdout.write(`\r  ${Math.min(start + CHUNK, clients)} / ${clients} clients`);
    }
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'bench.admin').executeTakeFirstOrThrow();
    const centre: GeneratedCentre = {
      db,
      size: clients,
      adminId: admin.id,
      coachIds: coachRows.map((c) => c.id),
      clients: generatedClients,
      plans: generatedPlans,
      now,
      daysAgo,
    };
    const more: string[] = [];
    for (const generate of GENERATORS) more.push(await generate(centre));
    // A year of casework (messages, files, mail, the audit trail): apps/api/src/cli/seed-large-casework.ts.
    const casework = await db.transaction().execute((trx) => seedCasework(trx, clients));
    more.push(
      `${casework.messages} messages, ${casework.files} client files, ${casework.mail} emails, ${casework.audit} more audit entries`,
    );
    // The word search's text table (decisions 051 and 060) takes in every audit entry now, as the server's worker
    // has on a centre that ran: left to the worker, it took them in under the bench's first cases (510,000 entries at
    // 10,000 clients, a batch of 500 a turn), and those measured the catching up, not the lists. On PostgreSQL a batch
    // waits for the transactions open on the server when the last id was noted (decision 060): a few more tries.
    for (let tries = 0; tries < 50;) {
      if ((await indexAuditText(db)) === INDEX_BATCH) continue;
      if ((await auditTextWaiting(db)) === 0) break;
      tries += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
    // The trail's total is kept to a mark that totals move up (decision 058), near the newest entry on a centre that
    // ran. Left at 0, the bench's first audit page measured fifty totals at once each counting 510,000 entries on
    // PostgreSQL (no answer in its 3 s), and the cases after it the mark already moved.
    await settleAuditMark(db);
    // Fresh statistics, so the planner picks the indexes from the first query. On PostgreSQL each table written out
    // afresh first: the triggers' sums (report_client_years, journal_counts, users.last_activity, …) were updated
    // thousands of times inside each transaction above, where no old version of a row can be pruned, so their rows
    // lay scattered over mostly dead pages (report_client_years: 39,188 rows in 114 MB, 9 MB written afresh), a
    // state a centre's one change a transaction never reaches (30,000 single updates of that table: 95% in their own
    // page, 8.9 → 9.2 MB). The bench measures the centre, not the bulk load.
    await (handle.dialect === 'postgres' ? sql`vacuum full analyze` : sql`analyze`).execute(db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `\rGenerated ${clients} clients, ${coachCount} coaches, ${plans} plans, ${entries} journal entries, ${sessions} sessions, ${more.join(', ')} in ${seconds} s. Password for every account: ${BENCH_PASSWORD}`,
    );
  } finally {
    await handle.close();
  }
}

await main();
