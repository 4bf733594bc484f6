import { randomBytes } from 'node:crypto';
import { ROLES } from '@tc/contract/roles';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/prepare';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type Res, type TestApp } from './harness';
import { multipartBody, type Part, postMultipart } from './multipart';

/**
 * Form files (docs/architecture.md#content-and-files, product specification section 7): administrators upload and
 * change them, everyone lists and downloads the public ones, signed-in members
 * the members-only ones too, whose bytes never leave through GET /files.
 */

const MB = 1024 * 1024;
const CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** A small valid-looking PDF, different each time unless `tag` is repeated. */
const pdf = (tag = randomBytes(6).toString('hex')) =>
  Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
const HTML = '<!doctype html><html><body><script>fetch("/api/users")</script></body></html>';

const file = (data: Buffer | string, filename = 'form.pdf', contentType = 'application/pdf'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});
const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, data]) => ({ name, data }));

function expectRefusal(res: Res, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.data).toMatchObject({ code: CODES[status] });
  expect(typeof res.data.error).toBe('string');
  expect(res.data.error.length).toBeGreaterThan(5);
}

describe.each(DATABASES)('form files on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let client: Person;

  const count = async (table: 'files' | 'form_files' | 'audit_entries') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** As the administrator unless another token is given; null sends none. */
  const create = (parts: Part[], token: string | null = admin.token) => postMultipart(t.app, '/api/form-files', parts, token ?? undefined);
  function update(id: number, parts: Part[], token: string | null = admin.token) {
    const { payload, contentType } = multipartBody(parts);
    return call(t.app, 'PUT', `/api/form-files/${id}`, {
      token: token ?? undefined,
      body: payload,
      headers: { 'content-type': contentType },
    });
  }
  const get = (url: string, token?: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, { token, headers });
  const download = (id: number, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/form-files/download/${id}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  const shaOf = async (id: number) =>
    (await t.app.db.selectFrom('form_files').select('sha256').where('id', '=', id).executeTakeFirstOrThrow()).sha256;
  const servedByFiles = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/files/${await shaOf(id)}` })).statusCode;

  /** A form made by the administrator; answers its record. */
  async function makeForm(values: Record<string, string> = {}, bytes = pdf(), name = 'form.pdf'): Promise<JsonBody> {
    const res = await create([...fields({ form_title: 'A form', ...values }), file(bytes, name)]);
    expect(res.statusCode, res.body).toBe(201);
    return res.data;
  }

  /** Sends an upload that must be refused, and checks that nothing was stored or audited. */
  async function refused(send: () => Promise<Res>, status: number) {
    const before = [await count('files'), await count('form_files'), await count('audit_entries')];
    const res = await send();
    expectRefusal(res, status);
    expect([await count('files'), await count('form_files'), await count('audit_entries')]).toEqual(before);
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH);
    client = await makeUser(t.app, ROLES.CLIENT);
  });
  afterAll(() => t?.close());

  it('creates a form from multipart fields and a file: 201, the record, an audit entry', async () => {
    const bytes = pdf();
    const audits = await count('audit_entries');
    const res = await create([
      ...fields({
        form_title: '  Enrolment agreement  ',
        description: 'For **new** families',
        category: 'Enrolment',
        is_public: 'true',
        sort_order: '7',
      }),
      file(bytes, 'Enrolment agreement (v2).pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toEqual({
      id: expect.any(Number),
      form_title: 'Enrolment agreement',
      description: 'For **new** families',
      category: 'Enrolment',
      file_name: 'Enrolment_agreement_v2.pdf',
      mime_type: 'application/pdf',
      size: bytes.length,
      is_public: true,
      sort_order: 7,
      archivedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await count('audit_entries')).toBe(audits + 1);
    const audit = await t.app.db.selectFrom('audit_entries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', entity: 'form_file', entity_id: res.data.id, actor_id: admin.id });
    expect(JSON.parse(audit.after!)).toMatchObject({
      form_title: 'Enrolment agreement',
      is_public: true,
      sha256: await shaOf(res.data.id),
    });

    // Defaults: members-only, first in order, no description or category.
    const plain = await makeForm({}, pdf(), 'plain.pdf');
    expect(plain).toMatchObject({ is_public: false, sort_order: 0, description: null, category: null, file_name: 'plain.pdf' });
  });

  it('downloads the same bytes as an attachment under a safe name, never the path it was sent with', async () => {
    const bytes = pdf();
    const form = await makeForm({ is_public: 'true' }, bytes, '../../etc/passwd.pdf');
    expect(form.file_name).toBe('passwd.pdf');
    const res = await download(form.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="passwd.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');

    const windows = await makeForm({ is_public: 'true' }, pdf(), '..\\..\\Windows\\system32\\.hidden.pdf');
    expect(windows.file_name).toBe('hidden.pdf');
    // A name that lies about its type gets the type's extension.
    const lying = await makeForm({ is_public: 'true' }, pdf(), 'invoice.exe');
    expect(lying.file_name).toBe('invoice.pdf');
  });

  it('keeps a name in another script, and says it both ways (filename and RFC 5987 filename*)', async () => {
    const form = await makeForm({ is_public: 'true' }, pdf(), 'Fiche d’été 2026.pdf');
    expect(form.file_name).toBe('Fiche_dété_2026.pdf');
    const res = await download(form.id);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Fiche_dete_2026.pdf"; filename*=UTF-8''${encodeURIComponent('Fiche_dété_2026.pdf')}`,
    );
    const cjk = await makeForm({ is_public: 'true' }, pdf(), '申请表.pdf');
    expect(cjk.file_name).toBe('申请表.pdf');
    expect((await download(cjk.id)).headers['content-disposition']).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('申请表.pdf')}`,
    );
    // Bidi overrides and zero-width characters, which can disguise an extension, are dropped.
    const disguised = await makeForm({ is_public: 'true' }, pdf(), 'report\u202Etxt.pdf\u200B');
    expect(disguised.file_name).toBe('reporttxt.pdf');
    // No usable name at all: one made from the title.
    const nameless = await makeForm({ form_title: 'Budget sheet', is_public: 'true' }, pdf(), '\u202E');
    expect(nameless.file_name).toBe('Budget_sheet.pdf');
  });

  it('keeps a members-only form from visitors and from GET /files, and gives it to every signed-in role', async () => {
    const bytes = pdf();
    const form = await makeForm({ form_title: 'Coaching intake', is_public: 'false' }, bytes, 'intake.pdf');
    expect((await get(`/api/form-files/${form.id}`)).statusCode).toBe(404);
    // A token that is no longer valid reads as a visitor.
    expect((await get(`/api/form-files/${form.id}`, 'not-a-token')).statusCode).toBe(404);
    const visitorList = await get('/api/form-files?pageSize=100');
    expect(visitorList.data.map((f: JsonBody) => f.id)).not.toContain(form.id);

    const anonymous = await download(form.id);
    expect(anonymous.statusCode).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await download(form.id, 'not-a-token')).statusCode).toBe(401);

    for (const who of [client, coach, admin]) {
      const one = await get(`/api/form-files/${form.id}`, who.token);
      expect(one.statusCode).toBe(200);
      expect(one.headers['cache-control']).toBe('no-store');
      const list = await get('/api/form-files?pageSize=100', who.token);
      expect(list.data.map((f: JsonBody) => f.id)).toContain(form.id);
      const res = await download(form.id, who.token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe('attachment; filename="intake.pdf"');
    }
    expect(await servedByFiles(form.id)).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${await shaOf(form.id)}`, headers: { 'if-none-match': '*' } })).statusCode,
    ).toBe(404);
  });

  it('serves a public form to everyone, through GET /files too, cached only with a check each time', async () => {
    const bytes = pdf();
    const form = await makeForm({ form_title: 'Licensing checklist', is_public: 'true' }, bytes, 'checklist.pdf');
    expect((await get(`/api/form-files/${form.id}`)).data).toMatchObject({ id: form.id, is_public: true });
    expect((await get('/api/form-files?pageSize=100')).data.map((f: JsonBody) => f.id)).toContain(form.id);
    const res = await download(form.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}-\d+"$/);
    const again = await download(form.id, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // With a token the answer is never stored.
    expect((await download(form.id, client.token)).headers['cache-control']).toBe('no-store');

    const served = await t.app.inject({ method: 'GET', url: `/api/files/${await shaOf(form.id)}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('updates the details without a file, and the file public flag follows is_public', async () => {
    const bytes = pdf();
    const form = await makeForm({ form_title: 'Budget', is_public: 'false' }, bytes, 'budget.pdf');
    expect(await servedByFiles(form.id)).toBe(404);
    const files = await count('files');

    const opened = await update(form.id, fields({ form_title: 'Monthly budget', is_public: 'true', description: 'Income and costs' }));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.data).toMatchObject({
      form_title: 'Monthly budget',
      is_public: true,
      description: 'Income and costs',
      file_name: 'budget.pdf',
      size: bytes.length,
    });
    expect(await count('files')).toBe(files);
    expect(await servedByFiles(form.id)).toBe(200);
    expect((await download(form.id)).statusCode).toBe(200);

    // Only what is sent changes; an empty text clears an optional field.
    const cleared = await update(form.id, fields({ description: '', is_public: 'false' }));
    expect(cleared.data).toMatchObject({ form_title: 'Monthly budget', description: null, is_public: false });
    expect(await servedByFiles(form.id)).toBe(404);
    expect((await download(form.id)).statusCode).toBe(401);

    const audit = await t.app.db.selectFrom('audit_entries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'update', entity: 'form_file', entity_id: form.id });
    expect(JSON.parse(audit.before!)).toMatchObject({ description: 'Income and costs', is_public: true });
    expect(JSON.parse(audit.after!)).toMatchObject({ description: null, is_public: false });
  });

  it('updates with a new file: the new bytes are downloaded, the old ones leave GET /files', async () => {
    const oldBytes = pdf();
    const form = await makeForm({ form_title: 'Agreement', is_public: 'true' }, oldBytes, 'agreement-2025.pdf');
    const oldSha = await shaOf(form.id);
    const newBytes = Buffer.from('Item,Cost\nBooks,40\n');
    // A browser sends an empty file part when nothing is chosen: that is no file.
    const untouched = await update(form.id, [
      ...fields({ form_title: 'Agreement' }),
      file(Buffer.alloc(0), '', 'application/octet-stream'),
    ]);
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(await shaOf(form.id)).toBe(oldSha);

    const res = await update(form.id, [...fields({ form_title: 'Agreement 2026' }), file(newBytes, 'costs.csv', 'text/csv')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      form_title: 'Agreement 2026',
      file_name: 'costs.csv',
      mime_type: 'text/csv',
      size: newBytes.length,
      is_public: true,
    });
    const got = await download(form.id);
    expect(got.rawPayload.equals(newBytes)).toBe(true);
    expect(got.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(await servedByFiles(form.id)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${oldSha}` })).statusCode).toBe(404);
  });

  it('keeps shared bytes public while any live public form uses them', async () => {
    const bytes = pdf();
    const open = await makeForm({ form_title: 'Open copy', is_public: 'true' }, bytes);
    const closed = await makeForm({ form_title: 'Members copy', is_public: 'false' }, bytes);
    const sha = await shaOf(open.id);
    expect(await shaOf(closed.id)).toBe(sha);
    const files = () => t.app.inject({ method: 'GET', url: `/api/files/${sha}` });
    expect((await files()).statusCode).toBe(200);
    // The members-only copy still needs a token, though the same bytes are public elsewhere.
    expect((await download(closed.id)).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/form-files/${open.id}`, { token: admin.token })).statusCode).toBe(200);
    expect((await files()).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/form-files/${open.id}/restore`, { token: admin.token })).statusCode).toBe(200);
    expect((await files()).statusCode).toBe(200);
    expect((await update(open.id, fields({ is_public: 'false' }))).statusCode).toBe(200);
    expect((await files()).statusCode).toBe(404);
    expect((await update(closed.id, fields({ is_public: 'true' }))).statusCode).toBe(200);
    expect((await files()).statusCode).toBe(200);
  });

  it('deletes softly (200 {id}) and restores; a deleted form is gone for everyone but the administrators list of deleted ones', async () => {
    const form = await makeForm({ form_title: 'To delete', is_public: 'true' });
    const del = await call(t.app, 'DELETE', `/api/form-files/${form.id}`, { token: admin.token });
    expect(del.statusCode).toBe(200);
    expect(del.data).toEqual({ id: form.id });
    expect((await get(`/api/form-files/${form.id}`)).statusCode).toBe(404);
    expect((await get(`/api/form-files/${form.id}`, client.token)).statusCode).toBe(404);
    expect((await download(form.id)).statusCode).toBe(404);
    expect((await download(form.id, admin.token)).statusCode).toBe(404);
    expect((await get('/api/form-files?pageSize=100', admin.token)).data.map((f: JsonBody) => f.id)).not.toContain(form.id);
    expect((await call(t.app, 'DELETE', `/api/form-files/${form.id}`, { token: admin.token })).statusCode).toBe(404);
    expect((await update(form.id, fields({ form_title: 'x' }))).statusCode).toBe(404);
    // Administrators see it among the deleted ones, and by its id.
    const archived = await get('/api/form-files?archived=true', admin.token);
    expect(archived.data.map((f: JsonBody) => f.id)).toContain(form.id);
    expect(archived.data.find((f: JsonBody) => f.id === form.id).archivedAt).toEqual(expect.any(String));
    expect((await get(`/api/form-files/${form.id}`, admin.token)).data.archivedAt).toEqual(expect.any(String));

    const restored = await call(t.app, 'POST', `/api/form-files/${form.id}/restore`, { token: admin.token });
    expect(restored.statusCode).toBe(200);
    expect(restored.data).toMatchObject({ id: form.id, archivedAt: null });
    expect((await download(form.id)).statusCode).toBe(200);
    expectRefusal(await call(t.app, 'POST', `/api/form-files/${form.id}/restore`, { token: admin.token }), 409);
    expectRefusal(await call(t.app, 'POST', '/api/form-files/999999/restore', { token: admin.token }), 404);
    const actions = await t.app.db
      .selectFrom('audit_entries')
      .select('action')
      .where('entity', '=', 'form_file')
      .where('entity_id', '=', form.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('lists in order with search, category, sorting, pages and the total', async () => {
    const tag = randomBytes(4).toString('hex');
    for (const [title, category, order] of [
      [`Zebra ${tag}`, 'Finance', '3'],
      [`Apple ${tag}`, 'Licensing', '1'],
      [`Mango ${tag}`, 'Finance', '2'],
    ]) {
      await makeForm({ form_title: title, category, sort_order: order, is_public: 'true' });
    }
    const mine = await get(`/api/form-files?q=${tag}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total-count']).toBe('3');
    expect(mine.data.map((f: JsonBody) => f.form_title)).toEqual([`Apple ${tag}`, `Mango ${tag}`, `Zebra ${tag}`]);
    const desc = await get(`/api/form-files?q=${tag}&sort=-form_title`);
    expect(desc.data.map((f: JsonBody) => f.form_title)).toEqual([`Zebra ${tag}`, `Mango ${tag}`, `Apple ${tag}`]);
    const finance = await get(`/api/form-files?q=${tag}&category=finance`);
    expect(finance.data.map((f: JsonBody) => f.form_title)).toEqual([`Mango ${tag}`, `Zebra ${tag}`]);
    const page = await get(`/api/form-files?q=${tag}&page=2&pageSize=2`);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.data.map((f: JsonBody) => f.form_title)).toEqual([`Zebra ${tag}`]);
    // % and _ are searched for literally.
    expect((await get('/api/form-files?q=%25')).data).toEqual([]);
    expectRefusal(await get('/api/form-files?sort=size'), 400);
    expectRefusal(await get('/api/form-files?pageSize=101'), 400);
    expectRefusal(await get('/api/form-files?colour=red'), 400);
  });

  it('gives each call to the roles docs/architecture.md#access names: writes to administrators only', async () => {
    const form = await makeForm({ form_title: 'Access', is_public: 'true' });
    const deleted = await makeForm({ form_title: 'Access deleted', is_public: 'true' });
    await call(t.app, 'DELETE', `/api/form-files/${deleted.id}`, { token: admin.token });
    const cases: { name: string; send: (token?: string) => Promise<Res> }[] = [
      { name: 'create', send: (token) => create([...fields({ form_title: 'x' }), file(pdf())], token ?? null) },
      { name: 'update', send: (token) => update(form.id, fields({ sort_order: '5' }), token ?? null) },
      { name: 'delete', send: (token) => call(t.app, 'DELETE', `/api/form-files/${form.id}`, { token }) },
      { name: 'restore', send: (token) => call(t.app, 'POST', `/api/form-files/${deleted.id}/restore`, { token }) },
      { name: 'list deleted', send: (token) => get('/api/form-files?archived=true', token) },
    ];
    for (const c of cases) {
      const before = [await count('form_files'), await count('audit_entries')];
      expectRefusal(await c.send(undefined), 401);
      expectRefusal(await c.send(client.token), 403);
      expectRefusal(await c.send(coach.token), 403);
      expect([await count('form_files'), await count('audit_entries')], c.name).toEqual(before);
    }
    // Reads: every role and visitors.
    for (const token of [undefined, client.token, coach.token, admin.token]) {
      expect((await get('/api/form-files', token)).statusCode).toBe(200);
      expect((await get(`/api/form-files/${form.id}`, token)).statusCode).toBe(200);
      expect((await download(form.id, token)).statusCode).toBe(200);
    }
    // And the administrator may do each write.
    expect((await cases[1].send(admin.token)).statusCode).toBe(200);
    expect((await cases[3].send(admin.token)).statusCode).toBe(200);
    expect((await cases[4].send(admin.token)).statusCode).toBe(200);
    expect((await cases[2].send(admin.token)).statusCode).toBe(200);
    expect((await cases[0].send(admin.token)).statusCode).toBe(201);
    expectRefusal(await get('/api/form-files/999999'), 404);
    expectRefusal(await download(999999).then((r) => Object.assign(r, { data: JSON.parse(r.body) })), 404);
    expectRefusal(await get('/api/form-files/abc'), 400);
  });

  it('refuses bad uploads and stores nothing: no file, empty, too large, not a document, unknown or bad fields', async () => {
    const title = fields({ form_title: 'Bad' });
    await refused(() => create(title), 400);
    await refused(() => create([...title, file(Buffer.alloc(0), 'empty.pdf')]), 400);
    await refused(() => create([...title, file(Buffer.alloc(10 * MB + 1, 'a'), 'big.txt', 'text/plain')]), 413);
    await refused(() => create([...title, file(HTML, 'page.pdf', 'application/pdf')]), 415);
    await refused(() => create([...title, file(HTML, 'page.html', 'text/html')]), 415);
    await refused(() => create([...title, file(SVG, 'logo.svg', 'image/svg+xml')]), 415);
    await refused(() => create([...title, file(SVG, 'logo.txt', 'text/plain')]), 415);
    await refused(() => create([...title, file(Buffer.concat([Buffer.from('MZ'), randomBytes(300)]), 'setup.pdf')]), 415);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#09f' } })
      .png()
      .toBuffer();
    await refused(() => create([...title, file(png, 'picture.pdf')]), 415);
    const unknown = await refused(() => create([...fields({ form_title: 'Bad', sha256: 'x', id: '3' }), file(pdf())]), 400);
    expect(unknown.data.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['sha256'] }), expect.objectContaining({ path: ['id'] })]),
    );
    const noTitle = await refused(() => create([file(pdf())]), 400);
    expect(noTitle.data.issues[0].path).toEqual(['form_title']);
    await refused(() => create([...fields({ form_title: '   ' }), file(pdf())]), 400);
    await refused(() => create([...fields({ form_title: 'Bad', is_public: 'yes' }), file(pdf())]), 400);
    await refused(() => create([...fields({ form_title: 'Bad', sort_order: '-1' }), file(pdf())]), 400);
    await refused(() => create([...fields({ form_title: 'Bad', sort_order: 'first' }), file(pdf())]), 400);
    await refused(() => create([...fields({ form_title: 'x'.repeat(201) }), file(pdf())]), 400);
    await refused(() => create([...title, file(pdf()), { name: 'file', filename: 'two.pdf', data: pdf() }]), 400);
    await refused(() => create([...title, { name: 'document', filename: 'a.pdf', data: pdf() }]), 400);
    await refused(() => call(t.app, 'POST', '/api/form-files', { token: admin.token, body: { form_title: 'JSON' } }), 415);

    const form = await makeForm({ form_title: 'Kept', is_public: 'true' });
    await refused(() => update(form.id, [file(HTML, 'page.pdf')]), 415);
    await refused(() => update(form.id, [file(Buffer.alloc(10 * MB + 1, 'a'), 'big.txt', 'text/plain')]), 413);
    await refused(() => update(form.id, [file(pdf(), 'x.pdf'), ...fields({ file_name: 'evil.exe' })]), 400);
    await refused(() => update(form.id, fields({ form_title: '' })), 400);
    await refused(() => update(form.id, fields({ created_at: '2020-01-01' })), 400);
    expect((await get(`/api/form-files/${form.id}`)).data).toMatchObject({ form_title: 'Kept', file_name: 'form.pdf' });
  });
});

// The demo centre: one database each, seeded as a fresh `npm start` seeds it.
describe.each(DATABASES)('demo forms and images on %s', (kind) => {
  let t: TestApp;
  let client: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const started = performance.now();
    await prepareDatabase(t.app.db, { demoData: true });
    // Users, coaching records, text content, generated images and documents.
    expect(performance.now() - started).toBeLessThan(15_000);
    client = await makeUser(t.app, ROLES.CLIENT);
  });
  afterAll(() => t?.close());

  it('has five forms, two for members only, whose bytes download', async () => {
    const visitor = await call(t.app, 'GET', '/api/form-files');
    expect(visitor.data.map((f: JsonBody) => f.form_title)).toEqual([
      'Family day home licensing checklist',
      'Monthly budget worksheet',
      'Enrolment agreement template',
    ]);
    const member = await call(t.app, 'GET', '/api/form-files', { token: client.token });
    expect(member.data).toHaveLength(5);
    expect(member.data.filter((f: JsonBody) => !f.is_public).map((f: JsonBody) => f.form_title)).toEqual([
      'Coaching intake form',
      'Grant application guide',
    ]);
    for (const form of member.data) {
      expect(form.description.length).toBeGreaterThan(20);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/form-files/download/${form.id}`,
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(form.size);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${form.file_name}"`);
      if (form.mime_type === 'application/pdf') {
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(form.size).toBeGreaterThan(1500);
      } else {
        expect(form.mime_type).toBe('text/csv');
        expect(res.rawPayload.toString('utf8')).toContain('Parent fees');
      }
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/form-files/download/${form.id}` });
      expect(anonymous.statusCode).toBe(form.is_public ? 200 : 401);
    }
  });

  it('has both hero images, re-encoded rasters with their WebP copies', async () => {
    for (const [type, width] of [
      ['landing', 1600],
      ['service', 1600],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/landing-image?type=${type}`);
      expect(res.data).toEqual({ type, image_url: expect.stringMatching(/^\/api\/files\/[0-9a-f]{64}$/) });
      const image = await t.app.inject({ method: 'GET', url: res.data.image_url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height: 1000 });
      const copy = await t.app.inject({ method: 'GET', url: `${res.data.image_url}?w=960` });
      expect(copy.headers['content-type']).toBe('image/webp');
    }
  });

  it('gives the gallery eight images and every programme and testimonial a picture', async () => {
    const gallery = await t.app.db.selectFrom('gallery_images').select(['image_url', 'alt']).where('deleted_at', 'is', null).execute();
    expect(gallery).toHaveLength(8);
    for (const g of gallery) {
      expect(g.alt.length).toBeGreaterThan(10);
      const res = await t.app.inject({ method: 'GET', url: g.image_url });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    }
    for (const table of ['services', 'testimonials', 'news_events', 'blog_posts', 'landing_cards'] as const) {
      const missing = await t.app.db.selectFrom(table).select('id').where('image_url', 'is', null).execute();
      expect(missing, table).toEqual([]);
    }
    // Nothing stored is SVG (the demo clients' documents add plain text).
    const types = await t.app.db.selectFrom('files').select('mime_type').distinct().execute();
    expect(types.map((r) => r.mime_type).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/webp', 'text/csv', 'text/plain']);
  });
});
