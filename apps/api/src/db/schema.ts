import type { PlanStatus } from '@tc/contract/coaching';
import type { CollectionDef, collections } from '@tc/contract/content';
import type { ColumnType, Generated } from 'kysely';
import type { z } from 'zod';

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
  /** 1: email a reminder before each scheduled session; 0: the person turned them off. */
  session_reminders: Generated<number>;
  /** 1: email when a message waits unread over an hour; 0: turned off (lib/notifications.ts). */
  notify_messages: Generated<number>;
  /** 1: email when a client gets a coach or a coach a client; 0: turned off. */
  notify_handoffs: Generated<number>;
  /** When the person last chose a password; null while their invitation waits (migration 0022). */
  password_set_at: string | null;
  /** When the person was erased on request (migration 0024, docs/decisions/035-erasure.md); null for everyone else. */
  erased_at: string | null;
  /** The import batch the person came in with (migration 0025), null otherwise. */
  import_batch_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A client's latest live diary date, kept by triggers (migration 0028, docs/decisions/040-people-lists.md): never written by the app. */
  last_activity: ColumnType<string | null, never, never>;
  /** How many current (not archived) coaches a client has, kept by triggers (migration 0028): never written by the app. */
  current_coaches: ColumnType<number, never, never>;
  /** The fields a search looks in, lower-cased, one to a line: computed by the database (migration 0028). */
  search_text: ColumnType<string, never, never>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** An import of clients or coaches from a spreadsheet (migration 0025, docs/decisions/030-import-batches.md). */
