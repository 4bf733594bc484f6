import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrationNames } from './migrate';

/** A backup or restore refused: its message is one line for the person at the terminal. */
export class BackupError extends Error {}

/** A path as the person typed it: npm runs the scripts in apps/api, INIT_CWD is where they were. */
export const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export interface Counts {
  users: number;
  entries: number;
  files: number;
}

function countsOf(sqlite: SQLite.Database): Counts {
  const n = (table: string) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  return { users: n('users'), entries: n('action_journals'), files: n('files') };
}

function integrityOk(sqlite: SQLite.Database): boolean {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
  return rows.length === 1 && rows[0].integrity_check === 'ok';
}

/**
 * A consistent copy of a live SQLite database in `to`: SQLite's online backup API copies every page in one
 * step, so inside one read transaction. In WAL mode that snapshot does not stop the server's writers, and it
 * holds everything committed before the step began. The copy is written beside `to` under another name,
 * turned into a standalone file (no -wal) and checked before it takes its name, so a failed backup never
 * leaves a half-written file where the last good one was.
 */
export async function backupSqlite(from: string, to: string, opts: { force?: boolean } = {}) {
  if (!existsSync(from)) throw new BackupError(`No database at ${from}: check DATA_DIR.`);
  if (existsSync(to) && !opts.force) throw new BackupError(`${to} exists: choose another file, or add --force to overwrite it.`);
  if (!existsSync(path.dirname(to))) throw new BackupError(`The folder ${path.dirname(to)} does not exist: make it first.`);
  const partial = path.join(path.dirname(to), `.${path.basename(to)}.partial-${process.pid}`);
  rmSync(partial, { force: true });
  const source = new SQLite(from, { fileMustExist: true, timeout: 5000 });
  try {
    await source.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  try {
    const copy = new SQLite(partial);
    try {
      copy.pragma('journal_mode = DELETE');
      if (!integrityOk(copy)) throw new BackupError(`The copy failed its integrity check; ${from} may be damaged.`);
      const counts = countsOf(copy);
      copy.close();
      renameSync(partial, to);
      return { file: to, bytes: statSync(to).size, counts };
    } finally {
      if (copy.open) copy.close();
    }
  } finally {
    rmSync(partial, { force: true });
    rmSync(`${partial}-journal`, { force: true });
  }
}

/**
 * Checks that `file` is a database of this app that this code can run: an SQLite file, whole
 * (integrity_check), with the migrations table and no migration this code does not know.
 */
export function inspectBackup(file: string): { migrations: number; counts: Counts } {
  if (!existsSync(file)) throw new BackupError(`No file at ${file}.`);
  const header = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') !== 'SQLite format 3\0') throw new BackupError(`${file} is not an SQLite database.`);
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const hasTable = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!hasTable) throw new BackupError(`${file} is an SQLite database but not one of this app (it has no migrations table).`);
    if (!integrityOk(sqlite)) throw new BackupError(`${file} failed its integrity check: it is damaged.`);
    const applied = (sqlite.prepare('select name from kysely_migration').all() as { name: string }[]).map((r) => r.name);
    const known = new Set(migrationNames());
    const unknown = applied.filter((name) => !known.has(name));
    if (unknown.length) {
      throw new BackupError(`${file} comes from a newer version of the app (migrations ${unknown.join(', ')}): upgrade the app first.`);
    }
    return { migrations: applied.length, counts: countsOf(sqlite) };
  } finally {
    sqlite.close();
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Puts the backup `file` in place of `target` (DATA_DIR/app.db), keeping the replaced one aside as
 * app.db.before-restore-<time>. Refused while any process has `target` open: in WAL mode every open
 * connection holds a shared lock on the file for as long as it is open, so leaving WAL (which needs the
 * only connection) fails with SQLITE_BUSY exactly when a server, a backup or an sqlite3 shell uses it. The
 * kernel drops those locks when a process ends, however it ends, so there is no stale pid file to clear.
 * Leaving WAL also folds the old database's -wal into it, so the file kept aside is whole by itself.
 */
export function restoreSqlite(file: string, target: string) {
  const found = inspectBackup(file);
  const incoming = `${target}.restoring-${process.pid}`;
  rmSync(incoming, { force: true });
  // Copied with SQLite rather than the file system, so that a backup still in WAL mode comes with its -wal.
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    source.prepare('vacuum into ?').run(incoming);
  } finally {
    source.close();
  }
  let keptAs: string | undefined;
  try {
    if (existsSync(target)) {
      const current = new SQLite(target, { timeout: 0, fileMustExist: true });
      try {
        try {
          current.pragma('journal_mode = DELETE');
          // Held until the rename: a server starting now waits on this lock rather than opening the old file.
          current.pragma('locking_mode = EXCLUSIVE');
          current.exec('begin exclusive; commit');
        } catch (error) {
          if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
            throw new BackupError(`${target} is in use (a server is running on this DATA_DIR?): stop it, then restore again.`);
          }
          throw error;
        }
        keptAs = `${target}.before-restore-${stamp()}`;
        renameSync(target, keptAs);
        for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
        renameSync(incoming, target);
      } finally {
        current.close();
      }
    } else {
      renameSync(incoming, target);
    }
  } finally {
    rmSync(incoming, { force: true });
  }
  return { ...found, keptAs };
}
