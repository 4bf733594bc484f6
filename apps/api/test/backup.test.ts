import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@tc/contract/roles';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { prepareDatabase } from '../src/prepare';
import { freshPgDatabase } from './api-process';
import { assign, makeUser, type Person } from './fixtures';
import { call, createTestApp } from './harness';
import { postMultipart } from './multipart';

/**
 * `npm run backup` and `npm run restore` (db/backup.ts, README "Backups") as a centre runs them: child
 * processes beside a server that keeps writing. On PostgreSQL, the pg_dump -Fc / pg_restore round trip.
 */

const API_ROOT = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = 'test-secret-that-is-at-least-thirty-two-characters-long';
const PG_BIN = '/usr/lib/postgresql/15/bin';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One of the CLIs (src/cli/NAME.ts) in a child process, as `npm run NAME` starts it. */
function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
      cwd: API_ROOT,
      env: { PATH: `${process.env.PATH ?? ''}:${PG_BIN}`, HOME: process.env.HOME ?? '', JWT_SECRET, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Refused: a non-zero exit and one line saying why. */
function expectRefused(run: Run, message: RegExp) {
  expect(run.code, run.stdout + run.stderr).not.toBe(0);
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const tinyPng = (i: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i % 256, g: (i >> 8) % 256, b: 77 } } })
    .png()
    .toBuffer();

/** A server on SQLite in its own DATA_DIR, as `npm start` runs one on that folder. */
async function sqliteServer(dataDir: string): Promise<{ app: FastifyInstance; config: Config }> {
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET, DEMO_DATA: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' }),
    webDist: undefined,
  };
  const app = await buildApp(config);
  await prepareDatabase(app.db, config);
  return { app, config };
}

