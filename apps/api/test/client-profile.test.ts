import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time';
import { assign, type Cast, makeCast, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * GET /clients/{id}/coaches, the coaches of a client's profile with their email and
 * phone: for administrators, the client's own coaches and the client (docs/architecture.md#access);
 * a coach of other clients hears, in words, that they do not coach this one.
 */
describe.each(DATABASES)('the coaches of a client (%s)', (kind) => {
  let t: TestApp;
  let cast: Cast;
  /** A second coach of `client`, so a coach sees their co-coach; and an archived third. */
  let coCoach: Person;
  let archivedCoach: Person;

  const coachesOf = (id: number, token?: string) => call(t.app, 'GET', `/api/clients/${id}/coaches`, { token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    coCoach = await makeUser(t.app, ROLES.COACH, { firstname: 'Aaron', lastname: 'Abbott', phone: '403-555-0101', region: 'Calgary' });
    archivedCoach = await makeUser(t.app, ROLES.COACH, { lastname: 'Aardvark' });
    await assign(t.app, cast.client.id, coCoach.id);
    await assign(t.app, cast.client.id, archivedCoach.id);
    await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', archivedCoach.id).execute();
  });
  afterAll(() => t.close());

  it('gives the client, their coaches and administrators every current coach with contact details, by name', async () => {
    for (const who of [cast.client, cast.coach, coCoach, cast.admin]) {
      const res = await coachesOf(cast.client.id, who.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.data).toEqual([
        { id: coCoach.id, firstname: 'Aaron', lastname: 'Abbott', email: coCoach.row.email, phone: '403-555-0101', region: 'Calgary' },
        {
          id: cast.coach.id,
          firstname: cast.coach.row.firstname,
          lastname: cast.coach.row.lastname,
          email: cast.coach.row.email,
          phone: null,
          region: 'Calgary',
        },
      ]);
    }
  });

  it('answers an empty list for a client without a coach', async () => {
    const alone = await makeUser(t.app, ROLES.CLIENT);
    const res = await coachesOf(alone.id, cast.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual([]);
  });

  it("tells a coach of other clients, in words, that they don't coach this one", async () => {
    const res = await coachesOf(cast.client.id, cast.otherCoach.token);
    expect(res.statusCode).toBe(403);
    expect(res.data).toEqual({ error: "You don't coach this client.", code: 'FORBIDDEN' });
  });

  it("refuses another client, whether or not the id is a client's", async () => {
    for (const id of [cast.client.id, cast.coach.id, 999_999]) {
      const res = await coachesOf(id, cast.otherClient.token);
      expect(res.statusCode).toBe(403);
      expect(res.data.code).toBe('FORBIDDEN');
    }
  });

  it('answers 404 for a person who is not a client, and 401 without a session', async () => {
    for (const id of [cast.coach.id, cast.admin.id, 999_999]) {
      const res = await coachesOf(id, cast.admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ error: 'Client not found.', code: 'NOT_FOUND' });
    }
    expect((await coachesOf(cast.coach.id, cast.coach.token)).statusCode).toBe(404);
    const visitor = await coachesOf(cast.client.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.data.code).toBe('UNAUTHENTICATED');
  });

  it('keeps an archived client from everyone but administrators', async () => {
    const gone = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, gone.id, cast.coach.id);
    await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', gone.id).execute();
    expect((await coachesOf(gone.id, cast.coach.token)).statusCode).toBe(404);
    const admin = await coachesOf(gone.id, cast.admin.token);
    expect(admin.statusCode).toBe(200);
    expect(admin.data.map((c: { id: number }) => c.id)).toEqual([cast.coach.id]);
  });
});
