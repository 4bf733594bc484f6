import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { assign, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * GET /action-journals/export.csv (docs/decisions/042-streamed-exports.md): more rows than the old
 * 10,000 cap, written out as they are read (the header first, the body chunked), the list's scope,
 * no private note; a download cut off gives its connection back. On SQLite in memory (the tests'
 * usual database), on a SQLite file (the export's own read-only connection) and on PostgreSQL.
 */

const ENTRIES = 12_000;

const KINDS = [
  ...DATABASES.map((kind) => ({ name: kind, kind, file: false })),
  { name: 'a SQLite file', kind: 'sqlite' as const, file: true },
];

/** One request over a real socket: resolves with the answer once its first chunk of body has come. */
function firstChunk(url: string, token: string): Promise<{ res: http.IncomingMessage; chunk: Buffer; req: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.once('data', (chunk: Buffer) => {
        res.pause();
        resolve({ res, chunk, req });
      });
      res.once('error', () => {});
    });
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

describe.each(KINDS)('the time diary CSV on $name', ({ kind, file }) => {
  let t: TestApp;
  let dir: string;
  let admin: Person;
  let coach: Person;
  let otherCoach: Person;
  let client: Person;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tc-diary-export-'));
    t = await createTestApp(kind, file ? { sqliteFile: path.join(dir, 'app.db') } : {});
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH, { firstname: 'Cora', lastname: 'Coach' });
    otherCoach = await makeUser(t.app, ROLES.COACH);
    client = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Cliff', lastname: 'Client', business_name: '=cmd' });
    const other = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, client.id, coach.id);
    await assign(t.app, other.id, otherCoach.id);
    const now = nowIso();
    // One bulk insert: entry i is dated i days after 1990-01-01 and (i % 1440) + 1 minutes; the newest first in the file.
    const day = (i: number) => new Date(Date.UTC(1990, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const rows = Array.from({ length: ENTRIES }, (_, i) => ({
      actionplan_id: null,
      client_id: client.id,
      coach_id: coach.id,
      date: day(i),
      minutes: (i % 1440) + 1,
      activity: 'meeting',
      notes: i === 0 ? 'the oldest, "quoted"' : null,
      private_note: 'never in the file',
      session_id: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.app.db
        .insertInto('action_journals')
        .values(rows.slice(i, i + 1000))
        .execute();
    await t.app.db
      .insertInto('action_journals')
      .values({ ...rows[0], client_id: other.id, coach_id: otherCoach.id, date: '2020-01-01', notes: 'another coach’s client' })
      .execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds every entry past the old 10,000 cap, newest first, the oldest last, with no private note', async () => {
    const res = await call(t.app, 'GET', `/api/action-journals/export.csv?client_id=${client.id}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="time-diary-${client.id}-${todayInAlberta()}.csv"`);
    expect(res.body.startsWith('\ufeffDate,Client,Business,Plan,Coach,Activity,Minutes,Notes\r\n')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(ENTRIES + 1);
    expect(lines[1]).toBe(`2022-11-08,Cliff Client,'=cmd,No plan,Cora Coach,Meeting,480,`);
    expect(lines[ENTRIES]).toBe(`1990-01-01,Cliff Client,'=cmd,No plan,Cora Coach,Meeting,1,"the oldest, ""quoted"""`);
    expect(res.body).not.toContain('never in the file');
  });

  it("is the list's scope: the whole diary for an administrator, a coach's own clients' for a coach; never a client's", async () => {
    const all = await call(t.app, 'GET', '/api/action-journals/export.csv', { token: admin.token });
    expect(all.body.slice(1).trimEnd().split('\r\n')).toHaveLength(ENTRIES + 2);
    expect(all.headers['content-disposition']).toBe(`attachment; filename="time-diary-${todayInAlberta()}.csv"`);
    const own = await call(t.app, 'GET', '/api/action-journals/export.csv', { token: otherCoach.token });
    expect(own.body.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
    const filtered = await call(t.app, 'GET', `/api/action-journals/export.csv?from=2022-11-01`, { token: coach.token });
    expect(filtered.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1 + 8);
    const notTheirs = await call(t.app, 'GET', `/api/action-journals/export.csv?client_id=${client.id}`, { token: otherCoach.token });
    expect(notTheirs.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/action-journals/export.csv', { token: client.token })).statusCode).toBe(403);
  });

  it('sends the header row before the rest is read, and a download cut off gives its connection back', async () => {
    const { res, chunk, req } = await firstChunk(`${base}/api/action-journals/export.csv`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(chunk.toString('utf8').startsWith('\ufeffDate,Client,')).toBe(true);
    // The whole file is about half a megabyte; what came first is a small part of it.
    expect(chunk.length).toBeLessThan(200_000);
    req.destroy();
    // More cut-off downloads than the PostgreSQL pool has connections: each gave its own back.
    for (let i = 0; i < 12; i += 1) (await firstChunk(`${base}/api/action-journals/export.csv`, admin.token)).req.destroy();
    const after = await call(t.app, 'GET', `/api/action-journals?client_id=${client.id}&pageSize=1`, { token: admin.token });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-total-count']).toBe(String(ENTRIES));
    const saved = await call(t.app, 'POST', '/api/action-journals', {
      token: coach.token,
      body: { actionplan_id: null, client_id: client.id, date: '2025-01-02', minutes: 15, activity: 'meeting' },
    });
    expect(saved.statusCode).toBe(201);
  }, 60_000);
});
