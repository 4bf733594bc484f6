/**
 * `npm run backup -- --to FILE [--force]`: a consistent copy of the centre's database, taken while the
 * server runs (db/backup.ts). On PostgreSQL (DATABASE_URL set) it runs pg_dump when it is on PATH,
 * else it fails, naming the command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupSqlite, fromCaller } from '../db/backup';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, force: { type: 'boolean', default: false } } });
  if (!values.to) throw new BackupError('Say where to write: npm run backup -- --to FILE');
  const to = fromCaller(values.to);
  const config = loadConfig();
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (config.databaseUrl) {
    const command = `pg_dump -Fc --no-owner -f ${to} "$DATABASE_URL"`;
    // No backup made is a failure, so that a scheduled backup without pg_dump is noticed.
    if (spawnSync('pg_dump', ['--version']).status !== 0) {
      throw new BackupError(`pg_dump is not on PATH: install PostgreSQL's client tools, or run ${command}`);
    }
    if (existsSync(to) && !values.force) throw new BackupError(`${to} exists: choose another file, or add --force to overwrite it.`);
    const dump = spawnSync('pg_dump', ['-Fc', '--no-owner', '-f', to, config.databaseUrl], { stdio: 'inherit' });
    if (dump.status !== 0) throw new BackupError(`pg_dump failed (exit ${dump.status ?? dump.signal}).`);
    console.log(`Wrote ${to} with pg_dump -Fc (${seconds()}); restore it with pg_restore (README, Backups).`);
    return;
  }
  const { file, bytes, counts } = await backupSqlite(config.sqliteFile, to, { force: values.force });
  console.log(
    `Wrote ${file}: ${megabytes(bytes)}, ${counts.users} users, ${counts.entries} diary entries, ${counts.files} files (${seconds()}).`,
  );
  if (!process.env.JWT_SECRET) {
    console.log(`Keep a copy of ${path.join(config.dataDir, 'jwt-secret')} too: two-factor set-ups are sealed with it.`);
  }
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
