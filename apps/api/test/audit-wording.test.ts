import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuditTextIndex } from '../src/features/audit/audit-text-index';
import { assign, makeUser, PASSWORD, type Person } from './fixtures';
import { auditRows, indexAuditText, type SearchWay } from '../src/db/audit-repository';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

interface Entry {
  id: number;
  action: string;
  entity_id: number | null;
  description: string;
  record: string;
  actor: { id: number; erased: boolean } | null;
  person: { id: number; firstname: string; lastname: string; erased: boolean } | null;
  changes: { field: string; label: string; before: string; after: string }[];
}

/**
 * The audit trail reads as sentences with the names as they are now (docs/decisions/036): real
 * changes made through the API, then a rename and an erasure seen in the old entries, the text
 * search and the CSV export.
 */
describe.each(DATABASES)('the audit trail in words (%s)', (kind) => {
  let t: TestApp;
  let grace: Person;
  let sarah: Person;
  let leila: Person;
  let emily: Person;
  let planId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    grace = await makeUser(t.app, ROLES.ADMIN, { firstname: 'Grace', lastname: 'Park' });
    sarah = await makeUser(t.app, ROLES.COACH, { firstname: 'Sarah', lastname: 'Lee' });
    leila = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Leila', lastname: 'Haddad' });
    emily = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Emily', lastname: 'Chen' });
    await assign(t.app, emily.id, sarah.id);
  });
  afterAll(() => t.close());

  const trail = async (query: string): Promise<Entry[]> => {
    const res = await call(t.app, 'GET', `/api/audit?${query}`, { token: grace.token });
    expect(res.statusCode).toBe(200);
    return res.data;
  };
  const latest = async (query: string) => (await trail(`${query}&pageSize=1`))[0];
  /** Audit entries not yet in the word search's text table. */
  const waitingEntries = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from audit_entries where id > (select last_id from audit_text_indexed)`.execute(
          t.app.db,
        )
      ).rows[0].n,
    );

  it('says who changed whose field, with the field before and after', async () => {
    expect((await call(t.app, 'PUT', `/api/users/${leila.id}`, { token: grace.token, body: { phone: '403-555-0100' } })).statusCode).toBe(
      200,
    );
    const entry = await latest(`entity=user&entityId=${leila.id}&action=update`);
    expect(entry.description).toBe("Grace Park changed Leila Haddad's phone");
    expect(entry.record).toBe('the client Leila Haddad');
    expect(entry.person).toMatchObject({ id: leila.id, firstname: 'Leila', erased: false });
    expect(entry.actor).toMatchObject({ id: grace.id, erased: false });
    expect(entry.changes).toEqual([{ field: 'phone', label: 'Phone', before: '(empty)', after: '403-555-0100' }]);
  });

  it('names a plan, its step and its client; ticks, deletes and restores read as such', async () => {
    const plan = await call(t.app, 'POST', '/api/action-plans', {
      token: sarah.token,
      body: { client_id: emily.id, date: '2026-06-01', summary: 'Fall enrolment marketing' },
    });
    expect(plan.statusCode).toBe(201);
    planId = plan.data.id;
    expect((await latest(`entity=action_plan&entityId=${planId}`)).description).toBe(
      "Sarah Lee created the plan 'Fall enrolment marketing' for Emily Chen",
    );
    const step = await call(t.app, 'POST', `/api/action-plans/${planId}/steps`, {
      token: sarah.token,
      body: { title: 'Call the licensing officer' },
    });
    expect(step.statusCode).toBe(201);
    expect((await latest(`entity=plan_step&entityId=${step.data.id}`)).description).toBe(
      "Sarah Lee added the step 'Call the licensing officer' of the plan 'Fall enrolment marketing' for Emily Chen",
    );
    await call(t.app, 'PUT', `/api/plan-steps/${step.data.id}/done`, { token: sarah.token, body: { done: true } });
    const ticked = await latest(`entity=plan_step&entityId=${step.data.id}`);
    expect(ticked.description).toBe(
      "Sarah Lee ticked the step 'Call the licensing officer' of the plan 'Fall enrolment marketing' for Emily Chen",
    );
    expect(ticked.person).toMatchObject({ id: emily.id });
    expect(ticked.changes.map((c) => c.label)).toContain('Done');

    await call(t.app, 'PUT', `/api/action-plans/${planId}`, { token: sarah.token, body: { due_date: '2026-09-30' } });
    const changed = await latest(`entity=action_plan&entityId=${planId}`);
    expect(changed.description).toBe("Sarah Lee changed the due date of the plan 'Fall enrolment marketing' for Emily Chen");
    expect(changed.changes).toEqual([{ field: 'due_date', label: 'Due date', before: '(empty)', after: '2026-09-30' }]);

    expect((await call(t.app, 'DELETE', `/api/action-plans/${planId}`, { token: sarah.token })).statusCode).toBe(200);
    expect((await latest(`entity=action_plan&entityId=${planId}`)).description).toBe(
      "Sarah Lee deleted the plan 'Fall enrolment marketing' for Emily Chen",
    );
    expect((await call(t.app, 'POST', `/api/action-plans/${planId}/restore`, { token: grace.token })).statusCode).toBe(200);
    expect((await latest(`entity=action_plan&entityId=${planId}`)).description).toBe(
      "Grace Park restored the plan 'Fall enrolment marketing' for Emily Chen",
    );
  });

  it('says a content item was published, under its label', async () => {
    const post = await call(t.app, 'POST', '/api/news-events', {
      token: grace.token,
      body: { kind: 'news', title: 'Open house', summary: 'Meet the coaches.', body: 'Come and see.', status: 'draft' },
    });
    expect(post.statusCode, post.body).toBe(201);
    expect((await latest(`entity=news_events&entityId=${post.data.id}`)).description).toBe("Grace Park created the news item 'Open house'");
    await call(t.app, 'PUT', `/api/news-events/${post.data.id}`, { token: grace.token, body: { status: 'published' } });
    const published = await latest(`entity=news_events&entityId=${post.data.id}`);
    expect(published.description).toBe("Grace Park published the news item 'Open house'");
    expect(published.changes).toContainEqual({ field: 'status', label: 'Status', before: 'draft', after: 'published' });
  });

  it('says who signed in, and who failed to', async () => {
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { username: leila.username, password: PASSWORD } })).statusCode).toBe(200);
    expect((await latest(`action=login&actorId=${leila.id}`)).description).toBe('Leila Haddad signed in');
    await call(t.app, 'POST', '/api/auth/login', { body: { username: leila.username, password: 'not-the-password' } });
    expect((await latest(`action=login_failed&entityId=${leila.id}`)).description).toBe('Someone failed to sign in as Leila Haddad');
    await call(t.app, 'POST', '/api/auth/login', { body: { username: 'nobody-here', password: 'not-the-password' } });
    expect((await latest('action=login_failed')).description).toBe("Someone failed to sign in as 'nobody-here'");
  });

  it('reads every name as it is now: a renamed client in old entries', async () => {
    await call(t.app, 'PUT', `/api/users/${emily.id}`, { token: grace.token, body: { lastname: 'Chen-Ross' } });
    const entries = await trail(`entity=action_plan&entityId=${planId}`);
    expect(entries.map((e) => e.description)).toContain("Sarah Lee created the plan 'Fall enrolment marketing' for Emily Chen-Ross");
    expect(entries.every((e) => !e.description.includes('Emily Chen ') && !e.description.endsWith('Emily Chen'))).toBe(true);
    const renamed = await latest(`entity=user&entityId=${emily.id}&action=update`);
    expect(renamed.description).toBe("Grace Park changed Emily Chen-Ross's last name");
    expect(renamed.changes).toEqual([{ field: 'lastname', label: 'Last name', before: 'Chen', after: 'Chen-Ross' }]);
  });

  it('shows an erased person as erased, as actor and as the person a record is about', async () => {
    const erased = await call(t.app, 'POST', `/api/users/${leila.id}/erase`, { token: grace.token, body: { confirm: 'Leila Haddad' } });
    expect(erased.statusCode).toBe(200);
    const changed = await latest(`entity=user&entityId=${leila.id}&action=update`);
    expect(changed.description).toBe(`Grace Park changed Erased client #${leila.id}'s phone`);
    expect(changed.person).toMatchObject({ id: leila.id, erased: true });
    const signedIn = await latest(`action=login&actorId=${leila.id}`);
    expect(signedIn.description).toBe(`Erased client #${leila.id} signed in`);
    expect(signedIn.actor).toMatchObject({ id: leila.id, erased: true });
    // Nobody finds them by their old name any more through the names; the grace entry is found by Grace.
    expect(await trail('q=Leila%20Haddad&action=login')).toEqual([]);
    // Erasure scrubbed the values of their records from the snapshots: their old phone is found nowhere.
    expect(await trail('q=403-555-0100')).toEqual([]);
    expect((await latest('action=erase')).description).toBe(`Grace Park erased client #${leila.id} on request`);
  });

  it('says who downloaded whose data (a privacy request)', async () => {
    expect((await call(t.app, 'GET', '/api/account/export', { token: emily.token })).statusCode).toBe(200);
    expect((await latest(`entity=personal_export&entityId=${emily.id}`)).description).toBe('Emily Chen-Ross downloaded their data');
    expect((await call(t.app, 'GET', `/api/privacy/export/${emily.id}`, { token: grace.token })).statusCode).toBe(200);
    expect((await latest(`entity=personal_export&entityId=${emily.id}`)).description).toBe(
      'Grace Park downloaded the data of Emily Chen-Ross',
    );
  });

  it('finds entries by a client’s name, a title and a value, with the other filters', async () => {
    const byClient = await trail(`q=${encodeURIComponent('chen-ross')}`);
    const descriptions = byClient.map((e) => e.description);
    expect(descriptions).toContain("Sarah Lee created the plan 'Fall enrolment marketing' for Emily Chen-Ross");
    expect(descriptions).toContain(
      "Sarah Lee ticked the step 'Call the licensing officer' of the plan 'Fall enrolment marketing' for Emily Chen-Ross",
    );
    expect((await trail('q=chen-ross&entity=plan_step')).every((e) => e.record.startsWith("the step 'Call"))).toBe(true);
    const phone = await call(t.app, 'PUT', `/api/users/${emily.id}`, { token: grace.token, body: { phone: '780-555-0199' } });
    expect(phone.statusCode).toBe(200);
    const byValue = await trail('q=780-555-0199');
    expect(byValue.map((e) => e.description)).toEqual(["Grace Park changed Emily Chen-Ross's phone"]);
    expect(await trail('q=780-555-0199&action=create')).toEqual([]);
    expect((await trail('q=Open%20house')).map((e) => e.description)).toEqual([
      "Grace Park published the news item 'Open house'",
      "Grace Park created the news item 'Open house'",
    ]);
    // Any case; and two characters, fewer than the snapshots' trigram index answers, still search them.
    expect((await trail('q=OPEN%20HOUSE')).map((e) => e.description)).toEqual([
      "Grace Park published the news item 'Open house'",
      "Grace Park created the news item 'Open house'",
    ]);
    expect((await trail('q=99&action=update')).map((e) => e.description)).toContain("Grace Park changed Emily Chen-Ross's phone");
    // LIKE's wildcards are taken as they are typed.
    expect(await trail('q=%25%25_')).toEqual([]);
    expect((await trail(`q=sarah%20lee&actorId=${grace.id}`)).length).toBe(0);
  });

  it('exports the filtered entries as CSV, formulas neutralised', async () => {
    // A name a spreadsheet would run as a formula.
    const odd = await makeUser(t.app, ROLES.COACH, { firstname: '=HYPERLINK("http://x.example")', lastname: 'Coach' });
    await assign(t.app, emily.id, odd.id);
    const second = await call(t.app, 'POST', '/api/action-plans', {
      token: odd.token,
      body: { client_id: emily.id, date: '2026-06-02', summary: 'Second plan' },
    });
    expect(second.statusCode).toBe(201);
    await call(t.app, 'PUT', `/api/action-plans/${second.data.id}`, { token: odd.token, body: { description: 'Before June' } });
    const res = await call(t.app, 'GET', '/api/audit/export.csv?entity=action_plan&q=chen-ross', { token: grace.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When (Alberta time),Who,What,Record,Changes,Address');
    // Emily's plan entries only, newest first: the first plan's four (created, changed, deleted, restored) and the second's two.
    expect(res.headers['x-total-count']).toBe('6');
    expect(lines).toHaveLength(1 + 6);
    const [when, who, ...rest] = lines[1].split(',');
    expect(when).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(who).toBe(`"'=HYPERLINK(""http://x.example"") Coach"`);
    expect(rest.join(',')).toContain(
      `=HYPERLINK(""http://x.example"") Coach changed the shared description of the plan 'Second plan' for Emily Chen-Ross",the plan 'Second plan' for Emily Chen-Ross,Shared description: (empty) → Before June,`,
    );
    expect(lines[6]).toContain(",Sarah Lee,Sarah Lee created the plan 'Fall enrolment marketing' for Emily Chen-Ross,");
    const none = await call(t.app, 'GET', '/api/audit/export.csv?entity=no_such_thing', { token: grace.token });
    expect(none.body.replace(/^\uFEFF/, '').trim()).toBe('When (Alberta time),Who,What,Record,Changes,Address');
    for (const who of [sarah, emily])
      expect((await call(t.app, 'GET', '/api/audit/export.csv', { token: who.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/audit/export.csv?from=2026-02-01&to=2026-01-01', { token: grace.token })).statusCode).toBe(400);
  });

  it('finds a plan’s and a step’s entries by their titles as they are now', async () => {
    // A plan's and a step's titles as they are now: their earlier entries, whose snapshots hold the old words, are
    // found by the new ones.
    const renamed = await call(t.app, 'PUT', `/api/action-plans/${planId}`, {
      token: sarah.token,
      body: { summary: 'Winter intake drive' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await trail(`q=winter%20intake&entity=action_plan&entityId=${planId}`)).map((e) => e.action)).toContain('create');
    const [stepEntry] = await trail(`q=licensing%20officer&entity=plan_step&action=create`);
    expect((await trail('q=Winter%20Intake&entity=plan_step')).map((e) => e.id)).toContain(stepEntry.id);
    const step = await call(t.app, 'PUT', `/api/plan-steps/${stepEntry.entity_id}`, {
      token: sarah.token,
      body: { title: 'Visit the new site' },
    });
    expect(step.statusCode).toBe(200);
    expect((await trail('q=new%20site&entity=plan_step&action=create')).map((e) => e.id)).toEqual([stepEntry.id]);
  });

  it.runIf(kind === 'postgres')('runs on sessions without JIT compilation (docs/decisions/052-postgres-without-jit.md)', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(t.app.db);
    expect(rows[0].jit).toBe('off');
  });

  it('finds the same entries whichever way the search reads (its sets, or every entry in date order)', async () => {
    const ids = async (q: string, way: SearchWay) => (await auditRows(t.app.db, { q }, way).execute()).map((r) => r.id);
    const words = ['chen-ross', '780-555-0199', 'Open house', 'winter intake', 'new site', 'op', '99', '%%_', 'sarah lee', 'grace'];
    const found = async () => {
      const all: number[][] = [];
      for (const q of words) {
        const bySets = await ids(q, 'sets');
        expect(await ids(q, 'scan'), q).toEqual(bySets);
        all.push(bySets);
      }
      return all;
    };
    // Before the entries are in the trigram table (the sets read them by LIKE), and after.
    const before = await found();
    expect((await ids('grace', 'sets')).length).toBeGreaterThan(5);
    // On PostgreSQL a batch waits for the transactions that were open when the last ids were noted, of any
    // database on the server (decision 060): polled, as the audit count mark's tests are.
    let indexed = 0;
    await expect
      .poll(
        async () => {
          for (let n = await indexAuditText(t.app.db); n > 0; n = await indexAuditText(t.app.db)) indexed += n;
          return waitingEntries();
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(indexed).toBeGreaterThan(10);
    expect(await found()).toEqual(before);
  });

  it('has its worker take the new entries into the text table, and stops with it', async () => {
    const renamed = await call(t.app, 'PUT', `/api/action-plans/${planId}`, {
      token: sarah.token,
      body: { summary: 'Spring licensing push' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await waitingEntries()).toBeGreaterThan(0);
    const worker = createAuditTextIndex(t.app.db, t.app.log, 20);
    worker.start();
    try {
      await vi.waitFor(async () => expect(await waitingEntries()).toBe(0), { timeout: 10_000 });
    } finally {
      await worker.close();
    }
    expect(worker.closed()).toBe(true);
    // Found now through the text table, by the words of its snapshot.
    if (kind === 'postgres') {
      const { rows } = await sql<{ body: string }>`select body from audit_text where body ilike '%spring licensing%'`.execute(t.app.db);
      expect(rows.length).toBeGreaterThan(0);
    }
    expect((await trail(`q=spring%20licensing&entity=action_plan&entityId=${planId}`)).map((e) => e.action)).toContain('update');
  });
});
