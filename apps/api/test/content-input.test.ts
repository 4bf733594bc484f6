import {
  ALT_MAX,
  CAPTION_MAX,
  type CollectionDef,
  type CollectionName,
  collections,
  MARKDOWN_MAX,
  NAME_MAX,
  QUOTE_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
} from '@tc/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';
import { COLLECTIONS, countRows, looseDb, makeItem, rowOf, SAMPLES, storeSampleFiles } from './content-samples';

/**
 * Bad input on every content collection (400 in the error shape of docs/architecture.md#errors,
 * nothing written), generated from the definitions; then paging, search and
 * sort of one ordered and one newest-first collection, the shared news and
 * blog ids, the soft delete and restore round trip, and the demo content.
 */

function expect400(res: Res, field?: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.data).toMatchObject({ error: expect.any(String), code: 'VALIDATION_ERROR' });
  expect(res.data.error.length).toBeGreaterThan(0);
  expect(Array.isArray(res.data.issues), res.body).toBe(true);
  if (field) expect(res.data.issues, res.body).toContainEqual(expect.objectContaining({ path: [field] }));
}

/** The longest text each field takes (packages/contract/src/content.ts). */
const MAX_LENGTH: Record<string, number> = {
  title: TITLE_MAX,
  summary: SUMMARY_MAX,
  body: MARKDOWN_MAX,
  description: MARKDOWN_MAX,
  location: TITLE_MAX,
  author: NAME_MAX,
  quote: QUOTE_MAX,
  person: NAME_MAX,
  business: TITLE_MAX,
  region: NAME_MAX,
  alt: ALT_MAX,
  caption: CAPTION_MAX,
  section: NAME_MAX,
};

/** Values a field refuses besides the wrong type and the oversize text, by field name. */
const BAD_VALUES: Record<string, unknown[]> = {
  image_url: ['javascript:alert(1)', 'http://example.com/a.png', '/api/files/abc', 'data:image/png;base64,AAAA', '//evil.example/a.png'],
  link: ['javascript:alert(1)', '//evil.example/', 'ftp://example.com/file'],
  status: ['archived', 'Published', ''],
  kind: ['podcast'],
  publish_at: ['tomorrow', '2026-03-01', '2026-03-01T09:00:00'],
  event_date: ['2026-02-30', '12/09/2026'],
  section: ['About Us!', 'about us', '-about'],
  sort_order: [-1, 1.5, 1_000_001],
  title: ['   '],
};

const UNKNOWN_FIELDS: Record<string, unknown> = {
  id: 5,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  archivedAt: null,
  deleted_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  bogus: 1,
};

type Case = [label: string, field: string, body: Record<string, unknown>];

/** Bad bodies for one collection, from its create schema: `create` adds the missing required fields. */
function badBodies(name: CollectionName, create: boolean): Case[] {
  const def: CollectionDef = collections[name];
  const shape = def.create.shape;
  const sample: Record<string, unknown> = SAMPLES[name];
  const cases: Case[] = [];
  const patch = (p: Record<string, unknown>) => (create ? { ...sample, ...p } : p);
  if (create) {
    for (const key of Object.keys(shape)) {
      if (shape[key].safeParse(undefined).success) continue;
      const { [key]: _left, ...rest } = sample;
      cases.push([`${key} missing`, key, rest]);
    }
  }
  for (const [key, value] of Object.entries(sample)) {
    cases.push([`${key} of the wrong type`, key, patch({ [key]: typeof value === 'number' ? 'five' : 12345 })]);
  }
  for (const key of Object.keys(shape)) {
    if (MAX_LENGTH[key]) cases.push([`${key} longer than ${MAX_LENGTH[key]}`, key, patch({ [key]: 'a'.repeat(MAX_LENGTH[key] + 1) })]);
    for (const bad of BAD_VALUES[key] ?? []) cases.push([`${key} ${JSON.stringify(bad)}`, key, patch({ [key]: bad })]);
  }
  for (const [key, value] of Object.entries(UNKNOWN_FIELDS)) cases.push([`${key} (an unknown field)`, key, patch({ [key]: value })]);
  return cases;
}

