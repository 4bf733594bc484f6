import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNT_CLOSED } from '@tc/contract/users';
import { paths } from '../src/app/paths';
import { signIn, urlOf } from './helpers';
import { atBothWidths, bearer, expectAxeClean, expectNoSidewaysScroll, STAFF, unique } from './people-helpers';

/**
 * docs/decisions/029-closing-a-file.md: an administrator closes a client's file after a question; the client
 * leaves the listing and cannot sign in; the file is found under Closed files and reopened. "Send invitation
 * again" asks first, and is there only for someone who has never set a password.
 */

const PASSWORD = 'harbour-lantern-violet';

async function newClient(request: APIRequestContext, first: string, withPassword: boolean) {
  const username = first.toLowerCase();
  const answer = await request.post('/api/users/create', {
    headers: await bearer(request, STAFF.admin),
    data: {
      username,
      email: `${username}@closing.example.ca`,
      firstname: first,
      lastname: 'Closewell',
      category_id: 4,
      business_name: `${first} Day Home`,
      ...(withPassword ? { password: PASSWORD } : {}),
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { id: number; username: string; email: string };
}

test('an administrator closes a client’s file after a question, it leaves the list, and reopens it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const first = unique('Cleo');
  const client = await newClient(request, first, true);
  const name = `${first} Closewell`;
  await signIn(page, STAFF.admin, paths.clientProfile(client.id));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the client's profile (${width})`);
    await expectNoSidewaysScroll(page);
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Asked first; Cancel changes nothing.
  await page.getByRole('button', { name: 'Close file' }).click();
  const question = page.getByRole('alertdialog', { name: `Close ${name}'s file?` });
  await expect(question).toContainText('will no longer be able to sign in');
  await expectAxeClean(page, 'the close-file question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await page.getByRole('button', { name: 'Close file' }).click();
  await question.getByRole('button', { name: 'Close file' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText(/^File closed on \w+ \d{1,2}, \d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close file' })).toHaveCount(0);
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `a closed file (${width})`);
    await expectNoSidewaysScroll(page);
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The client cannot sign in, and is told why.
  const refused = await request.post('/api/auth/login', { data: { username: client.username, password: PASSWORD } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: string }).error).toBe(ACCOUNT_CLOSED);

  // Gone from the listing; found under Closed files, and reopened there.
  await page.goto(`${paths.clientListing}?q=${first}`);
  await expect(page.getByText('No clients match')).toBeVisible();
  await page.getByRole('button', { name: 'Show closed files' }).click();
  const closed = page.getByRole('list', { name: 'Closed files' });
  await expect(closed.getByRole('link', { name })).toBeVisible();
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the closed files (${width})`);
    await expectNoSidewaysScroll(page);
  });
  await closed.getByRole('button', { name: `Reopen ${name}'s file` }).click();
  await expect(page.getByText('File reopened')).toBeVisible();
  await expect(closed.getByRole('link', { name })).toHaveCount(0);
  // Back in the listing, which reads again.
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  expect((await request.post('/api/auth/login', { data: { username: client.username, password: PASSWORD } })).status()).toBe(200);
});

test('“Send invitation again” asks first, naming the person and address, and is absent once a password is set', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const first = unique('Ivy');
  const waiting = await newClient(request, first, false);
  const established = await newClient(request, unique('Esme'), true);
  await signIn(page, STAFF.admin, paths.clientProfile(waiting.id));
  await page.getByRole('button', { name: 'Send invitation again' }).click();
  const question = page.getByRole('alertdialog', { name: `Send ${first} Closewell a new invitation?` });
  await expect(question).toContainText(waiting.email);
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the invitation question (${width})`);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await question.getByRole('button', { name: 'Send invitation' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `We've emailed an invitation to ${waiting.email}.` })).toBeVisible();

  await page.goto(paths.clientProfile(established.id));
  await expect(page.getByRole('button', { name: 'Edit client' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation again' })).toHaveCount(0);
  await expect(page).toHaveURL(urlOf(paths.clientProfile(established.id)));
});
