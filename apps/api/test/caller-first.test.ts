import type { EndpointDef } from '@tc/contract/endpoint';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT } from './contract';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * Who may call is asked before the input is read (docs/decisions/007): a caller without a token gets
 * 401 and a signed-in role the call does not take gets 403, whatever the input, never the input's
 * faults. Every operation of the contract that needs a token, called with input that is not valid.
 */

/** A value no field of any kind accepts: a control character, far too long for any limit. */
const BAD = `\u0000${'x'.repeat(3000)}`;

/** The call's address with each path parameter not valid (longer than any takes), and each query parameter not valid. */
function badUrl(e: EndpointDef): string {
  const path = e.path.replace(/:(\w+)/g, () => encodeURIComponent(`${'x'.repeat(300)}\u0001`));
  const keys = e.query instanceof z.ZodObject ? Object.keys(e.query.shape) : [];
  const query = keys.map((k) => `${k}=${encodeURIComponent(BAD)}`).join('&');
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** The request: malformed address, and for a call with a body a JSON body of the wrong type. */
function badRequest(e: EndpointDef) {
  const takesBody = e.body !== undefined || e.multipart !== undefined;
  return {
    method: e.method,
    url: badUrl(e),
    ...(takesBody ? { body: [BAD], headers: { 'content-type': 'application/json' } } : {}),
  };
}

const hasInput = (e: EndpointDef) => Boolean(e.params || e.query || e.body || e.multipart);
const ROLE_NAMES = { [ROLES.ADMIN]: 'admin', [ROLES.COACH]: 'coach', [ROLES.CLIENT]: 'client' } as const;
const SIGNED_IN = CONTRACT.filter((e) => e.auth);

describe.each(DATABASES)('the caller is asked before the input on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t?.close());

  it('covers every operation that needs a token, writes among them', () => {
    expect(SIGNED_IN.length).toBeGreaterThan(80);
    expect(SIGNED_IN.filter((e) => e.method !== 'GET').length).toBeGreaterThan(50);
  });

  it.each(SIGNED_IN.map((e) => [`${e.method} ${e.path} (${e.operationId})`, e] as const))('%s', async (_label, e) => {
    const req = badRequest(e);
    const label = `${req.method} ${req.url.slice(0, 80)}`;
    if (hasInput(e)) {
      // The input is bad: a caller allowed to make the call is told so (400, or 415 for JSON sent to an upload).
      // An administrator makes every call but a client's own (asking for a session).
      const allowed = !e.roles || e.roles.includes(ROLES.ADMIN) ? 'admin' : 'client';
      const res = await call(t.app, req.method, req.url, { token: cast[allowed].token, body: req.body, headers: req.headers });
      expect([400, 415], `${label} as ${allowed}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }

    const anonymous = await call(t.app, req.method, req.url, { body: req.body, headers: req.headers });
    expect(anonymous.statusCode, `${label} without a token: ${anonymous.body.slice(0, 200)}`).toBe(401);
    expect(anonymous.data).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' });

    const badToken = await call(t.app, req.method, req.url, { token: 'not.a.token', body: req.body, headers: req.headers });
    expect(badToken.statusCode, `${label} with a token not valid`).toBe(401);

    for (const role of [ROLES.CLIENT, ROLES.COACH, ROLES.ADMIN]) {
      if (!e.roles || e.roles.includes(role)) continue;
      const person = role === ROLES.CLIENT ? cast.client : role === ROLES.COACH ? cast.coach : cast.admin;
      const res = await call(t.app, req.method, req.url, { token: person.token, body: req.body, headers: req.headers });
      expect(res.statusCode, `${label} as ${ROLE_NAMES[role]}: ${res.body.slice(0, 200)}`).toBe(403);
      expect(res.data).toEqual({ error: expect.stringMatching(/^Only (administrators|clients)/), code: 'FORBIDDEN' });
    }
  });

  it('refuses a client on every staff-only write, as the access table says', () => {
    const clientWrites = SIGNED_IN.filter((e) => e.method !== 'GET' && e.roles && !e.roles.includes(ROLES.CLIENT)).map(
      (e) => e.operationId,
    );
    // Writes a client makes: their own record, their sign-out, their second factor, their request for a session,
    // cancelling their own session, their calendar feed, their reminders and which emails they get, their documents
    // (upload, delete their own), writing in their conversation and marking it read, ticking the steps of their own plans.
    const open = SIGNED_IN.filter((e) => e.method !== 'GET' && !clientWrites.includes(e.operationId)).map((e) => e.operationId);
    expect(open.sort()).toEqual([
      'createMessage',
      'deleteClientFile',
      'disableTwoFactor',
      'logout',
      'makeCalendarFeed',
      'markMessagesRead',
      'putNotificationSettings',
      'putReminderPreference',
      'requestSession',
      'revokeCalendarFeed',
      'setSessionStatus',
      'tickPlanStep',
      'updateUser',
      'uploadClientFile',
    ]);
  });
});
