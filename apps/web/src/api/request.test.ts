import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_URL, http, request } from './request';
import { readToken, stripQuotes } from './session-storage';

let seen: InternalAxiosRequestConfig | undefined;
const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  seen = undefined;
  // Stand in for the network at axios's lowest layer: everything above it is the real helper.
  http.defaults.adapter = async (config) => {
    seen = config;
    return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('request helper', () => {
  it('uses /api as its base when VITE_API_HOST is unset, and no timeout', async () => {
    expect(API_BASE_URL).toBe('/api');
    await request('GET', '/auth/getMe');
    expect(seen?.baseURL).toBe('/api');
    expect(seen?.url).toBe('/auth/getMe');
    expect(seen?.timeout).toBe(0);
  });

  it('sends the stored token as a Bearer header with its double quotes stripped', async () => {
    localStorage.setItem('token', JSON.stringify('abc.def.ghi'));
    await request('GET', '/users');
    expect(seen?.headers.Authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a token', async () => {
    await request('GET', '/regions');
    expect(seen?.headers.Authorization).toBeUndefined();
  });

  it('passes method, body and extra headers through', async () => {
    const response = await request('POST', '/news-events', { title: 'Hello' }, { 'X-Test': 'yes' });
    expect(seen?.method).toBe('post');
    expect(JSON.parse(seen?.data as string)).toEqual({ title: 'Hello' });
    expect(seen?.headers['X-Test']).toBe('yes');
    expect(response.data).toEqual({ ok: true });
  });
});

describe('quote stripping', () => {
  it('removes every double quote', () => {
    expect(stripQuotes('"tok"')).toBe('tok');
    expect(stripQuotes('""tok""')).toBe('tok');
    expect(stripQuotes('tok')).toBe('tok');
  });

  it('reads a quoted or a bare token the same way, and treats "null" as none', () => {
    localStorage.setItem('token', '"x.y.z"');
    expect(readToken()).toBe('x.y.z');
    localStorage.setItem('token', 'x.y.z');
    expect(readToken()).toBe('x.y.z');
    localStorage.setItem('token', 'null');
    expect(readToken()).toBeNull();
  });
});
