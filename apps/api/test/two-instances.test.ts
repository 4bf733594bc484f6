import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, freshPgDatabase, startApi } from './api-process';
import { multipartBody } from './multipart';

const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const ADMIN = { username: 'director', password: 'Two-instances-pass-2026' };
const PER_MINUTE = 40;

/** A client address of its own per scenario (the load balancer's X-Forwarded-For), so no count spills into another. */
const newAddress = () => `198.19.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * docs/architecture.md#scale: API processes keep no state of their own. Two real processes on one
 * PostgreSQL and one Redis, behind an imagined load balancer (TRUST_PROXY=1): what is done
 * through one holds through the other.
 */
describe.skipIf(!PG || !REDIS)('two API processes on one PostgreSQL and one Redis', () => {
  let a: ApiProcess;
  let b: ApiProcess;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const db = await freshPgDatabase(PG!);
    dropDatabase = db.drop;
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: REDIS!,
      DEMO_DATA: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'two-instances-secret-that-is-long-enough-to-use',
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates the empty database and creates the administrator.
    a = await startApi(env);
    b = await startApi(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase();
  });

  /** A JSON (or multipart) call to one process, from `address` as the load balancer reports it. */
  async function api(on: ApiProcess, method: string, path: string, opts: { address: string; token?: string; json?: unknown }) {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.address };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${on.url}/api${path}`, {
      method,
      headers,
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  const signIn = async (on: ApiProcess, address: string, password = ADMIN.password) =>
    api(on, 'POST', '/auth/login', { address, json: { username: ADMIN.username, password } });

  it('a session from one works on the other, and a logout through one ends it on the other', async () => {
    const address = newAddress();
    const { status, body } = await signIn(a, address);
    expect(status, a.errors()).toBe(200);
    expect((await api(b, 'GET', '/auth/getMe', { address, token: body.token })).body.user.username).toBe(ADMIN.username);
    expect((await api(a, 'POST', '/auth/logout', { address, token: body.token })).status).toBe(200);
    expect((await api(b, 'GET', '/auth/getMe', { address, token: body.token })).status).toBe(401);
  });

  it('a file uploaded through one is downloaded from the other, and a content change through one is read on the other', async () => {
    const address = newAddress();
    const { token } = (await signIn(b, address)).body;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 90 } } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody([
      { name: 'image', filename: 'two.png', contentType: 'image/png', data: png },
      { name: 'alt_text', data: 'A test picture' },
    ]);
    const uploaded = await fetch(`${a.url}/api/uploads/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-forwarded-for': address },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status, a.errors()).toBeLessThan(300);
    const { image_url: imageUrl } = (await uploaded.json()) as { image_url: string };
    const [fromA, fromB] = await Promise.all([a, b].map((on) => fetch(`${on.url}${imageUrl}`)));
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);

    const block = { section: 'two-instances', title: 'Written through A', body: 'Read through B.' };
    const created = await api(a, 'POST', '/landing-content', { address, token, json: block });
    expect(created.status, a.errors()).toBe(201);
    expect((await api(b, 'GET', `/landing-content/${created.body.id}`, { address })).body).toMatchObject(block);
    const changed = await api(b, 'PUT', `/landing-content/${created.body.id}`, { address, token, json: { title: 'Changed through B' } });
    expect(changed.status, b.errors()).toBe(200);
    expect((await api(a, 'GET', `/landing-content/${created.body.id}`, { address })).body.title).toBe('Changed through B');
  });

  it('a rate limit consumed through one is enforced by the other', async () => {
    const address = newAddress();
    const regions = (on: ApiProcess) => api(on, 'GET', '/regions', { address });
    // 30 through A and 10 through B use up the minute's 40 together; B alone has seen 10.
    const codes: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++) codes.push((await regions(i < 30 ? a : b)).status);
    expect(codes.every((c) => c === 401)).toBe(true);
    const limited = await regions(b);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' });
    // Another client of the same load balancer is not held back.
    expect((await api(b, 'GET', '/regions', { address: newAddress() })).status).toBe(401);
  });

  // Last: it locks the administrator's username for addresses it has not signed in from.
  it('a sign-in lock made through one refuses on the other, even the right password', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(a, address, `wrong-password-${i}`)).status).toBe(401);
    const refused = await signIn(b, address);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });
});
