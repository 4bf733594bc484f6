import { execFile } from 'node:child_process';
import { ROLES } from '@tc/contract/roles';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assign, type Cast, makeCast, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from './harness';
import { type Part, postMultipart } from './multipart';

/**
 * The personal export (docs/decisions/034-personal-export.md): a ZIP of everything a person can see and
 * nothing they cannot. Each test unzips the answer and reads every file of it.
 */

const PRIVATE = 'PRIVATE-x8m4';
const SHARED = 'SHARED-p3v7';
const OTHER = 'OTHERCLIENT-j5t1';

const pdfBytes = (tag: string) =>
  Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const document = (tag: string, filename: string): Part => ({ name: 'file', filename, contentType: 'application/pdf', data: pdfBytes(tag) });

function pdfToText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
    child.stdin!.end(Buffer.from(pdf));
  });
}

describe.each(DATABASES)('the personal export (%s)', (kind) => {
  let t: TestApp;
  let cast: Cast;
  let coCoach: Person;
  let plan: number;

  const ok = async (method: 'POST' | 'PUT', url: string, token: string, body: unknown) => {
    const res = await call(t.app, method, url, { token, body });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.data as JsonBody;
  };
  const download = (token: string | undefined, url = '/api/account/export') =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  async function unzipped(token: string, url?: string) {
    const res = await download(token, url);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
  }
  const json = (files: Record<string, Uint8Array>, name: string): JsonBody => JSON.parse(strFromU8(files[name]));
  /** Every byte of the ZIP's text files (not the stored documents) as one string, to search. */
  const allText = (files: Record<string, Uint8Array>) =>
    Object.entries(files)
      .filter(([name]) => !name.startsWith('files/') && name !== 'summary.pdf')
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    coCoach = await makeUser(t.app, ROLES.COACH);
    await assign(t.app, cast.client.id, coCoach.id);
    const coach = cast.coach.token;
    // The client's records, each shared text beside a private note.
    plan = (
      await ok('POST', '/api/action-plans', coach, {
        client_id: cast.client.id,
        date: '2025-06-01',
        summary: 'Licensing application',
        description: `${SHARED} plan`,
        privateNote: `${PRIVATE} plan`,
      })
    ).id;
    await ok('POST', `/api/action-plans/${plan}/steps`, coach, { title: 'Book the fire inspection' });
    const step = await ok('POST', `/api/action-plans/${plan}/steps`, coach, { title: 'Send the floor plan' });
    await ok('PUT', `/api/plan-steps/${step.id}/done`, cast.client.token, { done: true });
    await ok('POST', '/api/action-journals', coach, {
      actionplan_id: plan,
      date: '2025-06-02',
      minutes: 90,
      activity: 'phone',
      notes: `${SHARED} entry`,
      privateNote: `${PRIVATE} entry`,
    });
    await ok('POST', '/api/sessions', coach, {
      client_id: cast.client.id,
      start: '2027-02-03T10:00',
      minutes: 60,
      kind: 'visit',
      agenda: `${SHARED} session`,
      privateNote: `${PRIVATE} session`,
    });
    await ok('POST', '/api/milestones', coach, {
      client_id: cast.client.id,
      kind: 'licence_obtained',
      date: '2025-06-10',
      notes: `${SHARED} milestone`,
    });
    // A message from the coach, one from the client with an attachment, and a document of the profile.
    expect(
      (
        await postMultipart(
          t.app,
          `/api/clients/${cast.client.id}/messages`,
          [{ name: 'body', data: `${SHARED} hello from the coach` }],
          coach,
        )
      ).statusCode,
    ).toBe(201);
    const reply = await postMultipart(
      t.app,
      `/api/clients/${cast.client.id}/messages`,
      [
        { name: 'body', data: `${SHARED} reply` },
        { ...document('attachment', 'floor-plan.pdf'), name: 'files' },
      ],
      cast.client.token,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(
      (await postMultipart(t.app, `/api/clients/${cast.client.id}/files`, [document('licence-doc', 'licence.pdf')], coach)).statusCode,
    ).toBe(201);
    // Two documents of one name: each keeps its own file in the ZIP.
    expect(
      (await postMultipart(t.app, `/api/clients/${cast.client.id}/files`, [document('licence-doc-2', 'licence.pdf')], cast.client.token))
        .statusCode,
    ).toBe(201);

    // The other client's records, which nobody of the first client's may find.
    const other = cast.otherCoach.token;
    const otherPlan = await ok('POST', '/api/action-plans', other, {
      client_id: cast.otherClient.id,
      date: '2025-06-01',
      summary: `${OTHER} plan`,
    });
    await ok('POST', '/api/action-journals', other, {
      actionplan_id: otherPlan.id,
      date: '2025-06-02',
      minutes: 30,
      activity: 'email',
      notes: OTHER,
    });
    await ok('POST', '/api/sessions', other, {
      client_id: cast.otherClient.id,
      start: '2027-02-04T10:00',
      minutes: 60,
      kind: 'phone',
      agenda: OTHER,
    });
    expect(
      (await postMultipart(t.app, `/api/clients/${cast.otherClient.id}/messages`, [{ name: 'body', data: OTHER }], other)).statusCode,
    ).toBe(201);
    expect(
      (await postMultipart(t.app, `/api/clients/${cast.otherClient.id}/files`, [document(OTHER, 'other.pdf')], other)).statusCode,
    ).toBe(201);
  });
  afterAll(() => t?.close());

  it('gives a client every record of theirs, as a ZIP of JSON, CSV, their files and a PDF', async () => {
    const { res, files } = await unzipped(cast.client.token);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'summary.pdf',
        ...['profile', 'plans', 'diary', 'sessions', 'messages', 'milestones'].flatMap((n) => [`${n}.json`, `${n}.csv`]),
        'files/floor-plan.pdf',
        'files/licence.pdf',
        'files/licence-2.pdf',
      ].sort(),
    );

    const profile = json(files, 'profile.json');
    expect(profile.user).toMatchObject({
      id: cast.client.id,
      username: cast.client.username,
      firstname: cast.client.row.firstname,
      business_name: 'Little Maples Day Home',
    });
    expect(profile.coaches.map((c: JsonBody) => c.id).sort()).toEqual([cast.coach.id, coCoach.id].sort());
    expect(profile.emails).toEqual({ unread_messages: true, session_reminders: true, new_clients_or_coaches: true });
    expect(strFromU8(files['profile.csv'])).toContain(cast.client.row.lastname);

    const plans = json(files, 'plans.json');
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      id: plan,
      summary: 'Licensing application',
      description: `${SHARED} plan`,
      steps: { total: 2, done: 1 },
    });
    expect(plans[0].step_list.map((s: JsonBody) => [s.title, s.done_at !== null])).toEqual([
      ['Book the fire inspection', false],
      ['Send the floor plan', true],
    ]);
    expect(strFromU8(files['plans.csv'])).toContain('Book the fire inspection');

    expect(json(files, 'diary.json')).toEqual([expect.objectContaining({ minutes: 90, notes: `${SHARED} entry`, actionplan_id: plan })]);
    expect(json(files, 'sessions.json')).toEqual([
      expect.objectContaining({ agenda: `${SHARED} session`, localStart: '2027-02-03T10:00' }),
    ]);
    expect(json(files, 'milestones.json')).toEqual([expect.objectContaining({ kind: 'licence_obtained', notes: `${SHARED} milestone` })]);
    const conversations = json(files, 'messages.json');
    expect(conversations).toHaveLength(1);
    expect(conversations[0].client.id).toBe(cast.client.id);
    expect(conversations[0].messages.map((m: JsonBody) => m.body)).toEqual([`${SHARED} hello from the coach`, `${SHARED} reply`]);
    expect(conversations[0].messages[1].attachments).toEqual([expect.objectContaining({ file_name: 'floor-plan.pdf' })]);
    expect(strFromU8(files['messages.csv'])).toContain(`${SHARED} reply`);

    // The stored bytes, each document its own.
    expect(Buffer.from(files['files/floor-plan.pdf']).equals(pdfBytes('attachment'))).toBe(true);
    expect([files['files/licence.pdf'], files['files/licence-2.pdf']].map((b) => Buffer.from(b).toString()).sort()).toEqual(
      [pdfBytes('licence-doc'), pdfBytes('licence-doc-2')].map((b) => b.toString()).sort(),
    );
    expect(strFromU8(files['README.txt'])).toContain('summary.pdf');

    const summary = await pdfToText(files['summary.pdf']);
    expect(summary).toContain(`Your data: ${cast.client.row.firstname} ${cast.client.row.lastname}`);
    expect(summary).toMatch(/PLANS[\s\S]*1/);
    expect(summary).toContain('Licensing application');
    expect(summary).toContain('Send the floor plan');
    expect(summary).toContain('1.5');
    expect(summary).not.toContain(PRIVATE);
  });

  it("never holds a private note, another client's records or anything internal", async () => {
    const { files } = await unzipped(cast.client.token);
    const text = allText(files);
    expect(text).not.toContain(PRIVATE);
    expect(text).not.toContain('privateNote');
    expect(text).not.toContain(OTHER);
    expect(text).not.toContain(cast.otherClient.username);
    expect(text).not.toContain(cast.client.row.password_hash);
    for (const secret of ['password_hash', 'token_version', 'totp', 'two_factor', 'mail_queue']) expect(text).not.toContain(secret);
    for (const [name, bytes] of Object.entries(files)) if (name.startsWith('files/')) expect(strFromU8(bytes)).not.toContain(OTHER);
  });

  it('gives a coach their own profile and the records they are named on, of the clients they coach only', async () => {
    const { files } = await unzipped(cast.coach.token);
    const profile = json(files, 'profile.json');
    expect(profile.user.id).toBe(cast.coach.id);
    expect(profile.clients.map((c: JsonBody) => c.id)).toEqual([cast.client.id]);
    expect(json(files, 'sessions.json')).toEqual([expect.objectContaining({ coach_id: cast.coach.id, client_id: cast.client.id })]);
    expect(json(files, 'plans.json').map((p: JsonBody) => p.id)).toEqual([plan]);
    // Their clients' private notes are theirs to read, and so to download.
    expect(json(files, 'plans.json')[0].privateNote).toBe(`${PRIVATE} plan`);
    expect(json(files, 'messages.json')).toHaveLength(1);
    // The files they uploaded, not the client's own.
    expect(Object.keys(files).filter((n) => n.startsWith('files/'))).toEqual(['files/licence.pdf']);
    const text = allText(files);
    expect(text).not.toContain(OTHER);
    expect(text).not.toContain(cast.otherClient.username);

    // A co-coach who wrote nothing has no records and no conversation, but keeps the client in their profile.
    const co = await unzipped(coCoach.token);
    expect(json(co.files, 'plans.json')).toEqual([]);
    expect(json(co.files, 'messages.json')).toEqual([]);
  });

  it("lets an administrator download a person's export, as that person would see it, and no one else", async () => {
    expect((await download(undefined)).statusCode).toBe(401);
    const url = `/api/privacy/export/${cast.client.id}`;
    for (const who of [cast.client, cast.otherClient, cast.coach]) expect((await download(who.token, url)).statusCode).toBe(403);
    const { files } = await unzipped(cast.admin.token, url);
    expect(json(files, 'profile.json').user.id).toBe(cast.client.id);
    expect(json(files, 'plans.json')).toHaveLength(1);
    // The client's view: downloaded by an administrator for the client, still no private note.
    expect(allText(files)).not.toContain(PRIVATE);
    expect((await download(cast.admin.token, '/api/privacy/export/999999')).statusCode).toBe(404);
  });

  it('audits each export without its data', async () => {
    await unzipped(cast.otherClient.token);
    const entries = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'personal_export')
      .where('entity_id', '=', cast.otherClient.id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: cast.otherClient.id, action: 'create' });
    expect(JSON.parse(entries[0].after!)).toMatchObject({
      user_id: cast.otherClient.id,
      plans: 1,
      diary: 1,
      sessions: 1,
      messages: 1,
      files: 1,
    });
    expect(entries[0].after).not.toContain(OTHER);
  });
});
