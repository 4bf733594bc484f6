import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexAuditText } from '../src/db/audit-repository';
import { assign, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type Res, type TestApp } from './harness';
import { type Part, postMultipart } from './multipart';

/**
 * Erasure on request (docs/decisions/035-erasure.md): a client with a marker in every field and every kind of
 * free text is erased; afterwards no call an administrator or coach can make, no export, no row of any table and,
 * on SQLite, no byte of the database file or its write-ahead log holds the marker, and the funder reports' numbers
 * are those of before. The retention setting lists clients archived longer ago than it says.
 */

const PASSWORD = 'Correct-horse-battery-9';

function pdfToText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

/** Every number of a report in the order it comes: what funders read, whatever the names beside it. */
function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([k]) => k !== 'id' && !k.endsWith('_id'))
      .flatMap(([, v]) => numbersOf(v));
  return [];
}

describe.each(DATABASES)('erasing a person on request (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let admin: Person;
  let coach: Person;
  // Letters only, so it passes every name rule; rare enough that no hash or random id holds it.
  const MARK = `zqxvj${kind === 'sqlite' ? 'lite' : 'pgql'}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tc-erasure-'));
    t = await createTestApp(kind, kind === 'sqlite' ? { sqliteFile: path.join(dir, 'app.db') } : {});
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH, { region: 'Calgary' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const as = (who: Person | string) => (typeof who === 'string' ? who : who.token);
  const get = (url: string, who: Person | string = admin) => call(t.app, 'GET', url, { token: as(who) });
  const ok = (res: Res) => {
    expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(300);
    return res;
  };

  /** A client with the marker in every field, with a record of every kind the marker is in. */
  async function markedClient(tag: string) {
    const m = `${MARK}${tag}`;
    const created = ok(
      await call(t.app, 'POST', '/api/users/create', {
        token: admin.token,
        body: {
          username: `${m}user`,
          password: PASSWORD,
          category_id: ROLES.CLIENT,
          email: `${m}@example.ca`,
          firstname: `${m}first`,
          lastname: `${m}last`,
          phone: '780-555-0142',
          region: 'Calgary',
          business_name: `${m} Day Home`,
          address: `12 ${m} Street`,
          city: `${m}ville`,
        },
      }),
    );
    const id = created.data.id as number;
    await assign(t.app, id, coach.id);
    // A change audited with the marker before and after it.
    ok(await call(t.app, 'PUT', `/api/users/${id}`, { token: admin.token, body: { business_name: `${m} Day Home Two` } }));
    // Signed in once: sign-in addresses and the audit's login entry hold their username.
    const login = ok(await call(t.app, 'POST', '/api/auth/login', { body: { username: `${m}user`, password: PASSWORD } }));
    const client = login.data.token as string;

    const plan = ok(
      await call(t.app, 'POST', '/api/action-plans', {
        token: coach.token,
        body: {
          client_id: id,
          date: '2025-06-01',
          summary: `${m} plan`,
          description: `${m} description`,
          privateNote: `${m} private plan`,
        },
      }),
    ).data.id as number;
    ok(await call(t.app, 'POST', `/api/action-plans/${plan}/steps`, { token: coach.token, body: { title: `${m} step` } }));
    const entry = {
      actionplan_id: plan,
      date: '2025-06-02',
      minutes: 40,
      activity: 'phone',
      notes: `${m} diary note`,
      privateNote: `${m} private diary`,
    };
    ok(await call(t.app, 'POST', '/api/action-journals', { token: coach.token, body: entry }));
    ok(
      await call(t.app, 'POST', '/api/action-journals', {
        token: coach.token,
        body: { ...entry, actionplan_id: null, client_id: id, minutes: 25, date: '2025-06-03' },
      }),
    );
    ok(
      await call(t.app, 'POST', '/api/sessions', {
        token: coach.token,
        body: {
          client_id: id,
          actionplan_id: plan,
          start: '2025-06-04T10:00',
          minutes: 60,
          kind: 'visit',
          location: `${m} kitchen`,
          agenda: `${m} agenda`,
          privateNote: `${m} private session`,
        },
      }),
    );
    ok(
      await call(t.app, 'POST', '/api/milestones', {
        token: coach.token,
        body: { client_id: id, kind: 'grant_received', date: '2025-06-05', value: 2500, notes: `${m} grant` },
      }),
    );
    const file = (name: string, field = 'file'): Part => ({
      name: field,
      filename: `${m}-${name}.pdf`,
      contentType: 'application/pdf',
      data: pdf(`${m} ${name}`),
    });
    ok(
      await postMultipart(
        t.app,
        `/api/clients/${id}/messages`,
        [{ name: 'body', data: `${m} message` }, file('attachment', 'files')],
        client,
      ),
    );
    ok(await postMultipart(t.app, `/api/clients/${id}/messages`, [{ name: 'body', data: `Hello ${m}first ${m}last` }], coach.token));
    ok(await postMultipart(t.app, `/api/clients/${id}/files`, [file('document')], coach.token));
    ok(
      await call(t.app, 'POST', '/api/applications', {
        body: {
          firstname: `${m}first`,
          lastname: `${m}last`,
          email: `${m}@example.ca`,
          phone: '780-555-0142',
          business_name: `${m} Day Home`,
          business_type: 'family_day_home',
          region: 'calgary',
          city: 'Calgary',
          licensed: 'in_progress',
          spaces: 6,
          needs: ['business_plan'],
          message: `${m} application`,
          consent: true,
        },
      }),
    );
    return { id, m, plan, clientToken: client, name: `${m}first ${m}last` };
  }

  const REPORTS = [
    '/api/getAllClientsReport?start_date=2025-01-01&end_date=2025-12-31',
    '/api/getAllClientsReport/regions?start_date=2025-01-01&end_date=2025-12-31',
  ];
  const totals = async (coachId: number) =>
    Promise.all(
      [...REPORTS, `/api/coach-report?coach_id=${coachId}&start_date=2025-01-01&end_date=2025-12-31`].map(async (u) =>
        numbersOf(ok(await get(u)).data),
      ),
    );

  /** Every row of every table, as text (file bytes as Latin-1), for a marker search of the database. */
  async function tablesHolding(mark: string): Promise<string[]> {
    const tables = await t.app.db.introspection.getTables();
    const found: string[] = [];
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(t.app.db);
      const text = JSON.stringify(rows.rows, (_k, v) =>
        v && typeof v === 'object' && 'type' in v && v.type === 'Buffer' ? Buffer.from(v.data as number[]).toString('latin1') : v,
      ).toLowerCase();
      if (text.includes(mark.toLowerCase())) found.push(table.name);
    }
    return found;
  }

  it(
    'erases what identifies them, keeps the totals, and leaves no copy in any call, export, table or file',
    { timeout: 120_000 },
    async () => {
      const p = await markedClient('a');
      expect(await tablesHolding(p.m)).toEqual(expect.arrayContaining(['users', 'audit_entries', 'files', 'messages', 'applications']));
      const before = await totals(coach.id);

      // Asked twice: the wrong name is refused and nothing changes; a coach may not; an administrator is never erased here.
      const wrong = await call(t.app, 'POST', `/api/users/${p.id}/erase`, { token: admin.token, body: { confirm: 'Someone Else' } });
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect((await call(t.app, 'POST', `/api/users/${p.id}/erase`, { token: coach.token, body: { confirm: p.name } })).statusCode).toBe(
        403,
      );
      expect(
        (
          await call(t.app, 'POST', `/api/users/${admin.id}/erase`, {
            token: admin.token,
            body: { confirm: `${admin.row.firstname} ${admin.row.lastname}` },
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(t.app, 'POST', '/api/users/999999/erase', { token: admin.token, body: { confirm: 'x' } })).statusCode).toBe(404);
      expect(await tablesHolding(p.m)).toContain('users');
      // The audit entries written so far go into the word search's text table first (the server's worker does so
      // every 2 s; on PostgreSQL once the transactions open when their ids were noted have ended): the erasure must
      // take their text out of it too.
      let indexed = 0;
      await expect
        .poll(
          async () => {
            indexed += await indexAuditText(t.app.db);
            const { rows } = await sql<{ n: number }>`select count(*) as n from audit_entries
            where id > (select last_id from audit_text_indexed)`.execute(t.app.db);
            return Number(rows[0].n);
          },
          { timeout: 10_000 },
        )
        .toBe(0);
      expect(indexed).toBeGreaterThan(0);
      if (kind === 'postgres') expect(await tablesHolding(p.m)).toContain('audit_text');

      const erased = ok(
        await call(t.app, 'POST', `/api/users/${p.id}/erase`, { token: admin.token, body: { confirm: `  ${p.name.toUpperCase()} ` } }),
      );
      expect(erased.data).toMatchObject({
        id: p.id,
        firstname: 'Erased',
        lastname: `client #${p.id}`,
        username: `erased-${p.id}`,
        email: `erased-${p.id}@erased.invalid`,
        phone: null,
        business_name: null,
        address: null,
        city: null,
        region: 'Calgary',
        status: 'inactive',
        erasedAt: expect.any(String),
      });

      // Twice: 409.
      expect(
        (await call(t.app, 'POST', `/api/users/${p.id}/erase`, { token: admin.token, body: { confirm: `Erased client #${p.id}` } }))
          .statusCode,
      ).toBe(409);
      // Irreversible: the record is not edited back into a person, and no invitation goes to the address that is gone,
      // one by one or in bulk.
      const edit = await call(t.app, 'PUT', `/api/users/${p.id}`, { token: admin.token, body: { firstname: 'Back' } });
      expect(edit.statusCode).toBe(409);
      expect(edit.data).toEqual({ error: `Erased client #${p.id} was erased on request: the record cannot be changed.`, code: 'CONFLICT' });
      expect((await call(t.app, 'POST', `/api/users/${p.id}/invitation`, { token: admin.token })).statusCode).toBe(409);
      const bulk = await call(t.app, 'POST', '/api/clients/bulk', { token: admin.token, body: { action: 'invite', ids: [p.id] } });
      expect(bulk.statusCode).toBe(200);
      expect(bulk.data).toMatchObject({ done: 0, skipped: 1, reasons: [{ reason: 'erased', count: 1 }] });

      // Every call about them, as an administrator and as their coach, and the exports.
      const urls = [
        `/api/users/${p.id}`,
        `/api/users/clients?q=${p.m}`,
        `/api/users/clients?q=${encodeURIComponent(`${p.m}@example.ca`)}`,
        '/api/users/clients',
        '/api/users/clients?format=csv',
        `/api/action-plans?clientId=${p.id}`,
        `/api/action-plans/${p.plan}`,
        `/api/action-plans/${p.plan}/steps`,
        `/api/action-journals?client_id=${p.id}`,
        `/api/sessions?client_id=${p.id}`,
        `/api/milestones?client_id=${p.id}`,
        `/api/clients/${p.id}/messages`,
        `/api/clients/${p.id}/files`,
        `/api/clients/${p.id}/coaches`,
        `/api/client-report?client_id=${p.id}&start_date=2025-01-01&end_date=2025-12-31`,
        `/api/client-report?client_id=${p.id}&start_date=2025-01-01&end_date=2025-12-31&format=csv`,
        `/api/coach-report?coach_id=${coach.id}&start_date=2025-01-01&end_date=2025-12-31&format=csv`,
        '/api/conversations',
      ];
      const adminOnly = [
        ...REPORTS,
        ...REPORTS.map((u) => `${u}&format=csv`),
        `/api/users?q=${p.m}`,
        '/api/users?pageSize=100',
        '/api/audit?pageSize=100',
        '/api/applications?pageSize=100',
        '/api/mail?pageSize=100',
      ];
      for (const who of [admin, coach]) {
        for (const url of [...urls, ...(who === admin ? adminOnly : [])]) {
          const res = await get(url, who);
          expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
          expect(res.body.toLowerCase(), `${url} as ${who === admin ? 'admin' : 'coach'}`).not.toContain(p.m);
        }
      }
      for (const url of [
        `/api/client-report?client_id=${p.id}&start_date=2025-01-01&end_date=2025-12-31&format=pdf`,
        `${REPORTS[0]}&format=pdf`,
        `/api/coach-report?coach_id=${coach.id}&start_date=2025-01-01&end_date=2025-12-31&format=pdf`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });
        expect(res.statusCode, url).toBe(200);
        const text = await pdfToText(res.rawPayload);
        expect(text.toLowerCase(), url).not.toContain(p.m);
        if (url.includes('client-report')) expect(text).toContain(`Erased client #${p.id}`);
      }

      // The funder totals: the same numbers as before.
      expect(await totals(coach.id)).toEqual(before);

      // No row of any table, and on SQLite no byte of the file or its log.
      expect(await tablesHolding(p.m)).toEqual([]);
      if (kind === 'sqlite') {
        for (const file of ['app.db', 'app.db-wal']) {
          const at = path.join(dir, file);
          if (!existsSync(at)) continue;
          expect(readFileSync(at).toString('latin1').toLowerCase().includes(p.m), file).toBe(false);
        }
        // The word search's trigram index (docs/decisions/051-audit-text-search.md) keeps no piece of it: a
        // deleted row's terms stay in the index's blocks until they are merged.
        const pieces = [...p.m].slice(0, -2).map((_, i) => p.m.slice(i, i + 3));
        for (const table of ['audit_text_data', 'plan_text_data', 'step_text_data']) {
          const { rows } = await sql<{ block: Buffer | null }>`select block from ${sql.table(table)}`.execute(t.app.db);
          const bytes = Buffer.concat(rows.map((r) => r.block ?? Buffer.alloc(0))).toString('latin1');
          expect(
            pieces.filter((piece) => bytes.includes(piece)),
            table,
          ).toEqual([]);
        }
      }

      // One entry says they were erased, and by whom; it holds nothing of theirs.
      const entries = await t.app.db
        .selectFrom('audit_entries')
        .selectAll()
        .where('action', '=', 'erase')
        .where('entity_id', '=', p.id)
        .execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor_id: admin.id, entity: 'user' });
      expect(JSON.parse(entries[0].after!)).toMatchObject({ erased: true, plans: 1, files_deleted: 2, messages_deleted: 2 });

      // Signed out, and never signed in again.
      expect((await get('/api/auth/getMe', p.clientToken)).statusCode).toBe(401);
      for (const username of [`${p.m}user`, `erased-${p.id}`]) {
        const res = await call(t.app, 'POST', '/api/auth/login', { body: { username, password: PASSWORD } });
        expect(res.statusCode, username).toBe(401);
      }
    },
  );

  it('erases a coach: their messages go, their clients’ records stay', async () => {
    const m = `${MARK}coach`;
    const other = await makeUser(t.app, ROLES.COACH, {
      firstname: `${m}first`,
      lastname: `${m}last`,
      email: `${m}@example.ca`,
      phone: '403-555-0101',
    });
    const client = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, client.id, other.id);
    ok(await postMultipart(t.app, `/api/clients/${client.id}/messages`, [{ name: 'body', data: `${m} wrote this` }], other.token));
    ok(await postMultipart(t.app, `/api/clients/${client.id}/messages`, [{ name: 'body', data: 'The client answers' }], client.token));
    const res = ok(
      await call(t.app, 'POST', `/api/users/${other.id}/erase`, { token: admin.token, body: { confirm: `${m}first ${m}last` } }),
    );
    expect(res.data).toMatchObject({ firstname: 'Erased', lastname: `coach #${other.id}` });
    const messages = ok(await get(`/api/clients/${client.id}/messages`)).data.messages as JsonBody[];
    expect(messages.map((x: JsonBody) => x.body)).toEqual(['The client answers']);
    expect(await tablesHolding(m)).toEqual([]);
  });

  describe('retention', () => {
    it('is a setting anyone reads and administrators change, audited', async () => {
      expect(ok(await call(t.app, 'GET', '/api/settings/privacy')).data).toEqual({ retention_years: 7 });
      expect((await call(t.app, 'PUT', '/api/settings/privacy', { token: coach.token, body: { retention_years: 2 } })).statusCode).toBe(
        403,
      );
      expect((await call(t.app, 'PUT', '/api/settings/privacy', { token: admin.token, body: { retention_years: 0 } })).statusCode).toBe(
        400,
      );
      expect(ok(await call(t.app, 'PUT', '/api/settings/privacy', { token: admin.token, body: { retention_years: 2 } })).data).toEqual({
        retention_years: 2,
      });
      expect(ok(await call(t.app, 'GET', '/api/settings/privacy')).data).toEqual({ retention_years: 2 });
    });

    it('lists clients archived longer ago than it says, oldest first, for administrators', async () => {
      const ago = (years: number, days = 0) => {
        const d = new Date();
        d.setUTCFullYear(d.getUTCFullYear() - years);
        d.setUTCDate(d.getUTCDate() - days);
        return d.toISOString();
      };
      ok(await call(t.app, 'PUT', '/api/settings/privacy', { token: admin.token, body: { retention_years: 2 } }));
      const archived = async (at: string) => {
        const p = await makeUser(t.app, ROLES.CLIENT);
        await t.app.db.updateTable('users').set({ deleted_at: at }).where('id', '=', p.id).execute();
        return p;
      };
      const old = await archived(ago(3));
      const older = await archived(ago(5));
      const recent = await archived(ago(1, 300));
      const live = await makeUser(t.app, ROLES.CLIENT);
      const res = ok(await get('/api/privacy/erasure-due'));
      const ids = (res.data as JsonBody[]).map((r: JsonBody) => r.id);
      expect(ids).toEqual(expect.arrayContaining([older.id, old.id]));
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(old.id));
      expect(ids).not.toContain(recent.id);
      expect(ids).not.toContain(live.id);
      expect(res.headers['x-total-count']).toBe(String(ids.length));
      // Erased, they leave the list.
      ok(
        await call(t.app, 'POST', `/api/users/${old.id}/erase`, {
          token: admin.token,
          body: { confirm: `${old.row.firstname} ${old.row.lastname}` },
        }),
      );
      expect(((await get('/api/privacy/erasure-due')).data as JsonBody[]).map((r: JsonBody) => r.id)).not.toContain(old.id);
      expect((await get('/api/privacy/erasure-due', coach)).statusCode).toBe(403);
    });
  });
});
