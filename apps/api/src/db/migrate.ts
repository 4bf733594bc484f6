import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './connection';
import * as usersAndRegions from './migrations/0001-users-and-regions';
import * as coaching from './migrations/0002-coaching';
import * as files from './migrations/0003-files';
import * as content from './migrations/0004-content';
import * as formFilesAndLandingImages from './migrations/0005-form-files-and-landing-images';
import * as milestones from './migrations/0006-milestones';
import * as signInThrottle from './migrations/0007-sign-in-throttle';
import * as auditIndexes from './migrations/0008-audit-indexes';
import * as plansKeyset from './migrations/0009-plans-keyset';
import * as applications from './migrations/0010-applications';
import * as accountTokens from './migrations/0011-account-tokens';
import * as twoFactor from './migrations/0012-two-factor';
import * as signInLinks from './migrations/0013-sign-in-links';
import * as mailQueue from './migrations/0014-mail-queue';
import * as coachingSessions from './migrations/0015-coaching-sessions';
import * as journalSessionIndex from './migrations/0016-journal-session-index';
import * as notificationSettings from './migrations/0017-notification-settings';
import * as messagesAndClientFiles from './migrations/0018-messages-and-client-files';
import * as privateNotesAndPlanlessTime from './migrations/0019-private-notes-and-planless-time';
import * as planStatusAndSteps from './migrations/0020-plan-status-and-steps';
import * as applicationSources from './migrations/0021-application-sources';
import * as passwordSetAt from './migrations/0022-password-set-at';
import * as messagesByTime from './migrations/0023-messages-by-time';
import * as erasure from './migrations/0024-erasure';
import * as importBatches from './migrations/0025-import-batches';
import * as imageAltText from './migrations/0026-image-alt-text';
import * as listCounts from './migrations/0027-list-counts';
import * as peopleLists from './migrations/0028-people-lists';
import * as reportSums from './migrations/0029-report-sums';
import * as caseworkLists from './migrations/0030-casework-lists';
import * as peopleCounts from './migrations/0031-people-counts';
import * as auditTextSearch from './migrations/0032-audit-text-search';
import * as idempotencyKeys from './migrations/0033-idempotency-keys';
import * as coachDiaryOrder from './migrations/0034-coach-diary-order';
import * as auditCountMark from './migrations/0035-audit-count-mark';
import * as sumsAtCommit from './migrations/0036-sums-at-commit';
import * as auditTextBatches from './migrations/0037-audit-text-batches';
import * as sessionStatusOrder from './migrations/0038-session-status-order';
import * as auditCountKeys from './migrations/0039-audit-count-keys';
import * as peopleCoachStatistics from './migrations/0040-people-coach-statistics';
import * as peopleSearchTrigrams from './migrations/0041-people-search-trigrams';
import * as peopleRegionCounts from './migrations/0042-people-region-counts';

/**
 * Listed explicitly so that the bundle-free runtime (tsx, vitest) and any build find the same set. Kysely runs
 * them in the order of their names and refuses a database that ran a later one: a migration is named by the
 * next number in sequence (0014-…), never by a date, which a clock or a branch could put before one already
 * run (docs/decisions/013).
 */
export const migrations: Record<string, Migration> = {
  '0001-users-and-regions': usersAndRegions,
  '0002-coaching': coaching,
  '0003-files': files,
  '0004-content': content,
  '0005-form-files-and-landing-images': formFilesAndLandingImages,
  '0006-milestones': milestones,
  '0007-sign-in-throttle': signInThrottle,
  '0008-audit-indexes': auditIndexes,
  '0009-plans-keyset': plansKeyset,
  '0010-applications': applications,
  '0011-account-tokens': accountTokens,
  '0012-two-factor': twoFactor,
  '0013-sign-in-links': signInLinks,
  '0014-mail-queue': mailQueue,
  '0015-coaching-sessions': coachingSessions,
  '0016-journal-session-index': journalSessionIndex,
  '0017-notification-settings': notificationSettings,
  '0018-messages-and-client-files': messagesAndClientFiles,
  '0019-private-notes-and-planless-time': privateNotesAndPlanlessTime,
  '0020-plan-status-and-steps': planStatusAndSteps,
  '0021-application-sources': applicationSources,
  '0022-password-set-at': passwordSetAt,
  '0023-messages-by-time': messagesByTime,
  '0024-erasure': erasure,
  '0025-import-batches': importBatches,
  '0026-image-alt-text': imageAltText,
  '0027-list-counts': listCounts,
  '0028-people-lists': peopleLists,
  '0029-report-sums': reportSums,
  '0030-casework-lists': caseworkLists,
  '0031-people-counts': peopleCounts,
  '0032-audit-text-search': auditTextSearch,
  '0033-idempotency-keys': idempotencyKeys,
  '0034-coach-diary-order': coachDiaryOrder,
  '0035-audit-count-mark': auditCountMark,
  '0036-sums-at-commit': sumsAtCommit,
  '0037-audit-text-batches': auditTextBatches,
  '0038-session-status-order': sessionStatusOrder,
  '0039-audit-count-keys': auditCountKeys,
  '0040-people-coach-statistics': peopleCoachStatistics,
  '0041-people-search-trigrams': peopleSearchTrigrams,
  '0042-people-region-counts': peopleRegionCounts,
};

/** The names the migrations had when they were named by dates: a database made then has these in kysely_migration. */
export const FORMER_NAMES: Record<string, string> = {
  '20261123T1000-users-and-regions': '0001-users-and-regions',
  '20261123T1010-coaching': '0002-coaching',
  '20261124T1000-files': '0003-files',
  '20261124T1100-content': '0004-content',
  '20261124T1200-form-files-and-landing-images': '0005-form-files-and-landing-images',
  '20261124T1300-milestones': '0006-milestones',
  '20261125T1100-sign-in-throttle': '0007-sign-in-throttle',
  '20261125T1200-audit-indexes': '0008-audit-indexes',
  '20261125T1300-plans-keyset': '0009-plans-keyset',
  '20261127T1000-applications': '0010-applications',
  '20261127T1100-account-tokens': '0011-account-tokens',
  '20261127T1200-two-factor': '0012-two-factor',
  '20261128T1000-sign-in-links': '0013-sign-in-links',
};

/**
 * The migrations this code knows, by name, with the dated names they had before (a backup made then records those):
 * a restore refuses a database with any other (db/backup.ts).
 */
export const migrationNames = (): string[] => [...Object.keys(migrations), ...Object.keys(FORMER_NAMES)];

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names this database recorded for the migrations it ran; none when it has never been migrated. */
async function recordedNames(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** The migrations that would run, in order, changing nothing (`npm run migrate -- --check`). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const done = new Set((await recordedNames(db)).map((name) => FORMER_NAMES[name] ?? name));
  return Object.keys(migrations)
    .sort()
    .filter((name) => !done.has(name));
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // A database migrated under the former, dated names gets their present ones (each only once: the same statement twice changes nothing).
  for (const former of (await recordedNames(db)).filter((name) => name in FORMER_NAMES)) {
    await sql`update kysely_migration set name = ${FORMER_NAMES[former]} where name = ${former}`.execute(db);
  }
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
