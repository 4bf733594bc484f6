import { ACTIVITY_LABELS, NO_PLAN_LABEL, type Activity } from '@tc/contract/coaching';
import type { ActionJournal } from '@tc/contract/coaching';

export function activityLabel(activity: string): string {
  return ACTIVITY_LABELS[activity as Activity] ?? activity;
}

export interface DayGroup {
  date: string;
  minutes: number;
  entries: ActionJournal[];
}

/** Entries by calendar date, in the order they came (newest first from the API), with each day's total. */
export function groupByDate(entries: readonly ActionJournal[]): DayGroup[] {
  const groups: DayGroup[] = [];
  const byDate = new Map<string, DayGroup>();
  for (const entry of entries) {
    let group = byDate.get(entry.date);
    if (!group) {
      group = { date: entry.date, minutes: 0, entries: [] };
      byDate.set(entry.date, group);
      groups.push(group);
    }
    group.entries.push(entry);
    group.minutes += entry.minutes;
  }
  return groups;
}

export function personName(person: { firstname: string | null; lastname: string | null } | null | undefined): string {
  const name = [person?.firstname, person?.lastname].filter(Boolean).join(' ').trim();
  return name || 'N/A';
}

/** An entry's plan as the diary names it: its summary (N/A when blank), or "No plan" for time without one. */
export const planText = (entry: Pick<ActionJournal, 'plan'>): string => (entry.plan ? entry.plan.summary || 'N/A' : NO_PLAN_LABEL);
