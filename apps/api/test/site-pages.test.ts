import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * Site pages (docs/architecture.md#content-and-files, docs/decisions/032-preview.md): the preview of a post visitors
 * do not see yet is an administrator's alone, enforced by the API's read of one item; "Publish now" and
 * "Unpublish" are the collection's own audited update.
 */

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)('site pages on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', `/api${path}`, { token: cast.admin.token, body });
    expect(res.statusCode, JSON.stringify(res.data)).toBe(201);
    return (res.data as { id: number }).id;
  };
  const news = (over: Record<string, unknown>) =>
    post('/news-events', { kind: 'news', title: 'Fall workshops', summary: 'Three evenings.', body: 'Come along.', ...over });
  const audits = (id: number) =>
    t.app.db
      .selectFrom('audit_entries')
      .select(['action'])
      .where('entity', '=', 'news_events')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  it('previews a scheduled or draft item to an administrator only: visitors, clients and coaches do not find it', async () => {
    const scheduled = await news({ status: 'published', publish_at: new Date(Date.now() + 7 * DAY).toISOString() });
    const draft = await news({ status: 'draft' });
    const blogDraft = await post('/blog', { title: 'Draft thoughts', summary: 'Soon.', body: 'Later.', author: 'Grace', status: 'draft' });
    for (const [path, id] of [
      ['/news-events', scheduled],
      ['/news-events', draft],
      ['/blog', blogDraft],
    ] as const) {
      for (const token of [undefined, cast.client.token, cast.coach.token]) {
        const res = await call(t.app, 'GET', `/api${path}/${id}`, { token });
        expect(res.statusCode, `${path}/${id}`).toBe(404);
        // Nor in a list, nor by asking for every status.
        const list = await call(t.app, 'GET', `/api${path}`, { token });
        expect((list.data as { id: number }[]).map((i) => i.id)).not.toContain(id);
        expect((await call(t.app, 'GET', `/api${path}?status=all`, { token })).statusCode).toBe(token ? 403 : 401);
      }
      const seen = await call(t.app, 'GET', `/api${path}/${id}`, { token: cast.admin.token });
      expect(seen.statusCode).toBe(200);
      expect((seen.data as { id: number }).id).toBe(id);
      // The administrator's answer is never kept by a cache.
      expect(seen.headers['cache-control']).toBe('no-store');
    }
  });

  it('publishes now and unpublishes through the audited update, visitors seeing the change at once', async () => {
    const id = await news({ status: 'published', publish_at: new Date(Date.now() + 3 * DAY).toISOString() });
    expect((await call(t.app, 'GET', `/api/news-events/${id}`)).statusCode).toBe(404);

    const now = new Date().toISOString();
    const published = await call(t.app, 'PUT', `/api/news-events/${id}`, {
      token: cast.admin.token,
      body: { status: 'published', publish_at: now },
    });
    expect(published.statusCode).toBe(200);
    const shown = await call(t.app, 'GET', `/api/news-events/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.data).toMatchObject({ status: 'published', publish_at: now });

    const unpublished = await call(t.app, 'PUT', `/api/news-events/${id}`, { token: cast.admin.token, body: { status: 'draft' } });
    expect(unpublished.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/news-events/${id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/news-events')).data as { id: number }[]).not.toContainEqual(expect.objectContaining({ id }));

    expect((await audits(id)).map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuses Publish now and Unpublish to anyone but an administrator, changing nothing', async () => {
    const id = await news({ status: 'draft' });
    for (const [token, status] of [
      [undefined, 401],
      [cast.client.token, 403],
      [cast.coach.token, 403],
    ] as const) {
      const res = await call(t.app, 'PUT', `/api/news-events/${id}`, {
        token,
        body: { status: 'published', publish_at: new Date().toISOString() },
      });
      expect(res.statusCode).toBe(status);
    }
    expect((await call(t.app, 'GET', `/api/news-events/${id}`)).statusCode).toBe(404);
    expect((await audits(id)).map((a) => a.action)).toEqual(['create']);
  });
});
