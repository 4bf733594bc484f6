import { ALT_TEXT_REQUIRED } from '@tc/contract/media';
import { ROLES } from '@tc/contract/roles';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { type Part, postMultipart } from './multipart';

/**
 * The media library (docs/architecture.md#content-and-files, docs/decisions/033): alt text on every new
 * image, the images listed with where each is used, alt text changed once for every use, an image replaced
 * everywhere in one transaction, deleted only once unused; administrators only.
 */

/** A small PNG of its own colour, so that each test uploads bytes of its own. */
const png = (seed: number, width = 700, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } })
    .png()
    .toBuffer();

const imagePart = (data: Buffer, filename = 'picture.png'): Part => ({ name: 'image', filename, contentType: 'image/png', data });
const alt = (text: string): Part => ({ name: 'alt_text', data: text });
const shaOf = (url: string) => url.split('/').pop()!.split('?')[0];

describe.each(DATABASES)('media library on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let client: Person;
  let seed = 1;

  const upload = async (altText: string, name = 'picture.png') => {
    const res = await postMultipart(t.app, '/api/uploads/images', [imagePart(await png(seed++), name), alt(altText)], admin.token);
    expect(res.statusCode, res.body).toBe(201);
    return res.data as { image_url: string; alt_text: string | null };
  };
  const list = async (query = '') => {
    const res = await call(t.app, 'GET', `/api/media${query}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.data as { sha256: string; alt_text: string | null; uses: { table: string; id: number | null; label: string }[] }[];
  };
  const newsWith = async (title: string, image_url: string, body = 'A story.') => {
    const res = await call(t.app, 'POST', '/api/news-events', {
      token: admin.token,
      body: { kind: 'news', title, summary: 'A summary.', body, image_url, status: 'published' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data as { id: number };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH);
    client = await makeUser(t.app, ROLES.CLIENT);
  });
  afterAll(() => t?.close());

  it('refuses a new image without alt text (400 with the message) and stores nothing', async () => {
    const before = await list();
    for (const parts of [[imagePart(await png(seed++))], [imagePart(await png(seed++)), alt('   ')]]) {
      const res = await postMultipart(t.app, '/api/uploads/images', parts, admin.token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.data.code).toBe('VALIDATION_ERROR');
      expect(res.data.issues).toEqual([expect.objectContaining({ path: ['alt_text'], message: ALT_TEXT_REQUIRED })]);
    }
    expect((await list()).length).toBe(before.length);
  });

  it('lists each image with its alt text and where it is used, computed from the rows that point at it', async () => {
    const a = await upload('Two coaches at a table', 'coaches.png');
    const b = await upload('A sunny playroom', 'playroom.png');
    const news = await newsWith('Open house', `${a.image_url}?w=960`, `See ![the room](${b.image_url}) below.`);
    const items = await list();
    const first = items.find((i) => i.sha256 === shaOf(a.image_url))!;
    expect(first.alt_text).toBe('Two coaches at a table');
    expect(first.uses).toEqual([expect.objectContaining({ table: 'news_events', id: news.id, label: "News item 'Open house'" })]);
    expect(items.find((i) => i.sha256 === shaOf(b.image_url))!.uses).toEqual([
      expect.objectContaining({ table: 'news_events', id: news.id, field: 'body' }),
    ]);
    // The copies at smaller widths are not images of the library.
    const variants = await t.app.db.selectFrom('file_variants').select('variant_sha256').execute();
    expect(items.some((i) => variants.some((v) => v.variant_sha256 === i.sha256))).toBe(false);
    // Search by name or alt text.
    expect((await list('?q=SUNNY')).map((i) => i.sha256)).toEqual([shaOf(b.image_url)]);
    expect((await list('?q=coaches.png')).map((i) => i.sha256)).toEqual([shaOf(a.image_url)]);
  });

  it('edits an image’s alt text once for every use', async () => {
    const a = await upload('First words');
    const sha = shaOf(a.image_url);
    const res = await call(t.app, 'PUT', `/api/media/${sha}`, { token: admin.token, body: { alt_text: 'Better words' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.alt_text).toBe('Better words');
    expect((await list()).find((i) => i.sha256 === sha)!.alt_text).toBe('Better words');
    const blank = await call(t.app, 'PUT', `/api/media/${sha}`, { token: admin.token, body: { alt_text: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.data.issues[0].message).toBe(ALT_TEXT_REQUIRED);
    const missing = await call(t.app, 'PUT', `/api/media/${'0'.repeat(64)}`, { token: admin.token, body: { alt_text: 'x' } });
    expect(missing.statusCode).toBe(404);
    const audit = await t.app.db.selectFrom('audit_entries').select(['action', 'entity']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'update', entity: 'file' });
    // The public pages read it beside the item's image.
    const news = await newsWith('Alt beside it', `${a.image_url}?w=480`);
    expect((await call(t.app, 'GET', `/api/news-events/${news.id}`)).data.image_alt).toBe('Better words');
    const listed = (await call(t.app, 'GET', '/api/news-events')).data as { id: number; image_alt: string | null }[];
    expect(listed.find((n) => n.id === news.id)!.image_alt).toBe('Better words');
  });

  it('replaces an image everywhere: every row that pointed at it points at the new one, in one audited write', async () => {
    const old = await upload('The old logo');
    const oldSha = shaOf(old.image_url);
    const one = await newsWith('Replace one', old.image_url);
    const two = await newsWith('Replace two', `${old.image_url}?w=480`, `Inline ![logo](${old.image_url}) too.`);
    const service = await call(t.app, 'POST', '/api/services', {
      token: admin.token,
      body: { title: 'Replace service', summary: 'A service.', description: 'What it is.', image_url: old.image_url },
    });
    expect(service.statusCode, service.body).toBe(201);
    const audits = await t.app.db.selectFrom('audit_entries').select('id').execute();

    const res = await postMultipart(
      t.app,
      `/api/media/${oldSha}/replace`,
      [imagePart(await png(seed++), 'new-logo.png'), alt('The new logo')],
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const newUrl = res.data.image.image_url as string;
    expect(res.data.replaced).toBe(3);
    expect(res.data.image.alt_text).toBe('The new logo');
    expect(res.data.image.uses).toHaveLength(4);

    const get = async (path: string) => (await call(t.app, 'GET', path, { token: admin.token })).data;
    expect((await get(`/api/news-events/${one.id}`)).image_url).toBe(newUrl);
    const second = await get(`/api/news-events/${two.id}`);
    expect(second.image_url).toBe(`${newUrl}?w=480`);
    expect(second.body).toBe(`Inline ![logo](${newUrl}) too.`);
    expect((await get(`/api/services/${service.data.id}`)).image_url).toBe(newUrl);
    expect((await list()).find((i) => i.sha256 === oldSha)!.uses).toEqual([]);
    const written = await t.app.db
      .selectFrom('audit_entries')
      .select(['entity', 'action'])
      .where(
        'id',
        'not in',
        audits.map((a) => a.id),
      )
      .execute();
    expect(written).toEqual([{ entity: 'file', action: 'update' }]);

    // A replacement without alt text, or by the same bytes, is refused.
    const noAlt = await postMultipart(t.app, `/api/media/${shaOf(newUrl)}/replace`, [imagePart(await png(seed++))], admin.token);
    expect(noAlt.statusCode).toBe(400);
  });

  it('replaces a hero image too', async () => {
    const hero = await postMultipart(
      t.app,
      '/api/landing-image',
      [imagePart(await png(seed++)), { name: 'type', data: 'service' }],
      admin.token,
    );
    expect(hero.statusCode, hero.body).toBe(201);
    const sha = shaOf(hero.data.image_url);
    expect((await list()).find((i) => i.sha256 === sha)!.uses).toEqual([expect.objectContaining({ label: 'Services – hero image' })]);
    const res = await postMultipart(t.app, `/api/media/${sha}/replace`, [imagePart(await png(seed++)), alt('A hero')], admin.token);
    expect(res.statusCode, res.body).toBe(201);
    expect((await call(t.app, 'GET', '/api/landing-image?type=service')).data.image_url).toBe(res.data.image.image_url);
  });

  it('refuses to delete an image while it is used (409), deletes it and its copies once unused', async () => {
    const a = await upload('Soon gone');
    const sha = shaOf(a.image_url);
    const news = await newsWith('Uses it', a.image_url);
    const refused = await call(t.app, 'DELETE', `/api/media/${sha}`, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.error).toMatch(/News item 'Uses it'/);
    // A deleted item still counts: it can be restored.
    await call(t.app, 'DELETE', `/api/news-events/${news.id}`, { token: admin.token });
    expect((await call(t.app, 'DELETE', `/api/media/${sha}`, { token: admin.token })).statusCode).toBe(409);
    await call(t.app, 'POST', `/api/news-events/${news.id}/restore`, { token: admin.token });
    const changed = await call(t.app, 'PUT', `/api/news-events/${news.id}`, { token: admin.token, body: { image_url: null } });
    expect(changed.statusCode, changed.body).toBe(200);

    const variants = (await t.app.db.selectFrom('file_variants').select('variant_sha256').where('sha256', '=', sha).execute()).map(
      (v) => v.variant_sha256,
    );
    expect(variants.length).toBeGreaterThan(0);
    const res = await call(t.app, 'DELETE', `/api/media/${sha}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ sha256: sha });
    const left = await t.app.db
      .selectFrom('files')
      .select('sha256')
      .where('sha256', 'in', [sha, ...variants])
      .execute();
    expect(left).toEqual([]);
    expect((await call(t.app, 'GET', a.image_url)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/media/${sha}`, { token: admin.token })).statusCode).toBe(404);
  });

  it('is for administrators only: 401 without a token, 403 for a coach or a client', async () => {
    const a = await upload('Guarded');
    const sha = shaOf(a.image_url);
    const calls: ['GET' | 'PUT' | 'DELETE', string, object | undefined][] = [
      ['GET', '/api/media', undefined],
      ['PUT', `/api/media/${sha}`, { alt_text: 'x' }],
      ['DELETE', `/api/media/${sha}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(t.app, method, path, { body })).statusCode).toBe(401);
      for (const person of [coach, client]) expect((await call(t.app, method, path, { token: person.token, body })).statusCode).toBe(403);
    }
    const replace = await postMultipart(t.app, `/api/media/${sha}/replace`, [imagePart(await png(seed++)), alt('x')], coach.token);
    expect(replace.statusCode).toBe(403);
    expect((await list()).find((i) => i.sha256 === sha)!.alt_text).toBe('Guarded');
  });
});
