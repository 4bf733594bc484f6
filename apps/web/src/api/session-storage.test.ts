import { describe, expect, it } from 'vitest';
import { makeUser } from '../test-utils';
import { clearSession, hasLiveSession, readExpirationTime, readStoredUser, saveSession, sessionExpired } from './session-storage';

describe('session storage', () => {
  it('saves the token JSON-quoted, the user and the expiration time under the spec keys', () => {
    const user = makeUser();
    saveSession({ token: 'abc', user, expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(localStorage.getItem('token')).toBe('"abc"');
    expect(readStoredUser()).toEqual(user);
    expect(localStorage.getItem('expirationTime')).toBe('2030-01-01T00:00:00.000Z');
  });

  it('clears all three keys', () => {
    saveSession({ token: 'abc', user: makeUser(), expiresAt: '2030-01-01T00:00:00.000Z' });
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('expirationTime')).toBeNull();
  });

  it('treats a passed expiration time as signed out', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    saveSession({ token: 'abc', user: makeUser(), expiresAt: '2026-06-01T11:59:59Z' });
    expect(sessionExpired(now)).toBe(true);
    expect(hasLiveSession(now)).toBe(false);
    localStorage.setItem('expirationTime', '2026-06-01T13:00:00Z');
    expect(hasLiveSession(now)).toBe(true);
  });

  it('reads an expiration time stored as milliseconds too', () => {
    localStorage.setItem('expirationTime', '1700000000000');
    expect(readExpirationTime()).toBe(1700000000000);
  });

  it('has no live session without a token', () => {
    expect(hasLiveSession()).toBe(false);
  });

  it('ignores an unreadable stored user', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
  });
});
