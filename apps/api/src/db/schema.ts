import type { Generated } from 'kysely';

/** Timestamps are ISO 8601 text and calendar dates YYYY-MM-DD text on both databases. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  category_id: number;
  phone: string | null;
  region: string | null;
  business_name: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  status: 'active' | 'inactive';
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface RegionsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

export interface ClientCoachTable {
  id: Generated<number>;
  client_id: number;
  coach_id: number;
  created_at: string;
  updated_at: string;
}

export interface ActionPlansTable {
  id: Generated<number>;
  client_id: number;
  coach_id: number | null;
  date: string;
  summary: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ActionJournalsTable {
  id: Generated<number>;
  actionplan_id: number;
  client_id: number;
  coach_id: number;
  date: string;
  minutes: number;
  activity: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface AuditEntriesTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: string | null;
  after: string | null;
  ip: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  at: string;
}

/** One row per distinct content, keyed by the sha256 of its bytes (DESIGN section 5a). */
export interface FilesTable {
  sha256: string;
  mime_type: string;
  size: number;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  original_name: string | null;
  /** 1: served by GET /files/{sha256}; 0: only through its owner's route (members-only form files). */
  is_public: Generated<number>;
  created_at: string;
}

/** The WebP copy of an image at one width, itself a file. */
export interface FileVariantsTable {
  sha256: string;
  width: number;
  variant_sha256: string;
}

export interface Database {
  users: UsersTable;
  regions: RegionsTable;
  client_coach: ClientCoachTable;
  action_plans: ActionPlansTable;
  action_journals: ActionJournalsTable;
  audit_entries: AuditEntriesTable;
  login_failures: LoginFailuresTable;
  files: FilesTable;
  file_variants: FileVariantsTable;
}