/** Every field at its longest: accepted, and stored whole on both databases. */
function longestBody(name: CollectionName): Record<string, unknown> {
  const body: Record<string, unknown> = { ...SAMPLES[name] };
  for (const key of Object.keys(collections[name].create.shape)) if (MAX_LENGTH[key]) body[key] = 'a'.repeat(MAX_LENGTH[key]);
  return body;
}

const BAD_QUERIES: [query: string, field: string][] = [
  ['sort=bogus', 'sort'],
  ['sort=id', 'sort'],
  ['sort=--createdAt', 'sort'],
  ['pageSize=101', 'pageSize'],
  ['pageSize=0', 'pageSize'],
  ['page=0', 'page'],
  ['page=abc', 'page'],
  [`q=${'x'.repeat(201)}`, 'q'],
  ['archived=yes', 'archived'],
  ['foo=1', 'foo'],
];

describe.each(DATABASES)('content input on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await storeSampleFiles(t.app);
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  const counts = async (def: CollectionDef) => ({
    rows: await countRows(t.app, def.table),
    audit: await countRows(t.app, 'audit_entries'),
  });

  for (const [name, def] of COLLECTIONS) {
    const path = `/api${def.path}`;
    describe(`${def.path} (${name})`, () => {
      it.each(badBodies(name, true))(`POST ${def.path} with %s: 400, nothing written`, async (_label, field, body) => {
        const before = await counts(def);
        expect400(await call(t.app, 'POST', path, { token: cast.admin.token, body }), field);
        expect(await counts(def)).toEqual(before);
      });

      it.each(badBodies(name, false))(`PUT ${def.path}/{id} with %s: 400, item unchanged`, async (_label, field, body) => {
        const id = await makeItem(t.app, name, cast.admin.token);
        const stored = await rowOf(t.app, def, id);
        const before = await counts(def);
        expect400(await call(t.app, 'PUT', `${path}/${id}`, { token: cast.admin.token, body }), field);
        expect(await counts(def)).toEqual(before);
        expect(await rowOf(t.app, def, id)).toEqual(stored);
      });

      it(`POST ${def.path} with every text at its longest: 201, stored whole`, async () => {
        const body = longestBody(name);
        const res = await call(t.app, 'POST', path, { token: cast.admin.token, body });
        expect(res.statusCode, res.body).toBe(201);
        const stored = await rowOf(t.app, def, res.data.id);
        for (const key of Object.keys(body)) if (MAX_LENGTH[key]) expect(stored?.[key], key).toBe(body[key]);
      });

      it(`POST ${def.path} with a body that is not an object, or no body: 400`, async () => {
        const before = await counts(def);
        for (const body of ['[]', '"text"', '{"title":']) {
          const res = await call(t.app, 'POST', path, { token: cast.admin.token, body, headers: { 'content-type': 'application/json' } });
          expect(res.statusCode, body).toBe(400);
          expect(res.data.code).toBe('VALIDATION_ERROR');
        }
        expect((await call(t.app, 'POST', path, { token: cast.admin.token })).statusCode).toBe(400);
        expect(await counts(def)).toEqual(before);
      });

      const queries: [string, string][] = [
        ...BAD_QUERIES,
        ...(def.publishing ? [['status=bogus', 'status'] as [string, string]] : [['status=all', 'status'] as [string, string]]),
      ];
      it.each(queries)(`GET ${def.path}?%s: 400`, async (query, field) => {
        for (const token of [undefined, cast.admin.token]) expect400(await call(t.app, 'GET', `${path}?${query}`, { token }), field);
      });

      it.each(['abc', '0', '-1', '1e3', '1.0', '0x10', '99999999999'])(`GET, PUT, DELETE ${def.path}/%s: 400`, async (id) => {
        const token = cast.admin.token;
        expect400(await call(t.app, 'GET', `${path}/${id}`, { token }), 'id');
        expect400(await call(t.app, 'PUT', `${path}/${id}`, { token, body: {} }), 'id');
        expect400(await call(t.app, 'DELETE', `${path}/${id}`, { token }), 'id');
        expect400(await call(t.app, 'POST', `${path}/${id}/restore`, { token }), 'id');
      });
    });
  }

  // ---- Paging, search and sort ----

  const titles = (res: Res) => (res.data as { title: string }[]).map((r) => r.title);

  async function fresh(table: string) {
    await looseDb(t.app).deleteFrom(table).execute();
  }

  describe('an ordered collection (/services)', () => {
    const path = '/api/services';
    async function service(title: string, sort_order: number, extra: object = {}) {
      const res = await call(t.app, 'POST', path, {
        token: cast.admin.token,
        body: { title, summary: `About ${title}`, description: 'Details.', sort_order, ...extra },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.data.id as number;
    }

    it('lists by sort_order then id, pages with X-Total-Count', async () => {
      await fresh('services');
      await service('Charlie', 20);
      await service('alpha', 10);
      await service('Bravo', 20);
      await service('Delta', 5);
      await service('echo', 30);
      const all = await call(t.app, 'GET', path);
      expect(titles(all)).toEqual(['Delta', 'alpha', 'Charlie', 'Bravo', 'echo']);
      expect(all.headers['x-total-count']).toBe('5');
      const page2 = await call(t.app, 'GET', `${path}?page=2&pageSize=2`);
      expect(titles(page2)).toEqual(['Charlie', 'Bravo']);
      expect(page2.headers['x-total-count']).toBe('5');
      expect(titles(await call(t.app, 'GET', `${path}?page=3&pageSize=2`))).toEqual(['echo']);
      expect(titles(await call(t.app, 'GET', `${path}?page=9&pageSize=2`))).toEqual([]);
      // Text sorts ignore case on both databases; the id breaks ties in the same direction.
      expect(titles(await call(t.app, 'GET', `${path}?sort=title`))).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'echo']);
      expect(titles(await call(t.app, 'GET', `${path}?sort=-title`))).toEqual(['echo', 'Delta', 'Charlie', 'Bravo', 'alpha']);
      expect(titles(await call(t.app, 'GET', `${path}?sort=-sort_order`))).toEqual(['echo', 'Bravo', 'Charlie', 'alpha', 'Delta']);
      expect(titles(await call(t.app, 'GET', `${path}?sort=-createdAt&pageSize=2`))).toEqual(['echo', 'Delta']);
    });

    it('searches title, summary and description without regard to case, taking % and _ literally', async () => {
      await fresh('services');
      await service('Marketing and Enrolment', 1);
      await service('Quality Care', 2, { description: 'Meet the REGULATIONS with confidence.' });
      await service('Fees at 100% cost', 3);
      await service('Fees_and_books', 4);
      const q = async (text: string) => {
        const res = await call(t.app, 'GET', `${path}?q=${encodeURIComponent(text)}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['x-total-count']).toBe(String(res.data.length));
        return titles(res);
      };
      expect(await q('ENROL')).toEqual(['Marketing and Enrolment']);
      expect(await q('regulations')).toEqual(['Quality Care']);
      expect(await q('about fees')).toEqual(['Fees at 100% cost', 'Fees_and_books']);
      expect(await q('100%')).toEqual(['Fees at 100% cost']);
      expect(await q('%')).toEqual(['Fees at 100% cost']);
      expect(await q('s_a')).toEqual(['Fees_and_books']);
      expect(await q('nothing like this')).toEqual([]);
      expect(await q('')).toHaveLength(4);
    });

    it('never answers more than one page: without page or pageSize the first 100, and the total', async () => {
      await fresh('services');
      const now = new Date().toISOString();
      const rows = Array.from({ length: 105 }, (_, i) => ({
        title: `Service ${String(i).padStart(3, '0')}`,
        summary: 's',
        description: 'd',
        image_url: null,
        sort_order: i,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }));
      await t.app.db.insertInto('services').values(rows).execute();
      const res = await call(t.app, 'GET', path);
      expect(res.data).toHaveLength(100);
      expect(res.headers['x-total-count']).toBe('105');
      expect(titles(res)[99]).toBe('Service 099');
      const rest = await call(t.app, 'GET', `${path}?page=2`);
      expect(titles(rest)).toEqual(['Service 100', 'Service 101', 'Service 102', 'Service 103', 'Service 104']);
      expect((await call(t.app, 'GET', `${path}?pageSize=100&page=2`)).data).toHaveLength(5);
    });
  });

  describe('a newest-first collection (/news-events)', () => {
    const path = '/api/news-events';
    async function news(title: string, extra: object = {}) {
      const res = await call(t.app, 'POST', path, {
        token: cast.admin.token,
        body: { kind: 'news', title, summary: 'A summary.', body: 'Body.', status: 'published', ...extra },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.data as { id: number; publish_at: string | null };
    }

    it('lists newest first by publish_at (else creation), pages, searches and sorts', async () => {
      await fresh('news_events');
      await news('Spring', { publish_at: '2025-03-01T09:00:00Z' });
      await news('Winter', { publish_at: '2025-01-15T09:00:00-07:00' });
      await news('Just now');
      await news('Autumn event', { kind: 'event', publish_at: '2024-10-01T12:00:00Z', event_date: '2024-10-20', location: 'Red Deer' });
      await news('Hidden draft', { status: 'draft' });
      await news('Next year', { publish_at: '2099-01-01T00:00:00Z' });
      const list = await call(t.app, 'GET', path);
      expect(titles(list)).toEqual(['Just now', 'Spring', 'Winter', 'Autumn event']);
      expect(list.headers['x-total-count']).toBe('4');
      const page = await call(t.app, 'GET', `${path}?page=2&pageSize=3`);
      expect(titles(page)).toEqual(['Autumn event']);
      expect(page.headers['x-total-count']).toBe('4');
      expect(titles(await call(t.app, 'GET', `${path}?sort=publish_at`))).toEqual(['Autumn event', 'Winter', 'Spring', 'Just now']);
      // Items without an event date come last in either direction.
      expect(titles(await call(t.app, 'GET', `${path}?sort=-event_date`))[0]).toBe('Autumn event');
      expect(titles(await call(t.app, 'GET', `${path}?sort=event_date`))[0]).toBe('Autumn event');
      expect(titles(await call(t.app, 'GET', `${path}?q=RED%20DEER`))).toEqual(['Autumn event']);
      // Administrators see every state on request, in the same order.
      const all = await call(t.app, 'GET', `${path}?status=all`, { token: cast.admin.token });
      expect(titles(all)).toEqual(['Next year', 'Hidden draft', 'Just now', 'Spring', 'Winter', 'Autumn event']);
      expect(titles(await call(t.app, 'GET', `${path}?status=draft`, { token: cast.admin.token }))).toEqual(['Hidden draft']);
    });

    it('stores publish_at in UTC, whatever offset it was given with', async () => {
      const item = await news('Offset', { publish_at: '2025-01-15T09:00:00-07:00' });
      expect(item.publish_at).toBe('2025-01-15T16:00:00.000Z');
      const updated = await call(t.app, 'PUT', `${path}/${item.id}`, {
        token: cast.admin.token,
        body: { publish_at: '2025-06-01T08:30:00+02:00' },
      });
      expect(updated.data.publish_at).toBe('2025-06-01T06:30:00.000Z');
      const cleared = await call(t.app, 'PUT', `${path}/${item.id}`, { token: cast.admin.token, body: { publish_at: null } });
      expect(cleared.data.publish_at).toBeNull();
    });

    it('shows a scheduled post once it is due', async () => {
      const item = await news('Soon', { publish_at: '2099-01-01T00:00:00Z' });
      expect((await call(t.app, 'GET', `${path}/${item.id}`)).statusCode).toBe(404);
      await t.app.db.updateTable('news_events').set({ publish_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', item.id).execute();
      expect((await call(t.app, 'GET', `${path}/${item.id}`)).statusCode).toBe(200);
    });

    it('reads a stale or forged token on a public call as a visitor, and refuses it drafts with 401', async () => {
      const draft = await news('Draft for the token test', { status: 'draft' });
      for (const token of ['not-a-token', 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl']) {
        expect((await call(t.app, 'GET', path, { token })).statusCode).toBe(200);
        expect((await call(t.app, 'GET', `${path}/${draft.id}`, { token })).statusCode).toBe(404);
        const all = await call(t.app, 'GET', `${path}?status=all`, { token });
        expect(all.statusCode).toBe(401);
        expect(all.data.code).toBe('UNAUTHENTICATED');
      }
    });
  });

  it('never lets an answer given to a signed-in user be stored, and varies by Authorization', async () => {
    const id = await makeItem(t.app, 'services', cast.admin.token);
    for (const url of ['/api/services', `/api/services/${id}`]) {
      const visitor = await call(t.app, 'GET', url);
      expect(visitor.headers['cache-control']).toBeUndefined();
      expect(visitor.headers.vary).toMatch(/Authorization/i);
      for (const who of [cast.client, cast.admin]) {
        expect((await call(t.app, 'GET', url, { token: who.token })).headers['cache-control']).toBe('no-store');
      }
    }
    const changed = await call(t.app, 'PUT', `/api/services/${id}`, { token: cast.admin.token, body: { sort_order: 3 } });
    expect(changed.headers['cache-control']).toBe('no-store');
  });

  // ---- News and blog share their ids ----

  it('gives news and blog posts ids that never collide, so /newsplanblog/{id} finds either', async () => {
    const newsIds: number[] = [];
    const blogIds: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      newsIds.push(await makeItem(t.app, 'newsEvents', cast.admin.token));
      blogIds.push(await makeItem(t.app, 'blogPosts', cast.admin.token));
    }
    expect(new Set([...newsIds, ...blogIds]).size).toBe(10);
    for (const id of blogIds) {
      expect((await call(t.app, 'GET', `/api/news-events/${id}`)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/blog/${id}`)).statusCode).toBe(200);
    }
    for (const id of newsIds) {
      expect((await call(t.app, 'GET', `/api/blog/${id}`)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/news-events/${id}`)).statusCode).toBe(200);
    }
    // Ids keep rising: the next one of either is above every id drawn so far.
    const next = await makeItem(t.app, 'blogPosts', cast.admin.token);
    expect(next).toBeGreaterThan(Math.max(...newsIds, ...blogIds));
  });

  // ---- Soft delete and restore ----

  it('soft deletes and restores an item, each step audited with its snapshots', async () => {
    const path = '/api/testimonials';
    const token = cast.admin.token;
    const id = await makeItem(t.app, 'testimonials', token);
    const inList = async (query = '', as?: string) =>
      ((await call(t.app, 'GET', `${path}${query}`, { token: as })).data as { id: number }[]).some((r) => r.id === id);

    const removed = await call(t.app, 'DELETE', `${path}/${id}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.data).toEqual({ id });
    expect(await inList()).toBe(false);
    expect(await inList('?archived=true', token)).toBe(true);
    expect((await call(t.app, 'GET', `${path}/${id}`)).statusCode).toBe(404);
    const seen = await call(t.app, 'GET', `${path}/${id}`, { token });
    expect(seen.statusCode).toBe(200);
    expect(seen.data.archivedAt).toEqual(expect.any(String));
    expect((await call(t.app, 'PUT', `${path}/${id}`, { token, body: { person: 'Someone' } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${path}/${id}`, { token })).statusCode).toBe(404);

    const restored = await call(t.app, 'POST', `${path}/${id}/restore`, { token });
    expect(restored.statusCode).toBe(200);
    expect(restored.data).toMatchObject({ id, archivedAt: null, quote: SAMPLES.testimonials.quote });
    expect(await inList()).toBe(true);
    expect(await inList('?archived=true', token)).toBe(false);
    expect((await call(t.app, 'POST', `${path}/${id}/restore`, { token })).statusCode).toBe(409);

    const entries = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'testimonials')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete', 'restore']);
    expect(entries.every((e) => e.actor_id === cast.admin.id)).toBe(true);
    const [created, deleted, back] = entries.map((e) => ({
      before: e.before && JSON.parse(e.before),
      after: e.after && JSON.parse(e.after),
    }));
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ id, archivedAt: null });
    expect(deleted.before).toMatchObject({ id, archivedAt: null });
    expect(deleted.after.archivedAt).toEqual(expect.any(String));
    expect(back.before.archivedAt).toEqual(expect.any(String));
    expect(back.after).toMatchObject({ id, archivedAt: null });
  });

  it('audits an update with the record before and after', async () => {
    const id = await makeItem(t.app, 'landingCards', cast.admin.token);
    const res = await call(t.app, 'PUT', `/api/landing-cards/${id}`, { token: cast.admin.token, body: { link: null, sort_order: 7 } });
    expect(res.data).toMatchObject({ link: null, sort_order: 7 });
    const entry = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'landing_cards')
      .where('entity_id', '=', id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before!)).toMatchObject({ link: '/apply', sort_order: 2 });
    expect(JSON.parse(entry.after!)).toMatchObject({ link: null, sort_order: 7 });
  });
});

// ---- The demo site ----

describe.each(DATABASES)('the demo content on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: true });
    await storeSampleFiles(t.app);
  });
  afterAll(() => t.close());

  const list = async (path: string) => {
    const res = await call(t.app, 'GET', `/api${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.data as Record<string, unknown>[];
  };
  const words = (text: unknown) => String(text).split(/\s+/).filter(Boolean).length;

  it('serves the four programmes, each with 80 to 200 words of copy', async () => {
    const services = await list('/services');
    expect(services.map((s) => s.title)).toEqual([
      'Business Planning and Licensing for Family Day Homes',
      'Financial Management and Fees',
      'Marketing and Enrolment',
      'Quality Care and Regulations',
    ]);
    for (const s of services) {
      expect(words(s.description), String(s.title)).toBeGreaterThanOrEqual(80);
      expect(words(s.description), String(s.title)).toBeLessThanOrEqual(200);
    }
  });

  it('serves published testimonials, news, an upcoming event and a blog post', async () => {
    const testimonials = await list('/testimonials');
    expect(testimonials).toHaveLength(3);
    expect(testimonials.every((x) => x.status === 'published' && x.person && x.region)).toBe(true);

    const news = await list('/news-events');
    expect(news.filter((n) => n.kind === 'news')).toHaveLength(2);
    const [event] = news.filter((n) => n.kind === 'event');
    expect(event.location).toMatch(/AB$/);
    expect(String(event.event_date) > new Date().toISOString().slice(0, 10)).toBe(true);
    // Newest first.
    const dates = news.map((n) => String(n.publish_at));
    expect([...dates].sort().reverse()).toEqual(dates);

    const blog = await list('/blog');
    expect(blog).toHaveLength(1);
    expect(blog[0]).toMatchObject({ status: 'published', author: expect.any(String) });
    // One id space: a blog id is no news item's.
    expect((await call(t.app, 'GET', `/api/news-events/${blog[0].id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/blog/${blog[0].id}`)).statusCode).toBe(200);
  });

  it('serves the text blocks of the home, about, benefit, features, services and apply pages, and the landing cards', async () => {
    const sections = async (path: string) => new Set((await list(path)).map((b) => b.section));
    expect([...(await sections('/landing-content'))]).toEqual(
      expect.arrayContaining(['home-intro', 'home-approach', 'about', 'benefit', 'features']),
    );
    expect([...(await sections('/services-content'))]).toEqual(expect.arrayContaining(['services-intro', 'services-how']));
    expect([...(await sections('/referral-content'))]).toEqual(expect.arrayContaining(['apply-intro', 'apply-prepare', 'apply-next']));
    const prepare = (await list('/referral-content')).find((b) => b.section === 'apply-prepare');
    expect(String(prepare?.body)).toMatch(/income/i);
    expect(String(prepare?.body)).toMatch(/costs/i);
    expect(String(prepare?.body)).toMatch(/goals/i);

    const cards = await list('/landing-cards');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.length).toBeLessThanOrEqual(4);
    for (const c of cards) expect(c.link).toMatch(/^\/[a-z]/);
  });

  it('seeds content that its own schemas accept', async () => {
    for (const [name, def] of COLLECTIONS) {
      for (const item of await list(def.path)) {
        // image_alt is the image's alt text, answered beside it, never sent (docs/decisions/033).
        const { id: _id, archivedAt: _a, createdAt: _c, updatedAt: _u, image_alt: _alt, ...fields } = item;
        const parsed = def.create.safeParse(fields);
        expect(parsed.success, `${name} ${item.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });
});
