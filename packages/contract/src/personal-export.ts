/**
 * A person's own data as one ZIP (docs/decisions/034-personal-export.md): what each file of it holds, written
 * once, for the README.txt inside it and the account page's card that offers it.
 */
export const PERSONAL_EXPORT_FILES = [
  ['README.txt', 'This list.'],
  ['summary.pdf', 'A readable summary: who, when it was made, the counts, your plans with their steps, your sessions and hours.'],
  ['profile.json, profile.csv', 'Your account: name, contacts, business, region, your coaches or clients, the emails you chose.'],
  ['plans.json, plans.csv', 'Your action plans, each with its steps.'],
  ['diary.json, diary.csv', 'The time diary: each entry with its date, minutes, activity and notes.'],
  ['sessions.json, sessions.csv', 'Coaching sessions: past and to come, with their status.'],
  ['messages.json, messages.csv', 'The conversations you can read, every message with its author and attachments.'],
  ['milestones.json, milestones.csv', 'Milestones recorded (licence obtained, spaces added…).'],
  ['files/', 'Your documents and message attachments, under their own names.'],
] as const;

/** The name the download is saved under, with the day it was made (Alberta). */
export const personalExportName = (day: string) => `my-data-${day}.zip`;
