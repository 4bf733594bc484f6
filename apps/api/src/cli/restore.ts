/**
 * `npm run restore -- FILE`: puts a backup of `npm run backup` back as DATA_DIR/app.db, keeping the
 * replaced database aside; refused while a server has the database open (db/backup.ts). The server
 * migrates the restored database to the latest on its next start, as any other.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, fromCaller, restoreSqlite } from '../db/backup';

function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new BackupError('Say which backup to restore: npm run restore -- FILE');
  const file = fromCaller(positionals[0]);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError(
      `DATABASE_URL is set: restore PostgreSQL with pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" ${file} (README, Backups).`,
    );
  }
  const { counts, keptAs } = restoreSqlite(file, config.sqliteFile);
  console.log(`Restored ${file} as ${config.sqliteFile}: ${counts.users} users, ${counts.entries} diary entries, ${counts.files} files.`);
  if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
  console.log('Start the server: it brings the restored database up to date as it starts.');
}

try {
  main();
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
