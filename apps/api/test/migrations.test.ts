import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/connection';
import { listAuditEntries } from '../src/db/audit-repository';
import { FORMER_NAMES, migrateToLatest, migrations, pendingMigrations } from '../src/db/migrate';
import { freshPgDatabase, pgStatement } from './api-process';
import { DATABASES, type DbKind } from './harness';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const NAMES = Object.keys(migrations);

/** An empty database of the kind, its settings for the CLI, and how to drop it. */
async function emptyDatabase(kind: DbKind): Promise<{ handle: DbHandle; env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tc-migrations-'));
  if (kind === 'sqlite') {
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
    return { handle, env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const { url, drop } = await freshPgDatabase(process.env.TEST_DATABASE_URL!);
  return { handle: openDatabase({ databaseUrl: url, sqliteFile: '' }), env: { DATA_DIR: dataDir, DATABASE_URL: url }, drop };
}

const tableNames = async (handle: DbHandle) =>
  (await handle.db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);

describe('migrations', () => {
  it('are named by a sequence, 0001 on, listed in the order they run', () => {
    expect(NAMES).toEqual([...NAMES].sort());
    NAMES.forEach((name, i) => expect(name).toMatch(new RegExp(`^${String(i + 1).padStart(4, '0')}-[a-z0-9-]+$`)));
    expect(Object.values(FORMER_NAMES)).toEqual(NAMES.slice(0, Object.keys(FORMER_NAMES).length));
  });

  describe.each(DATABASES)('on %s', (kind) => {
    it('`npm run migrate -- --check` lists what would run and changes nothing', async () => {
      const { handle, env, drop } = await emptyDatabase(kind);
      try {
        const check = () =>
          run(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts', '--check'], {
            cwd: API_ROOT,
            timeout: 60_000,
            env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
          });
        const before = await check();
        expect(before.stdout.trim()).toBe(`Would apply: ${NAMES.join(', ')}`);
        expect(await tableNames(handle)).toEqual([]);
        await migrateToLatest(handle.db);
        expect((await check()).stdout.trim()).toBe('The database is up to date.');
      } finally {
        await handle.close();
        await drop();
      }
    }, 90_000);

    it('a database that recorded the former, dated names runs nothing again and takes the new names', async () => {
      const { handle, drop } = await emptyDatabase(kind);
      try {
        await migrateToLatest(handle.db);
        // As an install made before the renaming has them.
        for (const [former, present] of Object.entries(FORMER_NAMES)) {
          await sql`update kysely_migration set name = ${former} where name = ${present}`.execute(handle.db);
        }
        expect(await pendingMigrations(handle.db)).toEqual([]);
        expect(await migrateToLatest(handle.db)).toEqual([]);
        const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
        expect(rows.rows.map((r) => r.name)).toEqual(NAMES);
      } finally {
        await handle.close();
        await drop();
      }
    });
  });

  it.runIf(DATABASES.includes('postgres'))(
    'on postgres: a user who may not create pg_trgm still migrates, and the audit search runs without its indexes',
    async () => {
      const admin = process.env.TEST_DATABASE_URL!;
      const { url, drop } = await freshPgDatabase(admin);
      const role = `tc_plain_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const database = new URL(url).pathname.slice(1);
      const asAdmin = (statement: string) => pgStatement(url, statement);
      await pgStatement(admin, `create role ${role} login`);
      let handle: DbHandle | undefined;
      try {
        // Tables in the public schema, but not CREATE on the database, which a trusted extension needs.
        await asAdmin(`grant connect on database ${database} to ${role}`);
        await asAdmin(`grant usage, create on schema public to ${role}`);
        const plain = new URL(url);
        plain.username = role;
        plain.password = '';
        handle = openDatabase({ databaseUrl: plain.toString(), sqliteFile: '' });
        await migrateToLatest(handle.db);
        expect(await pendingMigrations(handle.db)).toEqual([]);
        const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where indexname like '%_trgm'`.execute(handle.db);
        expect(indexes.rows).toEqual([]);
        expect(await listAuditEntries(handle.db, { q: 'maple' }, 25, 0)).toEqual([]);
      } finally {
        await handle?.close();
        await drop();
        await pgStatement(admin, `drop role if exists ${role}`);
      }
    },
    90_000,
  );
});
