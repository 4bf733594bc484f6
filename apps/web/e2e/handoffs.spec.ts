import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { paths, patterns } from '../src/app/paths';
import { apply, markContacted } from './application-helpers';
import { signIn, urlOf, snapshotEveryPageOnFailure } from './helpers';
import { atBothWidths, expectAxeClean, expectNoSidewaysScroll, loaded, STAFF, unique } from './people-helpers';

snapshotEveryPageOnFailure();

/*
 * Hand-offs (docs/decisions/028-hand-offs.md): an administrator enrols an application with the coach the
 * dialog suggests (Calgary has one demo coach, Sarah Thompson), and both the coach and the new client are
 * emailed; the client's profile shows what they wrote, and the coach's dashboard flags them as new.
 * The main e2e server writes its mail to DATA_DIR/outbox (playwright.config.ts), read here.
 */
const OUTBOX = path.join(process.env.TC_E2E_DATA_DIR ?? '', 'outbox');

interface Mail {
  to: string;
  subject: string;
  raw: string;
}

/** RFC 2047 words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

/** Every message in the outbox, its headers unfolded. */
function outbox(): Mail[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs.readdirSync(OUTBOX).map((file) => {
    const raw = fs.readFileSync(path.join(OUTBOX, file), 'utf8');
    const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
    return { to: header('To'), subject: decodeWords(header('Subject')), raw };
  });
}

/**
 * The one message with this subject to this address, waiting for it to be written. Other tests running beside
 * this one assign clients to Sarah too, so "Your coach is Sarah Thompson" goes to others as well.
 */
async function mailWithSubject(subject: string, to: string): Promise<Mail> {
  const mine = () => outbox().filter((m) => m.subject === subject && m.to.includes(to));
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
  return mine()[0];
}

test('an administrator enrols an application with the suggested coach; both are emailed and the coach sees a new client', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const first = unique('Amara');
  const name = `${first} Okafor`;
  const email = `${first.toLowerCase()}@example.ca`;
  const visitor = await browser.newContext({ baseURL });
  try {
    await apply(await visitor.newPage(), first, 'Okafor');
  } finally {
    await visitor.close();
  }

  await signIn(page, STAFF.admin);
  const details = await markContacted(page, first, name);

  // The enrol dialog offers Calgary's coaches, the one with the fewest clients first and already chosen. Other specs
  // add Calgary coaches of their own to the same server, so which one that is depends on which specs ran before.
  await details.getByRole('button', { name: 'Enrol' }).click();
  const enrol = page.getByRole('alertdialog', { name: `Enrol ${name}?` });
  const coaches = enrol.getByRole('radiogroup');
  await expect(coaches).toBeVisible();
  const offered = coaches.getByRole('radio', { name: / · Calgary · \d+ clients?$/ });
  await expect(offered.first()).toBeChecked();
  const loads = (await coaches.locator('label').allInnerTexts()).flatMap((label) => {
    const count = / · (\d+) clients?$/.exec(label.trim());
    return count ? [Number(count[1])] : [];
  });
  expect(loads.length).toBeGreaterThan(0);
  expect(loads).toEqual([...loads].sort((a, b) => a - b));
  await expect(coaches.getByRole('radio', { name: 'No coach yet (assign one later)' })).not.toBeChecked();
  await atBothWidths(page, async (width) => expectAxeClean(page, `the enrol dialog (${width})`));
  await page.setViewportSize({ width: 1280, height: 800 });
  // Sarah, whose mail and dashboard the rest follows, is offered; the administrator chooses her.
  const sarah = coaches.getByRole('radio', { name: /^Sarah Thompson · Calgary · \d+ clients?$/ });
  await sarah.check();
  await expect(sarah).toBeChecked();
  await enrol.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText(`${name} is enrolled: their client account is ready. Sarah Thompson is their coach`)).toBeVisible();
  await expect(details).toContainText('Enrolled');

  // Both emails, read from the outbox: the coach's with what the applicant wrote, the client's with the coach's contact.
  const toCoach = await mailWithSubject(`You have a new client: ${name}, ${first} Day Home`, 'sarah');
  expect(toCoach.raw).toContain('Applying now');
  expect(toCoach.raw).toContain('I hope to open in the spring.');
  expect(toCoach.raw).toMatch(/^List-Unsubscribe:/im);
  const toClient = await mailWithSubject('Your coach is Sarah Thompson', email);
  expect(toClient.raw).toMatch(/Email: \S+@/);

  // The client's profile carries the intake, with a link back to the application.
  await details.getByRole('link', { name: `Open ${name}'s client profile` }).click();
  await expect(page).toHaveURL(urlOf(patterns.clientProfile));
  const intake = page.getByTestId('profile-intake');
  await expect(intake.getByRole('heading', { name: 'Intake' })).toBeVisible();
  await expect(intake).toContainText('Family day home');
  await expect(intake).toContainText('Applying now');
  await expect(intake).toContainText('A business plan; Grants and funding');
  await expect(intake).toContainText('I hope to open in the spring.');
  await expect(page.getByTestId('profile-coaches')).toContainText('Sarah Thompson');
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `the client's profile with its intake (${width})`);
    if (width === 'phone') await expectNoSidewaysScroll(page);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await intake.getByRole('link', { name: 'Open the application' }).click();
  await expect(page.getByRole('dialog', { name: `Application of ${name}` })).toBeVisible();

  // Sarah's dashboard flags the new client: no plan or session yet.
  await signIn(page, STAFF.sarah, paths.dashboard);
  await loaded(page);
  const fresh = page.getByTestId('new-clients');
  await expect(fresh.getByRole('listitem').filter({ hasText: name })).toContainText('New client: no plan or session yet');
  await expect(fresh.getByRole('link', { name: `Profile of ${name}` })).toHaveAttribute('href', urlOf(patterns.clientProfile));
  await atBothWidths(page, async (width) => {
    await expectAxeClean(page, `a coach's dashboard with a new client (${width})`);
    if (width === 'phone') await expectNoSidewaysScroll(page);
  });
});
