import { expect, test } from '@playwright/test';
import { paths } from '../src/app/paths';
import { apiToken, clientId, fillTimeEntry, PEOPLE, settled } from './coaching-helpers';
import { signIn } from './helpers';

/** Two days back: in the past on any clock, the API's (Alberta) included. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * On a weak signal (issue 29, docs/decisions/053-idempotency-keys.md): the server stores a coach's diary entry, and
 * its answer is lost on the way back. The app sends the save again under the same Idempotency-Key; the server answers
 * it as it did the first time, and the diary holds the entry once.
 */
test('a diary entry whose answer was lost is sent again under its key, and stored once', async ({ page, request }) => {
  test.setTimeout(60_000);
  const admin = await apiToken(request, PEOPLE.admin);
  const client = await clientId(request, admin, 'Little Maples');
  const coach = await apiToken(request, PEOPLE.sarah);
  const summary = `Weak signal plan ${Date.now()}`;
  const notes = `Visit on a farm road ${Date.now()}`;
  const plan = await request.post('/api/action-plans', {
    headers: { Authorization: `Bearer ${coach}` },
    data: { client_id: client, date: daysAgo(3), summary },
  });
  expect(plan.status()).toBe(201);

  // The first save reaches the server, which stores it; its answer never reaches the phone. Later ones go through.
  const keys: string[] = [];
  await page.route('**/api/action-journals', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((await route.request().headerValue('idempotency-key')) ?? 'none');
    if (keys.length > 1) return route.continue();
    // Playwright's own connection to the server may meet an idle keep-alive socket the server just closed: it asks
    // again, which the key makes safe (the entry is stored once whichever reached the server).
    const stored = await route.fetch().catch(() => route.fetch());
    expect(stored.status()).toBe(201);
    return route.abort('connectionreset');
  });

  await signIn(page, PEOPLE.sarah, paths.timeDiary(client));
  await settled(page);
  const entryDialog = await fillTimeEntry(page, { plan: summary, date: daysAgo(2), hours: '1', activity: 'Site visit', notes });
  await entryDialog.getByRole('button', { name: 'Add entry' }).click();

  await expect(page.getByText('Time entry added')).toBeVisible({ timeout: 15_000 });
  await expect(entryDialog).toHaveCount(0);
  await expect(page.getByText(notes)).toHaveCount(1);
  // Sent twice, under one key; stored once.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const diary = await request.get(`/api/action-journals?client_id=${client}&pageSize=100`, {
    headers: { Authorization: `Bearer ${coach}` },
  });
  const entries = (await diary.json()) as { notes: string | null }[];
  expect(entries.filter((e) => e.notes === notes)).toHaveLength(1);
});
