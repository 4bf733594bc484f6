import type { AuditAction, AuditChange, AuditPerson } from '@tc/contract/audit';
import { fieldLabel, valueText } from '@tc/contract/audit-diff';
import { collections } from '@tc/contract/content';
import { MILESTONE_LABELS, type MilestoneKind } from '@tc/contract/reports';
import { ROLES } from '@tc/contract/roles';

/**
 * An audit entry as a sentence a person reads: "Grace Park changed Leila Haddad's phone",
 * "Sarah Lee created the plan 'Fall enrolment marketing' for Emily Chen". Made here, once, for the
 * trail, the dashboard and the CSV (docs/decisions/036). Names are the people's names as they are now
 * (`Known`, read by db/audit-repository.ts), never the copies an old snapshot holds; a record's title
 * is its title now, or, when the record is gone, the one its snapshot kept.
 */

export type Snapshot = Record<string, unknown>;

/** A person as the users table has them now. */
export interface KnownPerson extends AuditPerson {
  category_id: number;
}

/** What the database says now about the people and records a page of entries names. */
export interface Known {
  people: Map<number, KnownPerson>;
  plans: Map<number, { summary: string; client_id: number }>;
  steps: Map<number, { title: string; actionplan_id: number }>;
  /** Current titles of other records, by entity then id (content items, forms). */
  titles: Map<string, Map<number, string>>;
}

export interface EntryFacts {
  action: AuditAction;
  entity: string;
  entity_id: number | null;
  actor_id: number | null;
  before: unknown;
  after: unknown;
}

export interface Wording {
  description: string;
  record: string;
  person: AuditPerson | null;
  changes: AuditChange[];
}

const isSnapshot = (v: unknown): v is Snapshot => typeof v === 'object' && v !== null && !Array.isArray(v);
const snap = (v: unknown): Snapshot => (isSnapshot(v) ? v : {});
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The content collections by table, as entries name them. */
const COLLECTIONS = new Map(Object.values(collections).map((def) => [def.table as string, def]));

/** Entities whose record is a person (the entity id is the user's). */
const PERSON_ENTITIES = new Set(['user', 'users', 'two_factor', 'calendar_feeds', 'availability', 'personal_export']);

/** Fields that change with every write and say nothing of what changed. */
const STAMPS = new Set(['updatedAt', 'updated_at', 'createdAt', 'created_at']);

/** The people and records an entry needs looked up: the db side reads these in one go for a page. */
export function wanted(e: EntryFacts): { people: number[]; plans: number[]; steps: number[]; titles: [string, number][] } {
  const record = { ...snap(e.before), ...snap(e.after) };
  const people: number[] = [];
  const plans: number[] = [];
  const steps: number[] = [];
  const titles: [string, number][] = [];
  if (e.actor_id !== null) people.push(e.actor_id);
  if (e.entity_id !== null && (PERSON_ENTITIES.has(e.entity) || e.action.startsWith('login') || e.action === 'unlock'))
    people.push(e.entity_id);
  for (const field of ['client_id', 'coach_id', 'user_id']) {
    const id = num(record[field]);
    if (id !== null) people.push(id);
  }
  if (e.entity === 'action_plan' && e.entity_id !== null) plans.push(e.entity_id);
  if (e.entity === 'plan_steps_order' && e.entity_id !== null) plans.push(e.entity_id);
  if (e.entity === 'plan_step' && e.entity_id !== null) steps.push(e.entity_id);
  const plan = num(record.actionplan_id);
  if (plan !== null) plans.push(plan);
  if (e.entity_id !== null && (COLLECTIONS.has(e.entity) || e.entity === 'form_file')) titles.push([e.entity, e.entity_id]);
  return { people, plans, steps, titles };
}

/** A person by name as they are now ("Erased client #14" once erased); `person #N` for an id no row has. */
export function personName(p: AuditPerson | undefined, id: number): string {
  if (!p) return `person #${id}`;
  return `${p.firstname} ${p.lastname}`.trim() || p.username;
}

