import type { AuditAction, AuditEntry } from '@tc/contract/audit';
import { collections } from '@tc/contract/content';
import { ROLES } from '@tc/contract/roles';
import { paths } from '@/app/paths';

/** What each action reads as in the trail. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  logout: 'Signed out',
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  login_locked: 'Sign-in refused (locked)',
  unlock: 'Sign-in unlocked',
  erase: 'Erased',
};

/** The kinds of record the server audits (the `entity` of an entry), as people call them. */
export const ENTITY_LABELS: Record<string, string> = {
  user: 'User',
  client_coach: 'Client–coach assignment',
  action_plan: 'Action plan',
  plan_step: 'Plan step',
  session: 'Session',
  action_journal: 'Diary entry',
  milestone: 'Milestone',
  application: 'Application',
  region: 'Region',
  file: 'Uploaded image',
  form_file: 'Form or guide',
  client_file: 'Client document',
  landing_image: 'Landing image',
  message: 'Message',
  // The content collections, as each one's definition calls it.
  ...Object.fromEntries(Object.values(collections).map((def) => [def.table, def.auditLabel])),
  two_factor: 'Two-factor sign-in',
  centre_settings: 'Centre settings',
};

type Snapshot = Record<string, unknown> | null;
const snapshotOf = (value: unknown): Snapshot => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : null);
const numberIn = (record: Snapshot, field: string) => (typeof record?.[field] === 'number' ? (record[field] as number) : null);

/** The screen that shows the record an entry is about, where there is one (else null). */
export function recordLink(
  entry: Pick<AuditEntry, 'entity' | 'entity_id' | 'before' | 'after'> & Partial<Pick<AuditEntry, 'person'>>,
): string | null {
  const record = snapshotOf(entry.after) ?? snapshotOf(entry.before);
  // The client the server found for the record (a step's, through its plan), else the snapshot's.
  const clientId = entry.person?.id ?? numberIn(record, 'client_id');
  switch (entry.entity) {
    case 'action_plan':
    case 'plan_step':
      return clientId === null ? null : paths.actionPlans(clientId);
    case 'action_journal':
      return clientId === null ? null : paths.timeDiary(clientId);
    case 'client_coach':
    case 'milestone':
      return clientId === null ? null : paths.clientReport(clientId);
    case 'user': {
      const category = numberIn(record, 'category_id');
      if (entry.entity_id === null) return null;
      if (category === ROLES.CLIENT) return paths.clientReport(entry.entity_id);
      if (category === ROLES.COACH) return paths.coachReport(entry.entity_id);
      return null;
    }
    case 'message':
      return clientId === null ? null : paths.conversation(clientId);
    case 'region':
      return paths.regionListing;
    case 'form_file':
      return paths.forms;
    case 'landing_image':
      return paths.landingImages;
    default:
      return null;
  }
}
