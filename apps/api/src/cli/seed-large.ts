/**
 * `npm run seed:large -- --clients N`: fills an empty database with a realistic
 * centre for load tests: N clients, a coach per ~25 clients across the regions,
 * ~20 plans and ~100 journal entries per client over the last three years,
 * and 2–3 coaching sessions per client with their first coach over the eight
 * weeks before and after this one (weekdays 9:00–15:00 Alberta time).
 * Every generated account has the password below; coaches are bench.coach1…,
 * clients bench.client1…, the administrator bench.admin.
 */
import { parseArgs } from 'node:util';
import { ACTIVITIES } from '@tc/contract/coaching';
import { ALBERTA_REGIONS } from '@tc/contract/regions';
import { ROLES } from '@tc/contract/roles';
import { type Insertable, sql } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { ActionJournalsTable, ActionPlansTable, ClientCoachTable, CoachingSessionsTable, UsersTable } from '../db/schema';
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
        for (let i = 0; i < journalRows.length; i += BATCH)
          await trx
            .insertInto('action_journals')
            .values(journalRows.slice(i, i + BATCH))
            .execute();
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
    await db.transaction().execute((trx) => seedCasework(trx, clients));
    // Fresh statistics, so the planner picks the indexes from the first query.
    await sql`analyze`.execute(db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `\rGenerated ${clients} clients, ${coachCount} coaches, ${plans} plans, ${entries} journal entries, ${sessions} sessions in ${seconds} s. Password for every account: ${BENCH_PASSWORD}`,
    );
  } finally {
    await handle.close();
  }
}

await main();
