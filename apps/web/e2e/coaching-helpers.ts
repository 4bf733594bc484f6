import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pickOption } from './people-helpers';

/** Accounts these specs sign in as. None of them signs out: logout ends every session of the account, other tests' too. */
export const PEOPLE = {
  sarah: { username: 'coach.sarah', password: 'Coach-demo-2026' },
  admin: { username: 'admin', password: 'Admin-demo-2026' },
  /** Not client.maple: roles.spec signs that one out, which ends all its sessions, mid-test for anyone else. */
  sunshine: { username: 'client.sunshine', password: 'Client-demo-2026' },
} as const;

/** A bearer token for calls the test makes itself (setting up data). */
export async function apiToken(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The id of the demo client whose name or business matches `q` (asked as the administrator). */
export async function clientId(request: APIRequestContext, token: string, q: string): Promise<number> {
  const response = await request.get(`/api/users/clients?q=${encodeURIComponent(q)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const clients = (await response.json()) as { id: number }[];
  expect(clients.length, `one client matching ${q}`).toBe(1);
  return clients[0].id;
}

/** Minutes from "6 h 50 min", "2 h" or "45 min". */
export function minutesOf(text: string): number {
  const hours = /(\d+)\s*h/.exec(text);
  const minutes = /(\d+)\s*min/.exec(text);
  return (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0);
}

/** Waits until the screen has its data (no loading spinner left). */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /Loading/ })).toHaveCount(0);
}

/** What the "Log time" dialog of a client's diary is filled with. */
export interface TimeEntry {
  /** Part of the plan's summary, as its option reads. */
  plan: string;
  date: string;
  hours?: string;
  minutes?: string;
  activity: string;
  notes: string;
}

/** Opens "Log time" on a client's diary and fills it in; the caller adds the entry (and sees what the save says). */
export async function fillTimeEntry(page: Page, entry: TimeEntry) {
  await page.getByRole('button', { name: 'Log time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log time' });
  await pickOption(dialog.getByRole('combobox', { name: 'Action plan' }), new RegExp(entry.plan));
  await dialog.getByLabel('Date').fill(entry.date);
  if (entry.hours) await dialog.getByLabel('Hours').fill(entry.hours);
  if (entry.minutes) await dialog.getByLabel('Minutes').fill(entry.minutes);
  await pickOption(dialog.getByRole('combobox', { name: 'Activity' }), entry.activity);
  await dialog.getByLabel('Notes').fill(entry.notes);
  return dialog;
}
