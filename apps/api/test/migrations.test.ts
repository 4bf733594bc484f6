import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/connection';
import { FORMER_NAMES, migrateToLatest, migrations, pendingMigrations } from '../src/db/migrate';
import { freshPgDatabase } from './api-process';
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
});
