import { createHmac } from 'node:crypto';
import { ROLES } from '@tc/contract/roles';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, DATABASES, type TestApp } from '../../test/harness';
import { makeUser, type Person } from '../../test/fixtures';
import { createTokenService } from './tokens';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token signed with HMAC-SHA256 over whatever header and payload are given. */
function forge(secret: string, header: unknown, payload: unknown): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);

describe.each(DATABASES)('session tokens on %s', (kind) => {
  let t: TestApp;
  let u: Person;
  let claims: { sub: string; ver: number; exp: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    u = await makeUser(t.app, ROLES.COACH);
    claims = { sub: String(u.id), ver: u.row.token_version, exp: now() + 3600 };
  });
  afterAll(() => t.close());

  const me = (token: string) => call(t.app, 'GET', '/api/auth/getMe', { token });
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  const refused = async (token: string, why: string) => {
    const res = await me(token);
    expect(res.statusCode, why).toBe(401);
    expect(res.data.code, why).toBe('UNAUTHENTICATED');
  };

  it('issues HS256 tokens that carry sub, exp and the token version', async () => {
    const [header, payload] = u.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown);
    expect(header).toEqual(hs256);
    expect(payload).toMatchObject({ sub: String(u.id), ver: u.row.token_version, exp: expect.any(Number) });
    expect((await me(u.token)).data.user.id).toBe(u.id);
  });

  it('accepts a well-formed token made elsewhere with the key, with or without typ (as jose wrote them)', async () => {
    expect((await me(forge(t.config.jwtSecret, hs256, claims))).statusCode).toBe(200);
    const jose = await new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await me(jose)).statusCode).toBe(200);
  });

  it('refuses a token without exp, or without sub', async () => {
    const { exp: _exp, ...noExp } = claims;
    const { sub: _sub, ...noSub } = claims;
    await refused(forge(t.config.jwtSecret, hs256, noExp), 'no exp');
    await refused(forge(t.config.jwtSecret, hs256, noSub), 'no sub');
    await refused(forge(t.config.jwtSecret, hs256, { ...claims, exp: String(claims.exp) }), 'exp as text');
  });

  it('refuses a sub that is not a positive integer written plainly, and a bad token version', async () => {
    for (const sub of [`${u.id}.0`, `${u.id}e0`, `0${u.id}`, ` ${u.id}`, `0x${u.id.toString(16)}`, '-1', '0', u.id]) {
      await refused(forge(t.config.jwtSecret, hs256, { ...claims, sub }), `sub ${JSON.stringify(sub)}`);
    }
    for (const ver of [undefined, '0', 0.5, -1]) await refused(forge(t.config.jwtSecret, hs256, { ...claims, ver }), `ver ${ver}`);
  });

  it('refuses alg none, HS512 and any header beyond alg and typ', async () => {
    const payload = b64(claims);
    await refused(`${b64({ alg: 'none' })}.${payload}.`, 'alg none, no signature');
    await refused(`${b64({ alg: 'none' })}.${payload}.${u.token.split('.')[2]}`, 'alg none with a signature');
    const hs512 = await new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    await refused(hs512, 'HS512');
    for (const header of [
      { alg: 'HS512' },
      { alg: 'hs256' },
      { typ: 'JWT' },
      { ...hs256, crit: ['exp'] },
      { ...hs256, kid: 'a' },
      { ...hs256, typ: 'JWS' },
    ]) {
      await refused(forge(t.config.jwtSecret, header, claims), JSON.stringify(header));
    }
  });

  it('refuses a signature of the wrong length or spelling, and a token of more or fewer segments', async () => {
    const good = forge(t.config.jwtSecret, hs256, claims);
    const [h, p, s] = good.split('.');
    await refused(`${h}.${p}.${s.slice(0, -1)}`, 'signature one character short');
    await refused(`${h}.${p}.${s}A`, 'signature one character long');
    await refused(`${h}.${p}.${s}${s}`, 'signature doubled');
    await refused(`${h}.${p}.${s.slice(0, -1)}${s.at(-1) === 'A' ? 'B' : 'A'}`, 'last character changed');
    await refused(`${h}.${p}.${s}.`, 'a fourth, empty segment');
    await refused(`${h}.${p}.${s}.${s}`, 'four segments');
    await refused(`${h}.${p}.${h}.${p}.${s}`, 'five segments (JWE)');
    await refused(`${h}.${s}`, 'two segments');
  });

  it('refuses a token that has expired or is not valid yet', async () => {
    await refused(forge(t.config.jwtSecret, hs256, { ...claims, exp: now() - 1 }), 'expired a second ago');
    await refused(forge(t.config.jwtSecret, hs256, { ...claims, nbf: now() + 60 }), 'not before a minute from now');
  });
});

describe('token service', () => {
  const secret = 'unit-secret-that-is-at-least-thirty-two-characters';
  afterEach(() => vi.useRealTimers());

  it('ends a token exactly at its expiry, with no leeway', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z') });
    const tokens = createTokenService(secret, 60);
    const { token, expiresAt } = tokens.issue(7, 3);
    expect(expiresAt).toBe('2026-05-01T12:01:00.000Z');
    vi.setSystemTime(new Date('2026-05-01T12:00:59.999Z'));
    expect(tokens.verify(token)).toEqual({ userId: 7, version: 3 });
    vi.setSystemTime(new Date('2026-05-01T12:01:00Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses another key and text that is no token', () => {
    const token = createTokenService(secret, 60).issue(7, 0).token;
    expect(createTokenService(`${secret}-other`, 60).verify(token)).toBeNull();
    for (const text of ['', '.', '..', 'a.b.c', 'x'.repeat(5000), `${token}\u0000`, token.replace(/\.(.)/, '.é')]) {
      expect(createTokenService(secret, 60).verify(text), text.slice(0, 40)).toBeNull();
    }
  });
});