const publicPerson = (p: KnownPerson | undefined): AuditPerson | null =>
  p ? { id: p.id, username: p.username, firstname: p.firstname, lastname: p.lastname, erased: p.erased } : null;

const ROLE_WORDS: Record<number, string> = { [ROLES.ADMIN]: 'administrator', [ROLES.COACH]: 'coach', [ROLES.CLIENT]: 'client' };

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
/** "2026-06-02" → "Jun 2, 2026"; an Alberta wall time "2026-12-01T10:00" → "Dec 1, 2026, 10:00". */
function dayText(value: unknown): string {
  const text = str(value);
  if (!text) return 'an unknown day';
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(text);
  if (!m) return text;
  const day = DAY.format(Date.parse(`${m[1]}T00:00:00Z`));
  return m[2] ? `${day}, ${m[2]}` : day;
}

const lower = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** "phone", "phone and city", "phone, city and region", "5 fields". */
function fieldList(changes: AuditChange[]): string {
  const labels = [...new Set(changes.map((c) => lower(c.label)))];
  if (labels.length === 0) return '';
  if (labels.length > 3) return `${labels.length} fields`;
  return labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * What an update changed, field by field: the record's own fields (a nested copy of another record,
 * as a plan's `coach`, follows its id beside it) and not the time stamps every write moves.
 */
export function changedFields(entity: string, before: unknown, after: unknown): AuditChange[] {
  if (!isSnapshot(before) || !isSnapshot(after)) return [];
  const fields = [...Object.keys(before), ...Object.keys(after).filter((k) => !(k in before))];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (STAMPS.has(field)) continue;
    const was = before[field];
    const is = after[field];
    if (isSnapshot(was) || isSnapshot(is)) continue;
    if (JSON.stringify(was ?? null) === JSON.stringify(is ?? null)) continue;
    changes.push({ field, label: fieldLabel(field, entity), before: valueText(was), after: valueText(is) });
  }
  return changes;
}

interface Phrase {
  /** "the plan 'X' for Emily Chen" */
  text: string;
  /** For a person's own record: their name, so an update reads "Leila Haddad's phone". */
  owner?: string;
  person: KnownPerson | undefined;
}

