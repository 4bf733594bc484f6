import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_CSP, storeClientFile } from '../src/storage/client-files';
import { nowIso } from '../src/lib/time';
import { assign, type Cast, makeCast, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';
import { type Part, postMultipart } from './multipart';

/**
 * A client's documents (docs/architecture.md#access): the client their own, their coaches and administrators
 * list, upload and download; the uploader or an administrator deletes; another coach or client, and a file id
 * of another client, hear 404; the upload rules of every upload (DESIGN 5a) hold; every write is audited.
 */

const MB = 1024 * 1024;
const pdf = (tag: string) => Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const file = (data: Buffer | string, filename: string, contentType = 'application/octet-stream'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

describe.each(DATABASES)("a client's documents (%s)", (kind) => {
  let t: TestApp;
  let cast: Cast;
  let coCoach: Person;

  const base = (clientId: number) => `/api/clients/${clientId}/files`;
  const upload = (clientId: number, parts: Part[], who?: Person) => postMultipart(t.app, base(clientId), parts, who?.token);
  const list = (clientId: number, who?: Person, query = '') => call(t.app, 'GET', `${base(clientId)}${query}`, { token: who?.token });
  const download = (clientId: number, id: number, who?: Person) => call(t.app, 'GET', `${base(clientId)}/${id}`, { token: who?.token });
  const remove = (clientId: number, id: number, who?: Person) => call(t.app, 'DELETE', `${base(clientId)}/${id}`, { token: who?.token });
  const audits = async (action: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('audit_entries')
          .where('entity', '=', 'client_file')
          .where('action', '=', action)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const uploaded = async (who: Person, name: string, clientId = cast.client.id): Promise<{ id: number }> => {
    const res = await upload(clientId, [file(pdf(name), name, 'application/pdf')], who);
    expect(res.statusCode, res.body).toBe(201);
    return res.data;
  };
  function refused(res: Res, status: number, code: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.data).toEqual({ error: expect.any(String), code, ...(res.data?.issues ? { issues: expect.any(Array) } : {}) });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    coCoach = await makeUser(t.app, ROLES.COACH);
    await assign(t.app, cast.client.id, coCoach.id);
  });
  afterAll(() => t.close());

  it('lets the client, their coaches and administrators upload, list and download, each write audited', async () => {
    const before = await audits('create');
    const bytes = pdf('care plan');
    const res = await upload(cast.client.id, [file(bytes, 'Care plan (draft).pdf', 'application/pdf')], cast.coach);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.data).toEqual({
      id: expect.any(Number),
      client_id: cast.client.id,
      file_name: 'Care_plan_draft.pdf',
      mime_type: 'application/pdf',
      size: bytes.length,
      uploaded_by: { id: cast.coach.id, firstname: cast.coach.row.firstname, lastname: cast.coach.row.lastname },
      created_at: expect.any(String),
      message_id: null,
      can_delete: true,
    });
    expect(await audits('create')).toBe(before + 1);
    const id = res.data.id as number;

    for (const who of [cast.client, cast.coach, coCoach, cast.admin]) {
      const listed = await list(cast.client.id, who);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.headers['cache-control']).toContain('no-store');
      expect(listed.data.map((f: { id: number }) => f.id)).toContain(id);
      const got = await download(cast.client.id, id, who);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(bytes)).toBe(true);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['cache-control']).toBe('no-store');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-security-policy']).toBe(DOWNLOAD_CSP);
      expect(String(got.headers['content-disposition'])).toMatch(/^attachment; filename=/);
    }
    // The client uploads to their own profile; an administrator to anyone's.
    await uploaded(cast.client, 'my-licence.pdf');
    await uploaded(cast.admin, 'from-the-centre.pdf');
    expect(await audits('create')).toBe(before + 3);
  });

  it('answers 404 to another coach and another client, and 401 without a token, for every call', async () => {
    const { id } = await uploaded(cast.coach, 'private.pdf');
    for (const who of [cast.otherCoach, cast.otherClient]) {
      refused(await list(cast.client.id, who), 404, 'NOT_FOUND');
      refused(await download(cast.client.id, id, who), 404, 'NOT_FOUND');
      refused(await remove(cast.client.id, id, who), 404, 'NOT_FOUND');
      refused(await upload(cast.client.id, [file(pdf('x'), 'x.pdf')], who), 404, 'NOT_FOUND');
    }
    refused(await list(cast.client.id), 401, 'UNAUTHENTICATED');
    refused(await download(cast.client.id, id), 401, 'UNAUTHENTICATED');
    refused(await remove(cast.client.id, id), 401, 'UNAUTHENTICATED');
    refused(await upload(cast.client.id, [file(pdf('x'), 'x.pdf')]), 401, 'UNAUTHENTICATED');
    // Still there, for those who may see it.
    expect((await download(cast.client.id, id, cast.client)).statusCode).toBe(200);
  });

  it('answers 404 for a file id of another client, and for a person who is not a client', async () => {
    const other = await uploaded(cast.otherCoach, 'theirs.pdf', cast.otherClient.id);
    for (const who of [cast.admin, cast.coach, cast.client]) {
      refused(await download(cast.client.id, other.id, who), 404, 'NOT_FOUND');
      refused(await remove(cast.client.id, other.id, who), 404, 'NOT_FOUND');
    }
    refused(await download(cast.client.id, 999_999, cast.admin), 404, 'NOT_FOUND');
    for (const id of [cast.coach.id, cast.admin.id, 999_999]) {
      const res = await list(id, cast.admin);
      refused(res, 404, 'NOT_FOUND');
      expect(res.data.error).toBe('Client not found.');
    }
    expect((await download(cast.otherClient.id, other.id, cast.otherClient)).statusCode).toBe(200);
  });

  it('refuses bad uploads in words: no file, a type not accepted, too large, not multipart', async () => {
    const before = await audits('create');
    const id = cast.client.id;
    refused(await upload(id, [{ name: 'note', data: 'hello' }], cast.coach), 400, 'VALIDATION_ERROR');
    refused(await upload(id, [file(Buffer.alloc(0), 'empty.pdf')], cast.coach), 400, 'VALIDATION_ERROR');
    refused(
      await upload(id, [file('<html><script>alert(1)</script></html>', 'page.pdf', 'application/pdf')], cast.coach),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    refused(await upload(id, [file(Buffer.from('MZ\x90\x00\x03'), 'setup.exe')], cast.coach), 415, 'UNSUPPORTED_MEDIA_TYPE');
    refused(await upload(id, [file(Buffer.alloc(10 * MB + 1, 'a'), 'big.txt', 'text/plain')], cast.coach), 413, 'PAYLOAD_TOO_LARGE');
    refused(await upload(id, [file(pdf('a'), 'a.pdf'), file(pdf('b'), 'b.pdf')], cast.coach), 400, 'VALIDATION_ERROR');
    refused(await call(t.app, 'POST', base(id), { token: cast.coach.token, body: { file: 'x' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    refused(await call(t.app, 'GET', `${base(id)}/abc`, { token: cast.coach.token }), 400, 'VALIDATION_ERROR');
    refused(await list(id, cast.coach, '?sort=owner'), 400, 'VALIDATION_ERROR');
    refused(await list(id, cast.coach, '?pageSize=1000'), 400, 'VALIDATION_ERROR');
    expect(await audits('create')).toBe(before);
  });

  it('makes names safe and takes the type from the bytes, whatever the name says', async () => {
    const res = await upload(cast.client.id, [file(pdf('scan'), '../../etc/pass<wd>.docx', 'text/html')], cast.coach);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.mime_type).toBe('application/pdf');
    expect(res.data.file_name).not.toMatch(/[/\\<>]|\.\./);
    expect(res.data.file_name).toMatch(/\.pdf$/);
    const text = await upload(cast.client.id, [file('plain words\n', 'notes.txt', 'application/pdf')], cast.coach);
    expect(text.statusCode, text.body).toBe(201);
    const got = await download(cast.client.id, text.data.id, cast.client);
    expect(got.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(got.headers['content-disposition']).toBe('attachment; filename="notes.txt"');
  });

  it('lets the uploader and administrators delete (soft, audited), not a co-coach or the client of a coach’s upload', async () => {
    const mine = await uploaded(cast.coach, 'coach-upload.pdf');
    const listed = (await list(cast.client.id, coCoach)).data.find((f: { id: number }) => f.id === mine.id);
    expect(listed.can_delete).toBe(false);
    refused(await remove(cast.client.id, mine.id, coCoach), 403, 'FORBIDDEN');
    refused(await remove(cast.client.id, mine.id, cast.client), 403, 'FORBIDDEN');
    const before = await audits('delete');
    const res = await remove(cast.client.id, mine.id, cast.coach);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ id: mine.id });
    expect(await audits('delete')).toBe(before + 1);
    refused(await download(cast.client.id, mine.id, cast.admin), 404, 'NOT_FOUND');
    refused(await remove(cast.client.id, mine.id, cast.coach), 404, 'NOT_FOUND');
    expect((await list(cast.client.id, cast.admin)).data.map((f: { id: number }) => f.id)).not.toContain(mine.id);
    // The row stays, marked deleted, for the audit trail.
    const row = await t.app.db.selectFrom('client_files').select('deleted_at').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();

    const clients = await uploaded(cast.client, 'client-upload.pdf');
    expect((await remove(cast.client.id, clients.id, cast.client)).statusCode).toBe(200);
    const byCoach = await uploaded(coCoach, 'co-coach.pdf');
    expect((await remove(cast.client.id, byCoach.id, cast.admin)).statusCode).toBe(200);
  });

  it('shows the attachments of messages beside the documents, served the same way, deleted only with their message', async () => {
    const message = await t.app.db
      .insertInto('messages')
      .values({
        client_id: cast.client.id,
        author_id: cast.client.id,
        body: 'Here is my licence',
        created_at: nowIso(),
        edited_at: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bytes = pdf('attachment');
    const stored = await storeClientFile(t.app.db, {
      clientId: cast.client.id,
      uploadedBy: cast.client.id,
      messageId: message.id,
      upload: {
        bytes,
        type: { mime_type: 'application/pdf', ext: 'pdf' } as never,
        original_name: 'licence-attachment.pdf',
        display_name: 'licence-attachment.pdf',
      },
    });
    const listed = (await list(cast.client.id, cast.coach, '?q=licence-attachment')).data;
    expect(listed).toEqual([expect.objectContaining({ id: stored.id, message_id: message.id, can_delete: false })]);
    expect((await download(cast.client.id, stored.id, cast.coach)).rawPayload.equals(bytes)).toBe(true);
    refused(await remove(cast.client.id, stored.id, cast.client), 409, 'CONFLICT');
    // A deleted message takes its attachments with it.
    await t.app.db.updateTable('messages').set({ deleted_at: nowIso() }).where('id', '=', message.id).execute();
    expect((await list(cast.client.id, cast.coach, '?q=licence-attachment')).data).toEqual([]);
    refused(await download(cast.client.id, stored.id, cast.admin), 404, 'NOT_FOUND');
  });

  it('searches by name, sorts by name, date and size, and pages with the total', async () => {
    const client = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, client.id, cast.coach.id);
    const names = ['Budget-2026.pdf', 'alpha-notes.txt', 'Zoning-letter.pdf', 'done_100.txt'];
    const sizes: Record<string, number> = {};
    for (const [i, name] of names.entries()) {
      const data = name.endsWith('.txt') ? 'x'.repeat(10 + i * 100) : pdf(name.repeat(i + 1));
      const res = await upload(client.id, [file(data, name)], cast.coach);
      expect(res.statusCode, res.body).toBe(201);
      sizes[res.data.file_name] = res.data.size;
    }
    const namesOf = (res: Res) => res.data.map((f: { file_name: string }) => f.file_name);
    const newest = await list(client.id, cast.coach);
    expect(newest.headers['x-total-count']).toBe('4');
    expect(namesOf(newest)).toEqual([...names].reverse());
    expect(namesOf(await list(client.id, cast.coach, '?sort=name'))).toEqual([
      'alpha-notes.txt',
      'Budget-2026.pdf',
      'done_100.txt',
      'Zoning-letter.pdf',
    ]);
    const bySize = namesOf(await list(client.id, cast.coach, '?sort=-size'));
    expect(bySize.map((n: string) => sizes[n])).toEqual(Object.values(sizes).sort((a, b) => b - a));
    expect(namesOf(await list(client.id, cast.coach, '?q=PDF'))).toEqual(['Zoning-letter.pdf', 'Budget-2026.pdf']);
    // _ is a letter in a search, not a wildcard.
    expect(namesOf(await list(client.id, cast.coach, '?q=_'))).toEqual(['done_100.txt']);
    const page2 = await list(client.id, cast.coach, '?sort=name&page=2&pageSize=3');
    expect(page2.headers['x-total-count']).toBe('4');
    expect(namesOf(page2)).toEqual(['Zoning-letter.pdf']);
  });

  it('keeps an archived client’s documents from everyone but administrators', async () => {
    const gone = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, gone.id, cast.coach.id);
    const { id } = await uploaded(cast.coach, 'before-archive.pdf', gone.id);
    await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', gone.id).execute();
    refused(await list(gone.id, cast.coach), 404, 'NOT_FOUND');
    refused(await download(gone.id, id, cast.coach), 404, 'NOT_FOUND');
    expect((await download(gone.id, id, cast.admin)).statusCode).toBe(200);
  });
});

describe.each(DATABASES)('the demo clients’ documents (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: true });
  });
  afterAll(() => t?.close());

  it('gives two demo clients documents of each kind, uploaded by them and by their coach, that download as stored', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'client.maple', password: 'Client-demo-2026' } });
    expect(login.statusCode).toBe(200);
    const me = login.data.user.id as number;
    const res = await call(t.app, 'GET', `/api/clients/${me}/files?sort=name`, { token: login.data.token });
    expect(res.statusCode).toBe(200);
    // Her documents, and the attachment of a message in her conversation (demo-messages.ts), marked as such.
    const rows = res.data as { file_name: string; mime_type: string; message_id: number | null }[];
    expect(rows.filter((f) => f.message_id !== null).map((f) => f.file_name)).toEqual(['budget-october.csv']);
    expect(rows.filter((f) => f.message_id === null).map((f) => `${f.file_name} ${f.mime_type}`)).toEqual([
      'Fire_drill_log_2026.csv text/csv',
      'Licence_renewal_checklist.pdf application/pdf',
      'Questions_for_next_visit.txt text/plain',
    ]);
    const pdf = res.data.find((f: { mime_type: string }) => f.mime_type === 'application/pdf');
    expect(pdf.uploaded_by.firstname).toBe('Sarah');
    const got = await call(t.app, 'GET', `/api/clients/${me}/files/${pdf.id}`, { token: login.data.token });
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const all = await t.app.db.selectFrom('client_files').select('client_id').execute();
    expect(new Set(all.map((r) => r.client_id)).size).toBeGreaterThanOrEqual(2);
  });
});
