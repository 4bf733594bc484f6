import type { ActionJournal, ActionPlan } from '@tc/contract/coaching';
import type { User } from '@tc/contract/users';

export interface CoachClientRow {
  id: number;
  firstname: string;
  lastname: string;
  business_name: string | null;
  /** Assigned to the coach now (a client whose records remain after a reassignment is not). */
  assigned: boolean;
  plans: number;
  entries: number;
  minutes: number;
  last_entry_date: string | null;
}

/**
 * The coach's clients with their time in the period: every assigned client
 * (with zeros where nothing was logged), and any other client whose plans or
 * entries by this coach fall in the period; the most hours first, then by name.
 */
export function coachClientRows(users: readonly User[], plans: readonly ActionPlan[], entries: readonly ActionJournal[]): CoachClientRow[] {
  const rows = new Map<number, CoachClientRow>();
  const row = (id: number, person: { firstname: string; lastname: string; business_name?: string | null }, assigned: boolean) => {
    let found = rows.get(id);
    if (!found) {
      found = {
        id,
        firstname: person.firstname,
        lastname: person.lastname,
        business_name: person.business_name ?? null,
        assigned,
        plans: 0,
        entries: 0,
        minutes: 0,
        last_entry_date: null,
      };
      rows.set(id, found);
    }
    return found;
  };
  for (const u of users) row(u.id, u, true);
  for (const p of plans) row(p.client_id, p.client, false).plans += 1;
  for (const e of entries) {
    const r = rows.get(e.client_id) ?? row(e.client_id, { firstname: 'Client', lastname: `#${e.client_id}` }, false);
    r.entries += 1;
    r.minutes += e.minutes;
    if (!r.last_entry_date || e.date > r.last_entry_date) r.last_entry_date = e.date;
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.minutes - a.minutes ||
      a.lastname.localeCompare(b.lastname, 'en-CA') ||
      a.firstname.localeCompare(b.firstname, 'en-CA') ||
      a.id - b.id,
  );
}
