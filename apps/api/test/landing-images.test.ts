import { ROLES } from '@tc/contract/roles';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';
import { type Part, postMultipart } from './multipart';

/** The two hero images (docs/architecture.md#content-and-files, product specification section 7): `/landing-image?type=landing|service`. */

const CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' } })
    .toBuffer();

const image = (data: Buffer | string, filename = 'hero.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'image',
  filename,
  contentType,
  data,
});
const typeField = (type: string): Part => ({ name: 'type', data: type });

function expectRefusal(res: Res, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.data).toMatchObject({ code: CODES[status] });
  expect(res.data.error.length).toBeGreaterThan(5);
}

describe.each(DATABASES)('landing images on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let client: Person;
  let hero: Buffer;

  const count = async (table: 'files' | 'landing_images' | 'audit_entries') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const upload = (parts: Part[], token: string | null = admin.token) =>
    postMultipart(t.app, '/api/landing-image', parts, token ?? undefined);
  const read = (type: string, token?: string) => call(t.app, 'GET', `/api/landing-image?type=${type}`, { token });
  const remove = (type: string, token: string | null = admin.token) =>
    call(t.app, 'DELETE', `/api/landing-image?type=${type}`, { token: token ?? undefined });

  async function refused(send: () => Promise<Res>, status: number) {
    const before = [await count('files'), await count('landing_images'), await count('audit_entries')];
    const res = await send();
    expectRefusal(res, status);
    expect([await count('files'), await count('landing_images'), await count('audit_entries')]).toEqual(before);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH);
    client = await makeUser(t.app, ROLES.CLIENT);
    hero = await picture(2000, 1200, '#2e75b6');
  });
  afterAll(() => t?.close());

  it('answers image_url null for a type never set, to anyone', async () => {
    for (const type of ['landing', 'service']) {
      const res = await read(type);
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({ type, image_url: null });
    }
  });

  it('sets, reads, replaces and deletes the hero of one type, leaving the other alone', async () => {
    const set = await upload([typeField('landing'), image(hero, 'IMG_1.JPG')]);
    expect(set.statusCode, set.body).toBe(201);
    expect(set.data).toEqual({ type: 'landing', image_url: expect.stringMatching(/^\/api\/files\/[0-9a-f]{64}$/) });
    expect((await read('landing')).data).toEqual(set.data);
    expect((await read('service')).data).toEqual({ type: 'service', image_url: null });

    // Stored re-encoded: fitted within 2400 px, no metadata, with WebP copies.
    const served = await t.app.inject({ method: 'GET', url: set.data.image_url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    for (const w of [480, 960, 1600]) {
      const copy = await t.app.inject({ method: 'GET', url: `${set.data.image_url}?w=${w}` });
      expect(copy.headers['content-type']).toBe('image/webp');
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(w);
    }

    const other = await picture(1600, 900, '#f4b183');
    const replaced = await upload([image(other, 'new.jpg'), typeField('landing')]);
    expect(replaced.statusCode).toBe(201);
    expect(replaced.data.image_url).not.toBe(set.data.image_url);
    expect((await read('landing')).data.image_url).toBe(replaced.data.image_url);
    expect(await count('landing_images')).toBe(1);

    const service = await upload([typeField('service'), image(await picture(800, 500, '#ffd966'), 'svc.png', 'image/png')]);
    expect(service.statusCode).toBe(201);

    const deleted = await remove('landing');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data).toEqual({ type: 'landing', image_url: null });
    expect((await read('landing')).data).toEqual({ type: 'landing', image_url: null });
    expect((await read('service')).data.image_url).toBe(service.data.image_url);
    // Deleting what is not there is still 200, and writes nothing.
    const audits = await count('audit_entries');
    expect((await remove('landing')).statusCode).toBe(200);
    expect(await count('audit_entries')).toBe(audits);

    const trail = await t.app.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('entity', '=', 'landing_image')
      .orderBy('id')
      .execute();
    expect(trail.map((a) => a.action)).toEqual(['update', 'update', 'update', 'delete']);
    expect(trail.every((a) => a.actor_id === admin.id)).toBe(true);
    expect(JSON.parse(trail[1].before!)).toMatchObject({ type: 'landing', image_url: set.data.image_url });
    expect(JSON.parse(trail[1].after!)).toMatchObject({ type: 'landing', image_url: replaced.data.image_url });
    expect(JSON.parse(trail[3].before!)).toMatchObject({ image_url: replaced.data.image_url });
  });

  it('refuses a wrong or missing type (400), SVG and other non-images (415), unknown fields, and stores nothing', async () => {
    await refused(() => upload([typeField('banner'), image(hero)]), 400);
    await refused(() => upload([image(hero)]), 400);
    await refused(() => upload([typeField('landing'), typeField('service'), image(hero)]), 400);
    await refused(() => upload([typeField('landing'), { name: 'alt', data: 'x' }, image(hero)]), 400);
    await refused(() => upload([typeField('landing')]), 400);
    await refused(() => upload([typeField('landing'), image(Buffer.alloc(0))]), 400);
    await refused(() => upload([typeField('landing'), image(SVG, 'logo.svg', 'image/svg+xml')]), 415);
    await refused(() => upload([typeField('landing'), image(SVG, 'logo.png', 'image/png')]), 415);
    await refused(() => upload([typeField('landing'), image('%PDF-1.4\n%%EOF\n', 'hero.jpg')]), 415);
    await refused(() => upload([typeField('landing'), image(Buffer.alloc(8 * 1024 * 1024 + 1, 1))]), 413);
    await refused(
      () => call(t.app, 'POST', '/api/landing-image', { token: admin.token, body: { type: 'landing', image_url: 'https://x.ca/a.jpg' } }),
      415,
    );
    expectRefusal(await read('banner'), 400);
    expectRefusal(await call(t.app, 'GET', '/api/landing-image'), 400);
    expectRefusal(await remove('banner'), 400);
    expectRefusal(await call(t.app, 'GET', '/api/landing-image?type=landing&size=big'), 400);
  });

  it('lets only administrators write (401 without a token, 403 for clients and coaches); anyone reads', async () => {
    const set = await upload([typeField('service'), image(hero)]);
    expect(set.statusCode).toBe(201);
    await refused(() => upload([typeField('service'), image(hero)], null), 401);
    await refused(() => upload([typeField('service'), image(hero)], 'not-a-token'), 401);
    await refused(() => upload([typeField('service'), image(hero)], client.token), 403);
    await refused(() => upload([typeField('service'), image(hero)], coach.token), 403);
    await refused(() => remove('service', null), 401);
    await refused(() => remove('service', client.token), 403);
    await refused(() => remove('service', coach.token), 403);
    for (const token of [undefined, client.token, coach.token, admin.token]) {
      expect((await read('service', token)).data.image_url).toBe(set.data.image_url);
    }
  });
});
