import { execFile } from 'node:child_process';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from './contract';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from './harness';

/**
 * Private notes (docs/decisions/023): who reads and writes a plan's, diary entry's and session's private note,
 * and a sweep of every GET of the contract a client may call, which must never answer a private note's text.
 */

const ACTORS = ['visitor', 'client', 'otherClient', 'coach', 'otherCoach', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];

const MARK = 'PRIVATE-7q3z';
const SHARED = 'SHARED-k2w9';

function pdfToText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}

describe.each(DATABASES)('private notes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const tokenOf = (cast: Cast, actor: ActorKey) => (actor === 'visitor' ? undefined : cast[actor].token);

  /** A client with a plan, an entry with a plan, one without, and a session, each with a shared text and a private note. */
  async function world(tag = MARK) {
    const cast = await makeCast(t.app);
    const coach = cast.coach.token;
    const plan = await call(t.app, 'POST', '/api/action-plans', {
      token: coach,
      body: {
        client_id: cast.client.id,
        date: '2025-06-01',
        summary: 'Licensing',
        description: `${SHARED} plan`,
        privateNote: `${tag} plan`,
      },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const entry = await call(t.app, 'POST', '/api/action-journals', {
      token: coach,
      body: {
        actionplan_id: plan.data.id,
        date: '2025-06-02',
        minutes: 30,
        activity: 'phone',
        notes: `${SHARED} entry`,
        privateNote: `${tag} entry`,
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const planless = await call(t.app, 'POST', '/api/action-journals', {
      token: coach,
      body: {
        actionplan_id: null,
        client_id: cast.client.id,
        date: '2025-06-03',
        minutes: 45,
        activity: 'meeting',
        notes: `${SHARED} intake`,
        privateNote: `${tag} intake`,
      },
    });
    expect(planless.statusCode, planless.body).toBe(201);
    const session = await call(t.app, 'POST', '/api/sessions', {
      token: coach,
      body: {
        client_id: cast.client.id,
        actionplan_id: plan.data.id,
        start: '2027-02-03T10:00',
        minutes: 60,
        kind: 'visit',
        agenda: `${SHARED} session`,
        privateNote: `${tag} session`,
      },
    });
    expect(session.statusCode, session.body).toBe(201);
    return {
      cast,
      plan: plan.data.id as number,
      entry: entry.data.id as number,
      planless: planless.data.id as number,
      session: session.data.id as number,
    };
  }

  describe('the access table', () => {
    const READ = { visitor: 401, client: 200, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 };
    const WRITE = { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 404, admin: 200 };
    const SEES_NOTE = new Set<ActorKey>(['coach', 'admin']);
    const KINDS = [
      { name: 'plan', path: '/api/action-plans', id: (w: Awaited<ReturnType<typeof world>>) => w.plan, table: 'action_plans' as const },
      {
        name: 'entry',
        path: '/api/action-journals',
        id: (w: Awaited<ReturnType<typeof world>>) => w.entry,
        table: 'action_journals' as const,
      },
      {
        name: 'intake',
        path: '/api/action-journals',
        id: (w: Awaited<ReturnType<typeof world>>) => w.planless,
        table: 'action_journals' as const,
      },
      {
        name: 'session',
        path: '/api/sessions',
        id: (w: Awaited<ReturnType<typeof world>>) => w.session,
        table: 'coaching_sessions' as const,
      },
    ];

    for (const k of KINDS) {
      it.each(ACTORS)(`GET ${k.path}/{id} (${k.name}) as %s: the note only to the client's coaches and administrators`, async (actor) => {
        const w = await world();
        const res = await call(t.app, 'GET', `${k.path}/${k.id(w)}`, { token: tokenOf(w.cast, actor) });
        expect(res.statusCode, res.body).toBe(READ[actor]);
        if (SEES_NOTE.has(actor)) expect(res.data.privateNote).toBe(`${MARK} ${k.name}`);
        else expect(res.body).not.toContain(MARK);
        if (actor === 'client') expect(res.data).not.toHaveProperty('privateNote');
      });

      it.each(ACTORS)(
        `PUT ${k.path}/{id} (${k.name}) with privateNote as %s: written only by them, nothing else changed on refusal`,
        async (actor) => {
          const w = await world();
          const id = k.id(w);
          const before = await t.app.db.selectFrom(k.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
          const res = await call(t.app, 'PUT', `${k.path}/${id}`, { token: tokenOf(w.cast, actor), body: { privateNote: 'Changed note' } });
          expect(res.statusCode, res.body).toBe(WRITE[actor]);
          const after = await t.app.db.selectFrom(k.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
          if (WRITE[actor] === 200) {
            expect(after.private_note).toBe('Changed note');
            expect(res.data.privateNote).toBe('Changed note');
          } else {
            expect(after).toEqual(before);
            expect(res.data).toMatchObject({ code: expect.any(String), error: expect.any(String) });
            expect(res.body).not.toContain(MARK);
          }
        },
      );
    }

    it.each(['client', 'otherClient'] as const)('a %s writing a private note is refused (403), nothing written', async (actor) => {
      const w = await world();
      const token = w.cast[actor].token;
      const counts = async () =>
        Promise.all(
          (['action_plans', 'action_journals', 'coaching_sessions'] as const).map(async (table) =>
            Number(
              (
                await t.app.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        );
      const before = await counts();
      const writes: [string, string, JsonBody][] = [
        ['POST', '/api/action-plans', { client_id: w.cast.client.id, date: '2025-06-01', summary: 'Mine', privateNote: 'x' }],
        [
          'POST',
          '/api/action-journals',
          { actionplan_id: null, client_id: w.cast.client.id, date: '2025-06-01', minutes: 5, activity: 'other', privateNote: 'x' },
        ],
        ['POST', '/api/sessions', { client_id: w.cast.client.id, start: '2027-03-01T10:00', minutes: 60, kind: 'visit', privateNote: 'x' }],
        ['PUT', `/api/sessions/${w.session}`, { privateNote: 'x' }],
      ];
      for (const [method, url, body] of writes) {
        const res = await call(t.app, method as 'POST', url, { token, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.data).toMatchObject({ code: 'FORBIDDEN', error: expect.any(String) });
      }
      expect(await counts()).toEqual(before);
    });

    it("another coach never reads a note through a session of a client not theirs (the clash check of a shared coach's time)", async () => {
      const w = await world();
      const check = await call(t.app, 'GET', `/api/sessions/check?coach_id=${w.cast.coach.id}&start=2027-02-03T10:00&minutes=60`, {
        token: w.cast.otherCoach.token,
      });
      expect(check.body).not.toContain(MARK);
    });
  });

  it('no answer to a client ever contains a private note: every GET of the contract a client may call, and their emails', async () => {
    const w = await world();
    const { cast } = w;
    const feed = await call(t.app, 'POST', '/api/account/calendar-feed', { token: cast.client.token });
    expect(feed.statusCode, feed.body).toBe(201);
    const feedToken = String(feed.data.url).split('/').pop()!;
    const assignment = (
      await t.app.db.selectFrom('client_coach').select('id').where('client_id', '=', cast.client.id).executeTakeFirstOrThrow()
    ).id;

    const PARAMS: Record<string, (path: string) => (string | number)[]> = {
      id: (path) =>
        path.startsWith('/action-plans')
          ? [w.plan]
          : path.startsWith('/action-journals')
            ? [w.entry, w.planless]
            : path.startsWith('/sessions')
              ? [w.session]
              : path.startsWith('/client-coach')
                ? [assignment]
                : [cast.client.id],
      coachId: () => [cast.coach.id],
      token: () => [feedToken],
      sha256: () => ['0'.repeat(64)],
    };
    const c = cast.client.id;
    const QUERIES: Record<string, string[]> = {
      '/action-plans': ['', `clientId=${c}`],
      '/action-journals': ['', `client_id=${c}`, `actionplan_id=${w.plan}`, 'actionplan_id=none', `client_id=${c}&actionplan_id=none`],
      '/action-journals/filter': [`actionplan_id=${w.plan}`, 'actionplan_id=none', `coach_id=${cast.coach.id}`],
      '/action-journals/summary': [`client_id=${c}`, `client_id=${c}&actionplan_id=none`],
      '/client-report': [`client_id=${c}&year=2025`, `client_id=${c}&year=2025&format=csv`, `client_id=${c}&year=2025&format=pdf`],
      '/sessions': ['', `client_id=${c}`, 'from=2027-02-01&to=2027-02-28'],
      '/milestones': [`client_id=${c}`],
      '/client-coach': ['', `client_id=${c}`],
      '/coaches/:coachId/slots': ['from=2027-02-01&to=2027-02-07'],
    };

    let asked = 0;
    let sharedSeen = 0;
    for (const e of CONTRACT) {
      if (e.method !== 'GET' || (e.roles && !e.roles.includes(ROLES.CLIENT))) continue;
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      let paths = [e.path];
      for (const name of names) {
        const values = PARAMS[name]?.(e.path) ?? [1];
        paths = paths.flatMap((p) => values.map((v) => p.replace(`:${name}`, String(v))));
      }
      // Each list also asked with a search for the note's text, which must match nothing private.
      const queries = [...(QUERIES[e.path] ?? ['']), `q=${MARK}`];
      for (const path of paths) {
        for (const query of queries) {
          const url = `/api${path}${query ? `?${query}` : ''}`;
          const res = await call(t.app, 'GET', url, { token: e.auth ? cast.client.token : undefined });
          asked += 1;
          const text = res.headers['content-type']?.toString().startsWith('application/pdf') ? await pdfToText(res.rawPayload) : res.body;
          expect(text, `GET ${url} (${res.statusCode})`).not.toContain(MARK);
          expect(text, `GET ${url}`).not.toMatch(/privateNote|private_note/);
          if (text.includes(SHARED)) sharedSeen += 1;
        }
      }
    }
    // The sweep reached the records: the shared texts came back where the private ones did not.
    expect(asked).toBeGreaterThan(60);
    expect(sharedSeen).toBeGreaterThan(8);

    const mails = await t.app.db
      .selectFrom('mail_queue')
      .select(['subject', 'content'])
      .where('recipient', '=', cast.client.row.email)
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(`${m.subject} ${m.content}`).not.toContain(MARK);
    // Nobody's email carries one.
    const all = await t.app.db.selectFrom('mail_queue').select('content').execute();
    for (const m of all) expect(m.content).not.toContain(MARK);
  });

  it('a coach of other clients reads no note in lists across clients; an administrator reads them all', async () => {
    const w = await world();
    const other = await call(t.app, 'GET', '/api/sessions?from=2027-02-01&to=2027-02-28', { token: w.cast.otherCoach.token });
    expect(other.body).not.toContain(MARK);
    const admin = await call(t.app, 'GET', `/api/action-journals?client_id=${w.cast.client.id}`, { token: w.cast.admin.token });
    expect(admin.data.map((e: JsonBody) => e.privateNote).sort()).toEqual([`${MARK} entry`, `${MARK} intake`]);
    const coach = await call(t.app, 'GET', `/api/action-plans?clientId=${w.cast.client.id}`, { token: w.cast.coach.token });
    expect(coach.data.actionPlans[0].privateNote).toBe(`${MARK} plan`);
  });
});