describe('backup and restore on SQLite', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tc-backup-'));
    dirs.push(dir);
    return dir;
  };
  let live: { app: FastifyInstance; config: Config };
  let dataDir: string;
  let admin: Person;
  let coach: Person;
  let planId: number;

  beforeAll(async () => {
    dataDir = tempDir();
    live = await sqliteServer(dataDir);
    admin = await makeUser(live.app, ROLES.ADMIN);
    coach = await makeUser(live.app, ROLES.COACH);
    const client = await makeUser(live.app, ROLES.CLIENT);
    await assign(live.app, client.id, coach.id);
    const plan = await call(live.app, 'POST', '/api/action-plans', {
      token: coach.token,
      body: { client_id: client.id, date: '2026-01-05', summary: 'Backups' },
    });
    planId = plan.data.id;
  });
  afterAll(async () => {
    await live?.app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('copies the database under write load; the restored copy holds every entry and file acknowledged before', async () => {
    const entries: { id: number; notes: string; at: number }[] = [];
    const files: { sha: string; at: number }[] = [];
    let writing = true;
    let failures = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        if (i % 3 === 2) {
          const res = await postMultipart(
            live.app,
            '/api/uploads/images',
            [
              { name: 'image', filename: `p${i}.png`, contentType: 'image/png', data: await tinyPng(i) },
              { name: 'alt_text', data: 'A test picture' },
            ],
            admin.token,
          );
          if (res.statusCode === 201) files.push({ sha: res.data.image_url.split('/').pop(), at: performance.now() });
          else failures++;
        } else {
          const notes = `entry ${i} written under load`;
          const res = await call(live.app, 'POST', '/api/action-journals', {
            token: coach.token,
            body: { actionplan_id: planId, date: '2026-01-06', minutes: 15, activity: 'meeting', notes },
          });
          if (res.statusCode === 201) entries.push({ id: res.data.id, notes, at: performance.now() });
          else failures++;
        }
      }
    })();
    while (entries.length < 20 || files.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));

    const file = path.join(tempDir(), 'centre.db');
    const started = performance.now();
    const backup = await cli('backup', ['--to', file], { DATA_DIR: dataDir });
    const backupMs = performance.now() - started;
    const writtenDuring = entries.filter((e) => e.at > started).length + files.filter((f) => f.at > started).length;
    writing = false;
    await writer;
    expect(failures).toBe(0);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Wrote .*centre\.db: [\d.]+ MB, 3 users, \d+ diary entries, \d+ files \([\d.]+ s\)\.$/m);
    // The writes went on while the backup ran.
    expect(writtenDuring).toBeGreaterThan(0);
    console.info(`backup under load: ${Math.round(backupMs)} ms (child process), ${writtenDuring} writes acknowledged meanwhile`);

    // A whole database by itself: no -wal beside it, and sound.
    expect(readdirSync(path.dirname(file))).toEqual(['centre.db']);
    const copy = new SQLite(file, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    copy.close();

    const restoredDir = tempDir();
    const [overwrite, restore] = await Promise.all([
      cli('backup', ['--to', file], { DATA_DIR: dataDir }),
      cli('restore', [file], { DATA_DIR: restoredDir }),
    ]);
    // Never over an existing file, unless asked.
    expectRefused(overwrite, /centre\.db exists: .* --force/);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .*centre\.db as .*app\.db: 3 users/m);

    const restored = await sqliteServer(restoredDir);
    try {
      const before = <T extends { at: number }>(list: T[]) => list.filter((x) => x.at < started);
      const rows = await restored.app.db.selectFrom('action_journals').select(['id', 'notes']).execute();
      const byId = new Map(rows.map((r) => [r.id, r.notes]));
      for (const entry of before(entries)) expect(byId.get(entry.id), `entry ${entry.id}`).toBe(entry.notes);
      for (const { sha } of before(files)) {
        const res = await call(restored.app, 'GET', `/api/files/${sha}`);
        expect(res.statusCode, sha).toBe(200);
        expect(sha256(res.rawPayload)).toBe(sha);
      }
    } finally {
      await restored.app.close();
    }
    const after = new SQLite(path.join(restoredDir, 'app.db'), { readonly: true });
    expect(after.pragma('integrity_check', { simple: true })).toBe('ok');
    after.close();

    // A second restore over it keeps the database it replaces aside.
    const again = await cli('restore', [file], { DATA_DIR: restoredDir });
    expect(again.code, again.stderr).toBe(0);
    expect(readdirSync(restoredDir).filter((name) => name.startsWith('app.db.before-restore-'))).toHaveLength(1);
  });

  it('refuses to restore while a server has the database open, and leaves it alone', async () => {
    const file = path.join(tempDir(), 'other.db');
    expect((await cli('backup', ['--to', file], { DATA_DIR: dataDir })).code).toBe(0);
    expectRefused(await cli('restore', [file], { DATA_DIR: dataDir }), /app\.db is in use .*: stop it, then restore again\.$/);
    expect(readdirSync(dataDir).filter((name) => name.includes('restor'))).toEqual([]);
    // The server goes on writing to the same file.
    const res = await call(live.app, 'POST', '/api/action-journals', {
      token: coach.token,
      body: { actionplan_id: planId, date: '2026-01-07', minutes: 10, activity: 'meeting' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a file that is not a database of this app, or of a newer version', async () => {
    const dir = tempDir();
    const target = tempDir();
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'not a database\n');
    const foreign = path.join(dir, 'foreign.db');
    new SQLite(foreign).exec('create table t (x)').close();
    const newer = path.join(dir, 'newer.db');
    expect((await cli('backup', ['--to', newer], { DATA_DIR: dataDir })).code).toBe(0);
    const edited = new SQLite(newer);
    edited.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('29990101T0000-future', new Date().toISOString());
    edited.close();

    const runs = await Promise.all([
      cli('restore', [text], { DATA_DIR: target }),
      cli('restore', [foreign], { DATA_DIR: target }),
      cli('restore', [newer], { DATA_DIR: target }),
      cli('restore', [path.join(dir, 'missing.db')], { DATA_DIR: target }),
      cli('restore', [], { DATA_DIR: target }),
    ]);
    expectRefused(runs[0], /notes\.txt is not an SQLite database\.$/);
    expectRefused(runs[1], /foreign\.db is an SQLite database but not one of this app/);
    expectRefused(runs[2], /newer\.db comes from a newer version of the app \(migrations 29990101T0000-future\): upgrade the app first\.$/);
    expectRefused(runs[3], /^No file at .*missing\.db\.$/);
    expectRefused(runs[4], /^Say which backup to restore: npm run restore -- FILE$/);
    expect(existsSync(path.join(target, 'app.db'))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && existsSync(`${PG_BIN}/pg_dump`))('backup and restore on PostgreSQL', () => {
  it('round-trips rows and files through pg_dump -Fc and pg_restore --clean', async () => {
    const t = await createTestApp('postgres');
    const target = await freshPgDatabase(process.env.TEST_DATABASE_URL!);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tc-backup-pg-'));
    try {
      const admin = await makeUser(t.app, ROLES.ADMIN);
      const coach = await makeUser(t.app, ROLES.COACH);
      const client = await makeUser(t.app, ROLES.CLIENT);
      await assign(t.app, client.id, coach.id);
      const plan = await call(t.app, 'POST', '/api/action-plans', {
        token: coach.token,
        body: { client_id: client.id, date: '2026-01-05', summary: 'Backups' },
      });
      for (let i = 0; i < 3; i++) {
        const res = await call(t.app, 'POST', '/api/action-journals', {
          token: coach.token,
          body: { actionplan_id: plan.data.id, date: '2026-01-06', minutes: 15 + i, activity: 'meeting', notes: `entry ${i}` },
        });
        expect(res.statusCode).toBe(201);
      }
      const upload = await postMultipart(
        t.app,
        '/api/uploads/images',
        [
          { name: 'image', filename: 'p.png', contentType: 'image/png', data: await tinyPng(1) },
          { name: 'alt_text', data: 'A test picture' },
        ],
        admin.token,
      );
      expect(upload.statusCode, upload.body).toBe(201);
      const sha = upload.data.image_url.split('/').pop() as string;

      // npm run backup runs pg_dump -Fc when DATABASE_URL is set.
      const file = path.join(dir, 'centre.dump');
      const dump = await cli('backup', ['--to', file], { DATA_DIR: dir, DATABASE_URL: t.config.databaseUrl! });
      expect(dump.code, dump.stderr).toBe(0);
      expect(dump.stdout).toMatch(/^Wrote .*centre\.dump with pg_dump -Fc/m);
      const env = { DATA_DIR: dir, DATABASE_URL: t.config.databaseUrl! };
      const [again, restoreCli] = await Promise.all([cli('backup', ['--to', file], env), cli('restore', [file], env)]);
      expectRefused(again, /exists/);
      // npm run restore points at pg_restore rather than touching PostgreSQL.
      expectRefused(restoreCli, /pg_restore --clean/);

      // The README's restore command, into a fresh database.
      const restore = await new Promise<Run>((resolve, reject) => {
        const child = spawn(`${PG_BIN}/pg_restore`, ['--clean', '--if-exists', '--no-owner', '-d', target.url, file], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('error', reject);
        child.once('close', (code) => resolve({ code, stdout: '', stderr }));
      });
      expect(restore.code, restore.stderr).toBe(0);

      const config = { ...t.config, databaseUrl: target.url };
      const restored = await buildApp(config);
      try {
        // Nothing left to migrate: the restored schema is the latest.
        expect(await migrateToLatest(restored.db)).toEqual([]);
        for (const table of ['users', 'action_plans', 'action_journals', 'files', 'file_variants', 'kysely_migration'] as const) {
          const read = (app: FastifyInstance) =>
            sql`select * from ${sql.table(table)}`.execute(app.db).then(({ rows }) => rows.map((r) => JSON.stringify(r)).sort());
          expect(await read(restored), table).toEqual(await read(t.app));
        }
        const res = await call(restored, 'GET', `/api/files/${sha}`);
        expect(res.statusCode).toBe(200);
        expect(sha256(res.rawPayload)).toBe(sha);
      } finally {
        await restored.close();
      }
    } finally {
      await t.close();
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
