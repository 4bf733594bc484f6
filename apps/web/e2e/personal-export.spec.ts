import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { paths } from '../src/app/paths';
import { settled } from './coaching-helpers';
import { signIn } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';

/**
 * The personal export (docs/decisions/034-personal-export.md): a client downloads their data from the account
 * page, and the ZIP holds their profile and their plan; an administrator downloads it from the client's profile.
 * Made with a client and coach of its own, so no demo count matters.
 */

const PASSWORD = 'Welcome-2026-my-data';

async function person(request: APIRequestContext, admin: Record<string, string>, first: string, category: 3 | 4) {
  const username = unique(first.toLowerCase());
  const lastname = `Export${username.slice(-4)}`;
  const res = await request.post('/api/users/create', {
    headers: admin,
    data: {
      username,
      password: PASSWORD,
      category_id: category,
      email: `${username}@example.ca`,
      firstname: first,
      lastname,
      region: 'Calgary',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, username, password: PASSWORD, firstname: first, lastname };
}

/** A client with a coach and one plan the coach wrote for them. */
async function clientWithPlan(request: APIRequestContext) {
  const admin = await bearer(request, STAFF.admin);
  const coach = await person(request, admin, 'Odile', 3);
  const client = await person(request, admin, 'Priya', 4);
  const assigned = await request.post('/api/client-coach', { headers: admin, data: { client_id: client.id, coach_id: coach.id } });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const summary = unique('Open a second room ');
  const plan = await request.post('/api/action-plans', {
    headers: await bearer(request, { username: coach.username, password: coach.password }),
    data: { client_id: client.id, date: '2026-09-01', summary, description: 'Ask the licensing officer about spaces.' },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  return { client, summary };
}

function unzipped(file: string): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(readFileSync(file)));
}

test('a client downloads their data from the account page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { client, summary } = await clientWithPlan(request);
  await signIn(page, { username: client.username, password: client.password }, paths.account);
  await settled(page);
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toContainText('summary.pdf');
  const button = section.getByRole('button', { name: 'Download my data' });

  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the account page with "Your data" (${width})`);
    await expectNoSidewaysScroll(page);
  });

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipped(await download.path());
  const profile = JSON.parse(strFromU8(files['profile.json'])) as { user: { id: number; firstname: string; lastname: string } };
  expect(profile.user).toMatchObject({ id: client.id, firstname: client.firstname, lastname: client.lastname });
  expect(strFromU8(files['plans.json'])).toContain(summary);
  expect(files['summary.pdf']).toBeDefined();
  // The button is ready again for another download.
  await expect(button).toBeEnabled();
});

test('an administrator downloads a client’s data from the client’s profile', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { client } = await clientWithPlan(request);
  await signIn(page, STAFF.admin, paths.clientProfile(client.id));
  await settled(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download their data (${client.firstname} ${client.lastname})` }).click();
  const files = unzipped(await (await downloading).path());
  expect(JSON.parse(strFromU8(files['profile.json'])).user.id).toBe(client.id);
});
