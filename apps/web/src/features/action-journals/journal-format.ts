import { ACTIVITY_LABELS, type Activity } from '@tc/contract/coaching';
import type { ActionJournal } from '@tc/contract/coaching';

/** 90 → "1 h 30 min", 60 → "1 h", 45 → "45 min". */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(Number.isFinite(total) ? total : 0));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

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