export interface ImportBatchesTable {
  id: Generated<number>;
  kind: 'clients' | 'coaches';
  /** 'staged' while previewed, 'imported' once committed, 'undone' after an undo. */
  status: 'staged' | 'imported' | 'undone';
  file_name: string;
  created_by: number;
  created_at: string;
  imported_at: string | null;
  undone_at: string | null;
  row_count: number;
  imported_count: Generated<number>;
  skipped_count: Generated<number>;
  /** JSON array of the ids of the regions the import created. */
  created_regions: string | null;
  /** JSON {columns, rows} of the file while staged; null once imported. */
  staged: string | null;
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
  /** Read by the client's coaches and administrators only, never sent to the client (migration 0019). */
  private_note: string | null;
  /** Migration 0020: 'open' | 'done' | 'dropped'; when it last became done or dropped; an optional due date. */
  status: Generated<PlanStatus>;
  due_date: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A step of a plan's checklist (migration 0020): deleted outright, its audit entry keeps it. */
export interface PlanStepsTable {
  id: Generated<number>;
  actionplan_id: number;
  title: string;
  due_date: string | null;
  done_at: string | null;
  done_by: number | null;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ActionJournalsTable {
  id: Generated<number>;
  /** Null: time spent on the client before or outside any plan (an intake call, paperwork; migration 0019). */
  actionplan_id: number | null;
  client_id: number;
  coach_id: number;
  date: string;
  minutes: number;
  activity: string;
  notes: string | null;
  /** Coaches' and administrators' own note, never sent to the client (migration 0019). */
  private_note: string | null;
  /** The session this time was logged from, when it was. */
  session_id: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A coaching session (migration 0015): times are UTC ISO 8601, a repeating series is a row per occurrence. */
export interface CoachingSessionsTable {
  id: Generated<number>;
  client_id: number;
  coach_id: number;
  actionplan_id: number | null;
  starts_at: string;
  ends_at: string;
  minutes: number;
  kind: 'visit' | 'phone' | 'video' | 'workshop' | 'other';
  location: string | null;
  agenda: string | null;
  /** Coaches' and administrators' own note, never sent to the client (migration 0019). */
  private_note: string | null;
  status: 'requested' | 'scheduled' | 'completed' | 'cancelled' | 'no_show';
  status_reason: string | null;
  status_by: number | null;
  status_at: string | null;
  series_id: string | null;
  repeat_rule: string | null;
  uid: string;
  sequence: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A coach's weekly hours: ISO weekday, Alberta times HH:MM, and how they meet then. */
export interface CoachAvailabilityTable {
  id: Generated<number>;
  coach_id: number;
  weekday: number;
  start_time: string;
  end_time: string;
  mode: 'visit' | 'call';
  created_at: string;
  updated_at: string;
}

/** Days a coach is away, both ends included. */
export interface AvailabilityExceptionsTable {
  id: Generated<number>;
  coach_id: number;
  first_day: string;
  last_day: string;
  reason: string | null;
  created_at: string;
}

/** A person's private calendar feed, by the sha256 of the secret in its address. */
export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: string;
}

/** A reminder sent: once per session, person and start time. */
export interface SessionRemindersTable {
  session_id: number;
  user_id: number;
  starts_at: string;
  sent_at: string;
}

/** A message in a client's conversation with their coaches (migration 0018). */
export interface MessagesTable {
  id: Generated<number>;
  /** The conversation: the client's. */
  client_id: number;
  author_id: number;
  /** Markdown. */
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
}

/** A client's conversation's newest live message, kept by triggers on `messages` (migration 0030). */
export interface ConversationsTable {
  client_id: number;
  last_message_id: number;
}

/** How far one person has read one conversation, and the newest message an unread-message email was about. */
export interface MessageReadsTable {
  client_id: number;
  user_id: number;
  last_read_id: Generated<number>;
  read_at: string | null;
  emailed_for_id: number | null;
  emailed_at: string | null;
}

/** A file of one client: a document of their profile, or a message's attachment (`message_id`). */
export interface ClientFilesTable {
  id: Generated<number>;
  client_id: number;
  message_id: number | null;
  sha256: string;
  file_name: string;
  mime_type: string;
  size: number;
  uploaded_by: number;
  created_at: string;
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

/** One failed (or in-flight) password check: a sign-in or a current_password. */
export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  address: string;
  at: string;
}

/** An address a username has signed in from (kept 90 days after the last sign-in there). */
export interface SignInAddressesTable {
  id: Generated<number>;
  username: string;
  address: string;
  last_success_at: string;
}

/** One row per distinct content, keyed by the sha256 of its bytes (docs/architecture.md#content-and-files). */
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
  /** An image's alt text, one per image (docs/decisions/033); null before it was asked for, and for documents. */
  alt_text: Generated<string | null>;
}

/** The WebP copy of an image at one width, itself a file. */
export interface FileVariantsTable {
  sha256: string;
  width: number;
  variant_sha256: string;
}

/** Columns every content row has (docs/architecture.md#content-and-files): ISO 8601 timestamps, soft delete. */
interface ContentRowBase {
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** The shared id space of news and blog posts: a post's id is drawn here first. */
export interface PostIdsTable {
  id: Generated<number>;
  collection: 'news_events' | 'blog_posts';
  created_at: string;
}

/**
 * The table of a content collection, from its definition (packages/contract/src/collections/):
 * a column for each declared field, as the record has it, and the bookkeeping columns. News and
 * blog posts take their id from post_ids; the others' is the table's own sequence.
 */
type ContentTable<D extends CollectionDef> = ContentRowBase & {
  id: D['table'] extends PostTable ? number : Generated<number>;
} & Omit<z.infer<D['record']>, 'id' | 'archivedAt' | 'createdAt' | 'updatedAt' | 'image_alt'>;

type PostTable = PostIdsTable['collection'];

type ContentTables = {
  [N in keyof typeof collections as (typeof collections)[N]['table']]: ContentTable<(typeof collections)[N]>;
};

/** A downloadable form or guide (docs/architecture.md#content-and-files); its bytes are a row of `files`. */
export interface FormFilesTable {
  id: Generated<number>;
  form_title: string;
  description: string | null;
  category: string | null;
  sha256: string;
  /** The original name reduced to safe characters, for Content-Disposition only. */
  file_name: string;
  mime_type: string;
  size: number;
  /** 1: everyone; 0: signed-in members only. */
  is_public: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** The hero image of one type (`landing`, `service`), at most one each. */
export interface LandingImagesTable {
  type: 'landing' | 'service';
  sha256: string;
  updated_at: string;
}

/** Live plans of current clients by date and status, kept by triggers (migration 0027, docs/decisions/039-list-counts.md). */
export interface PlanCountsTable {
  date: string;
  status: string;
  n: number;
}

/**
 * Live diary entries (plan live or none, client current) by date, kept by triggers (migration 0027); on PostgreSQL an
 * entry's count is added at commit from `journal_counts_pending`, as its report sums are from `report_sums_pending`
 * (migration 0036, decision 059), tables of the triggers' own that the API never reads.
 */
export interface JournalCountsTable {
  date: string;
  n: number;
}

/** The audit trail's entries counted up to a mark (migration 0035, docs/decisions/058-audit-count-mark.md): one row, id 1. */
/** How many entries up to the audit count mark have each entity, and each action (migration 0039). */
export interface AuditCountKeysTable {
  field: 'entity' | 'action';
  value: string;
  n: number;
}

export interface AuditCountMarkTable {
  id: number;
  /** Every entry with an id up to this one is counted in `n`. */
  last_id: number;
  n: number;
  /** PostgreSQL: the largest id seen when `pending_snapshot` was taken; the mark moves there once that snapshot's transactions have ended. */
  pending_id: number | null;
  pending_snapshot: string | null;
}

/** Live people (not archived) of each role, kept by triggers (migration 0031, docs/decisions/050-people-counts.md). */
export interface UserCountsTable {
  category_id: number;
  n: number;
}

/**
 * Live people of each role in each region (`region_key`: the region as the database lowercases it), kept by triggers
 * (migration 0042, docs/decisions/068-people-region-counts.md).
 */
export interface UserRegionCountsTable {
  category_id: number;
  region_key: string;
  n: number;
}

/** An outcome funders ask about besides hours (docs/architecture.md#reports-and-outcomes). */
export interface MilestonesTable {
  id: Generated<number>;
  client_id: number;
  kind: string;
  date: string;
  value: number | null;
  notes: string | null;
  recorded_by: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

type ReportMonth = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12';
type ReportActivity = 'meeting' | 'phone' | 'email' | 'site_visit' | 'training' | 'preparation' | 'travel' | 'other';

/**
 * A client's sums over one fiscal year, kept by triggers (migration 0029, docs/decisions/041): their counting
 * entries (in all, per calendar month, per activity), the latest one's date, their live plans and milestones.
 */
export type ReportClientYearsTable = {
  fiscal_year: number;
  client_id: number;
  last_entry_date: string | null;
  entries: number;
  minutes: number;
  plans: number;
  milestones: number;
} & { [K in `${'entries' | 'minutes'}_${ReportMonth | ReportActivity}`]: number };

/** An application for coaching (docs/architecture.md#applications-and-accounts); `needs` is a JSON array of the contract's needs. */
export interface ApplicationsTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  email: string;
  /** Empty (with business_type, region, city, licensed) for an entry made by self-registration, which does not ask them. */
  phone: string | null;
  business_name: string | null;
  business_type: string | null;
  region: string | null;
  city: string | null;
  licensed: string | null;
  spaces: number | null;
  needs: string;
  message: string | null;
  status: 'new' | 'contacted' | 'enrolled' | 'declined';
  admin_note: string | null;
  /** The client account enrolling created, or that registered itself (source 'registration'). */
  user_id: number | null;
  /** Where it came from: the /apply form or self-registration (migration 0021). */
  source: ColumnType<'form' | 'registration', 'form' | 'registration' | undefined, 'form' | 'registration'>;
  created_at: string;
  updated_at: string;
}

/** A single-use link (docs/architecture.md#applications-and-accounts): only the SHA-256 of its token is kept. */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'invitation' | 'reset';
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** Who sent it (an administrator or coach); null for a reset the person asked for. */
  created_by: number | null;
}

/** A person's authenticator secret (AES-GCM under a key from the server's secret); pending while `enabled_at` is null. */
export interface TwoFactorTable {
  user_id: number;
  secret_enc: string;
  enabled_at: string | null;
  /** The TOTP time step of the last code accepted: no code of that step or before is taken again. */
  last_time_step: number | string | null;
  created_at: string;
}

/** A one-time recovery code: only its SHA-256 is kept. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A two-factor sign-in challenge already used (its SHA-256), kept until it would have expired: each gives one session. */
export interface SpentChallengesTable {
  challenge_hash: string;
  expires_at: string;
}

/** A link mailed to unlock a person's sign-in from a new address: only the SHA-256 of its token is kept. */
export interface UnlockLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An outgoing message and where its delivery stands (lib/mail-queue.ts). */
export interface MailQueueTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  reply_to: string | null;
  /** The MailContent as JSON; '' once sent. */
  content: string;
  status: 'waiting' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** The instance delivering it, and until when its claim holds (then another may take it up). */
  locked_by: string | null;
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A centre setting: its value as JSON text. */
export interface CentreSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A change sent with an Idempotency-Key, as it was stored (migrations/0033-idempotency-keys.ts). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  fingerprint: string;
  saved_entity: string | null;
  saved_id: number | null;
  status: number | null;
  answer: string | null;
  created_at: string;
}

export interface Database extends ContentTables {
  users: UsersTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  centre_settings: CentreSettingsTable;
  regions: RegionsTable;
  import_batches: ImportBatchesTable;
  client_coach: ClientCoachTable;
  action_plans: ActionPlansTable;
  plan_steps: PlanStepsTable;
  action_journals: ActionJournalsTable;
  coaching_sessions: CoachingSessionsTable;
  coach_availability: CoachAvailabilityTable;
  availability_exceptions: AvailabilityExceptionsTable;
  calendar_feeds: CalendarFeedsTable;
  session_reminders: SessionRemindersTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
  message_reads: MessageReadsTable;
  client_files: ClientFilesTable;
  audit_entries: AuditEntriesTable;
  login_failures: LoginFailuresTable;
  sign_in_addresses: SignInAddressesTable;
  files: FilesTable;
  file_variants: FileVariantsTable;
  milestones: MilestonesTable;
  plan_counts: PlanCountsTable;
  journal_counts: JournalCountsTable;
  user_counts: UserCountsTable;
  user_region_counts: UserRegionCountsTable;
  audit_count_mark: AuditCountMarkTable;
  audit_count_keys: AuditCountKeysTable;
  report_client_years: ReportClientYearsTable;
  form_files: FormFilesTable;
  landing_images: LandingImagesTable;
  post_ids: PostIdsTable;
  applications: ApplicationsTable;
  account_tokens: AccountTokensTable;
  spent_challenges: SpentChallengesTable;
  unlock_links: UnlockLinksTable;
  mail_queue: MailQueueTable;
  idempotency_keys: IdempotencyKeysTable;
}