/** The record an entry is about, as the sentence names it. */
function phrase(e: EntryFacts, k: Known): Phrase {
  const record = { ...snap(e.before), ...snap(e.after) };
  const who = (id: number | null) => (id === null ? undefined : k.people.get(id));
  const name = (id: number | null) => (id === null ? 'someone' : personName(who(id), id));
  const quoted = (title: string | null, fallback: string) => (title ? `'${title}'` : fallback);
  const id = e.entity_id;

  if (PERSON_ENTITIES.has(e.entity)) {
    const person = who(id);
    const role = person ? ROLE_WORDS[person.category_id] : undefined;
    const full = id === null ? 'someone' : name(id);
    if (e.entity === 'two_factor') return { text: `two-factor sign-in of ${full}`, owner: full, person };
    if (e.entity === 'availability') return { text: `the hours of ${full}`, owner: full, person };
    if (e.entity === 'calendar_feeds') return { text: `the calendar feed of ${full}`, owner: full, person };
    if (e.entity === 'personal_export') return { text: `the data of ${full}`, owner: full, person };
    return { text: role ? `the ${role} ${full}` : full, owner: full, person };
  }

  const planText = (planId: number | null) => {
    const plan = planId === null ? undefined : k.plans.get(planId);
    const title = plan?.summary ?? (planId === id && e.entity === 'action_plan' ? str(record.summary) : null);
    const clientId = plan?.client_id ?? num(record.client_id);
    return { text: `the plan ${quoted(title, `#${planId ?? '?'}`)} for ${name(clientId)}`, clientId };
  };

  switch (e.entity) {
    case 'action_plan': {
      const plan = planText(id);
      return { text: plan.text, person: who(plan.clientId) };
    }
    case 'plan_steps_order': {
      const plan = planText(id);
      return { text: `the steps of ${plan.text}`, person: who(plan.clientId) };
    }
    case 'plan_step': {
      const step = id === null ? undefined : k.steps.get(id);
      const plan = planText(step?.actionplan_id ?? num(record.actionplan_id));
      const title = step?.title ?? str(record.title);
      return { text: `the step ${quoted(title, `#${id}`)} of ${plan.text}`, person: who(plan.clientId) };
    }
    case 'action_journal': {
      const clientId = num(record.client_id);
      return { text: `the diary entry of ${dayText(record.date)} for ${name(clientId)}`, person: who(clientId) };
    }
    case 'session': {
      const clientId = num(record.client_id);
      return { text: `the session of ${dayText(record.localStart ?? record.start)} with ${name(clientId)}`, person: who(clientId) };
    }
    case 'milestone': {
      const clientId = num(record.client_id);
      const kind = MILESTONE_LABELS[record.kind as MilestoneKind] ?? str(record.kind) ?? 'milestone';
      return { text: `the milestone '${kind}' for ${name(clientId)}`, person: who(clientId) };
    }
    case 'message': {
      const clientId = num(record.client_id);
      return { text: `a message in the conversation of ${name(clientId)}`, person: who(clientId) };
    }
    case 'client_file': {
      const clientId = num(record.client_id);
      return { text: `the document ${quoted(str(record.file_name), `#${id}`)} of ${name(clientId)}`, person: who(clientId) };
    }
    case 'client_coach': {
      const clientId = num(record.client_id);
      return { text: `${name(num(record.coach_id))} as coach of ${name(clientId)}`, person: who(clientId) };
    }
    case 'application': {
      const applicant = [str(record.firstname), str(record.lastname)].filter(Boolean).join(' ');
      return { text: `the application ${applicant ? `from ${applicant}` : `#${id}`}`, person: undefined };
    }
    case 'region':
      return { text: `the region ${quoted(str(record.name), `#${id}`)}`, person: undefined };
    case 'form_file':
      return { text: `the form ${quoted(currentTitle(e, k) ?? str(record.title), `#${id}`)}`, person: undefined };
    case 'landing_image':
      return { text: `the landing image ${quoted(str(record.key) ?? str(record.name), `#${id}`)}`, person: undefined };
    case 'file':
      return { text: `the image ${quoted(str(record.name) ?? str(record.original_name), '')}`.trim(), person: undefined };
    case 'centre_settings':
      return { text: "the centre's settings", person: undefined };
    case 'mail':
      return { text: `the email to ${str(record.recipient) ?? 'someone'}`, person: undefined };
    case 'account_link': {
      const userId = num(record.user_id);
      const what = record.purpose === 'reset' ? 'a password reset link' : 'an invitation';
      return { text: `${what} for ${name(userId)}`, person: who(userId) };
    }
    case 'unlock_link':
      return { text: `an unlock link for ${str(record.username) ?? 'someone'}`, person: undefined };
    default: {
      const def = COLLECTIONS.get(e.entity);
      if (def) {
        const title = currentTitle(e, k) ?? str(record[def.adminList.title]);
        return { text: `the ${lower(def.auditLabel)} ${quoted(title, `#${id}`)}`, person: undefined };
      }
      return { text: `${e.entity.replace(/_/g, ' ')}${id === null ? '' : ` #${id}`}`, person: undefined };
    }
  }
}

function currentTitle(e: EntryFacts, k: Known): string | null {
  return e.entity_id === null ? null : (k.titles.get(e.entity)?.get(e.entity_id) ?? null);
}

const CREATE_VERBS: Record<string, string> = {
  plan_step: 'added',
  action_journal: 'added',
  message: 'sent',
  client_file: 'uploaded',
  file: 'uploaded',
  form_file: 'added',
  region: 'added',
  milestone: 'recorded',
  client_coach: 'assigned',
  account_link: 'sent',
  session: 'scheduled',
  user: 'added',
  two_factor: 'started setting up',
  calendar_feeds: 'made',
};
const DELETE_VERBS: Record<string, string> = {
  user: 'archived',
  client_coach: 'removed',
  two_factor: 'turned off',
  calendar_feeds: 'turned off',
};

/** The sentence, the record's phrase, its person and the fields changed, for one entry. */
export function describeEntry(e: EntryFacts, k: Known): Wording {
  const actor = e.actor_id === null ? undefined : k.people.get(e.actor_id);
  const actorName = e.actor_id === null ? 'Someone' : personName(actor, e.actor_id);
  const p = phrase(e, k);
  const changes = e.action === 'update' ? changedFields(e.entity, e.before, e.after) : [];
  const done = (sentence: string): Wording => ({ description: sentence, record: p.text, person: publicPerson(p.person), changes });
  const after = snap(e.after);
  const before = snap(e.before);
  const target = () => (e.entity_id !== null && p.owner) || str(after.username) || 'an unknown username';
  const self = e.actor_id !== null && e.actor_id === p.person?.id && PERSON_ENTITIES.has(e.entity);

  switch (e.action) {
    case 'login':
      return done(`${actorName} signed in`);
    case 'logout':
      return done(`${actorName} signed out`);
    case 'login_failed':
      return done(`Someone failed to sign in as ${e.entity_id === null ? `'${target()}'` : target()}`);
    case 'login_locked':
      return done(`Signing in as ${e.entity_id === null ? `'${target()}'` : target()} was paused after too many failed attempts`);
    case 'unlock':
      return done(`${actorName} cleared the sign-in lock of ${e.entity_id === null ? `'${target()}'` : target()}`);
    case 'create': {
      if (e.entity === 'user' && self) return done(`${actorName} registered`);
      // A personal export (privacy request): the person's own download, or an administrator's for them.
      if (e.entity === 'personal_export') return done(self ? `${actorName} downloaded their data` : `${actorName} downloaded ${p.text}`);
      if (e.entity === 'application' && e.actor_id === null) return done(`Someone sent ${p.text}`);
      if (e.entity === 'session' && e.actor_id !== null && e.actor_id === p.person?.id) return done(`${actorName} asked for ${p.text}`);
      return done(`${actorName} ${CREATE_VERBS[e.entity] ?? 'created'} ${p.text}`);
    }
    case 'delete':
      return done(`${actorName} ${DELETE_VERBS[e.entity] ?? 'deleted'} ${p.text}`);
    case 'restore':
      return done(`${actorName} restored ${p.text}`);
    case 'erase': {
      // "Grace Park erased client #14 on request": the name the row has now says no more than that.
      const role = p.person ? ROLE_WORDS[p.person.category_id] : undefined;
      return done(`${actorName} erased ${role && e.entity_id !== null ? `${role} #${e.entity_id}` : p.text} on request`);
    }
    case 'update': {
      if (e.entity === 'plan_step' && 'done_at' in after && (before.done_at === null) !== (after.done_at === null)) {
        return done(`${actorName} ${after.done_at === null ? 'unticked' : 'ticked'} ${p.text}`);
      }
      if (COLLECTIONS.has(e.entity) && before.status !== after.status && typeof after.status === 'string') {
        return done(`${actorName} ${after.status === 'published' ? 'published' : 'unpublished'} ${p.text}`);
      }
      if (e.entity === 'plan_steps_order') return done(`${actorName} reordered ${p.text}`);
      if (e.entity === 'mail') return done(`${actorName} sent again ${p.text}`);
      if (e.entity === 'two_factor') return done(`${actorName} changed ${p.text}`);
      const fields = fieldList(changes);
      if (p.owner !== undefined) {
        const whose = self ? 'their own' : `${p.owner}'s`;
        return done(`${actorName} changed ${whose} ${fields || 'details'}`);
      }
      return done(fields ? `${actorName} changed the ${fields} of ${p.text}` : `${actorName} changed ${p.text}`);
    }
    default:
      return done(`${actorName} ${String(e.action).replace(/_/g, ' ')} ${p.text}`);
  }
}
