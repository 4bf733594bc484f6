import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

// Session tokens are JWTs signed with HMAC-SHA256 (RFC 7519, HS256), made and checked with
// node:crypto directly: every authenticated call verifies one, and the WebCrypto path of a JWT
// library costs tens of times more than the HMAC itself (measured with `npm run bench`).

export interface TokenClaims {
  userId: number;
  version: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

/** The one header this service writes; a token may also carry `{"alg":"HS256"}` alone, as jose wrote it. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/** Far longer than any token of ours: nothing larger is decoded. */
const MAX_TOKEN_LENGTH = 2048;
/** Base64url without padding: header and payload. */
const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** An HMAC-SHA256 is 32 bytes: 43 base64url characters. */
const SIGNATURE_LENGTH = 43;
/** A user id as `sub`: a positive integer written plainly. */
const SUBJECT = /^[1-9][0-9]{0,14}$/;

function decodeJson(segment: string): unknown {
  if (!SEGMENT.test(segment)) return undefined;
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumericDate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Exactly `alg: HS256`, with `typ: JWT` or none: no `none`, no other algorithm, no `crit`, `kid` or `jku`. */
function isOurHeader(segment: string): boolean {
  if (segment === HEADER) return true;
  const header = decodeJson(segment);
  if (!isObject(header) || header.alg !== 'HS256') return false;
  return Object.keys(header).every((k) => k === 'alg' || (k === 'typ' && header.typ === 'JWT'));
}

/** The claims of a payload that is well formed and current at `now` (seconds), else null. */
function claimsOf(payload: unknown, now: number): TokenClaims | null {
  if (!isObject(payload)) return null;
  const { exp, nbf, iat, sub, ver } = payload;
  // A token must end: no `exp`, no session. No leeway: the issuer and the checker share one clock.
  if (!isNumericDate(exp) || now >= exp) return null;
  if (nbf !== undefined && (!isNumericDate(nbf) || now < nbf)) return null;
  if (iat !== undefined && !isNumericDate(iat)) return null;
  if (typeof sub !== 'string' || !SUBJECT.test(sub)) return null;
  if (!Number.isSafeInteger(ver) || (ver as number) < 0) return null;
  return { userId: Number(sub), version: ver as number };
}

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const sign = (input: string) => createHmac('sha256', key).update(input).digest('base64url');

  return {
    /**
     * A token for this user and token version, ending `ttlSeconds` from now. `jti`: an identifier that makes
     * it unlike any other (a two-factor challenge, which is spent once); sessions carry none.
     */
    issue(userId: number, version: number, jti?: string): IssuedToken {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + ttlSeconds;
      const claims =
        jti === undefined ? { ver: version, sub: String(userId), iat, exp } : { ver: version, sub: String(userId), iat, exp, jti };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const input = `${HEADER}.${payload}`;
      return { token: `${input}.${sign(input)}`, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /** The claims of a valid token; null for any token that is malformed, tampered with, of another key or expired. */
    verify(token: string): TokenClaims | null {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [header, payload, signature] = parts;
      if (signature.length !== SIGNATURE_LENGTH || !SEGMENT.test(signature) || !isOurHeader(header)) return null;
      // Compared as text: one spelling per signature, so no altered trailing bits pass.
      const expected = sign(`${header}.${payload}`);
      if (!timingSafeEqual(Buffer.from(signature, 'latin1'), Buffer.from(expected, 'latin1'))) return null;
      return claimsOf(decodeJson(payload), Date.now() / 1000);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
