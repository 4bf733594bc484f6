import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connection';
import * as usersAndRegions from './migrations/20261123T1000-users-and-regions';
import * as coaching from './migrations/20261123T1010-coaching';
import * as files from './migrations/20261124T1000-files';
import * as content from './migrations/20261124T1100-content';
import * as formFilesAndLandingImages from './migrations/20261124T1200-form-files-and-landing-images';
import * as milestones from './migrations/20261124T1300-milestones';
import * as auditIndexes from './migrations/20261125T1200-audit-indexes';
import * as signInThrottle from './migrations/20261125T1100-sign-in-throttle';
import * as plansKeyset from './migrations/20261125T1300-plans-keyset';
import * as applications from './migrations/20261127T1000-applications';
import * as accountTokens from './migrations/20261127T1100-account-tokens';
import * as twoFactor from './migrations/20261127T1200-two-factor';
import * as signInLinks from './migrations/20261128T1000-sign-in-links';
import * as mailQueue from './migrations/20261129T1000-mail-queue';

// Listed explicitly so that the bundle-free runtime (tsx, vitest) and any build find the same set.
const migrations: Record<string, Migration> = {
  '20261123T1000-users-and-regions': usersAndRegions,
  '20261123T1010-coaching': coaching,
  '20261124T1000-files': files,
  '20261124T1100-content': content,
  '20261124T1200-form-files-and-landing-images': formFilesAndLandingImages,
  '20261124T1300-milestones': milestones,
  '20261125T1200-audit-indexes': auditIndexes,
  '20261125T1100-sign-in-throttle': signInThrottle,
  '20261125T1300-plans-keyset': plansKeyset,
  '20261127T1000-applications': applications,
  '20261127T1100-account-tokens': accountTokens,
  '20261127T1200-two-factor': twoFactor,
  '20261128T1000-sign-in-links': signInLinks,
  '20261129T1000-mail-queue': mailQueue,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
