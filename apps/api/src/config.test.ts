import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'tc-config-'));

describe('loadConfig', () => {
  it('has the documented defaults and keeps a generated secret in DATA_DIR', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', demoData: true, databaseUrl: undefined, logLevel: 'info' });
    expect(c.sqliteFile).toBe(path.join(dir, 'app.db'));
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(c.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
  });

  it('keeps the demo (its passwords are published) on loopback unless HOST says otherwise', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ host: '127.0.0.1', loopbackForDemo: true });
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', loopbackForDemo: false });
    expect(loadConfig({ DATA_DIR: dir, DEMO_DATA: 'false' })).toMatchObject({ host: '0.0.0.0', loopbackForDemo: false });
  });

  it('reads a relative DATA_DIR from where the command was run (INIT_CWD under npm), not the workspace folder', () => {
    const from = dataDir();
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: from }).dataDir).toBe(path.join(from, 'data'));
    expect(loadConfig({ DATA_DIR: dataDir(), INIT_CWD: from }).dataDir).not.toContain(from);
  });

  it('names every bad variable in one clear message', () => {
    const bad = { DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe', JWT_SECRET: 'short' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'DEMO_DATA', 'JWT_SECRET']) expect(message).toContain(name);
      expect(message).toContain('must start with postgres://');
    }
  });

  it('takes FAST_SERIALIZER as true or false only', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), FAST_SERIALIZER: 'false' })).not.toThrow();
    expect(() => loadConfig({ DATA_DIR: dataDir(), FAST_SERIALIZER: 'off' })).toThrow(/FAST_SERIALIZER: must be true or false/);
  });

  it('wants ADMIN_USERNAME and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'boss' })).toThrow(/must be set together/);
    const c = loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'long-enough-pw', DEMO_DATA: 'false' });
    expect(c.admin).toEqual({ username: 'boss', password: 'long-enough-pw' });
    expect(c.demoData).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

  it('trusts nobody unless told, and takes a hop count or the proxies’ addresses', () => {
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.0.1.0/24,fd00::/8,loopback')).toEqual(['10.0.0.5', '10.0.1.0/24', 'fd00::/8', 'loopback']);
  });

  it('refuses true, which would believe any X-Forwarded-For a client writes', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => trust(value)).toThrow(ConfigError);
      expect(() => trust(value)).toThrow(/TRUST_PROXY: .*number of proxy hops.*proxies' addresses/);
    }
  });

  it('refuses what is neither a count nor addresses', () => {
    for (const value of ['-1', 'lb.example.com', '10.0.0.1/33', '10.0.0.1,', '1.5']) {
      expect(() => trust(value), value).toThrow(/TRUST_PROXY: must be false, a number of proxy hops, or a comma-separated list/);
    }
  });

  it('gives Fastify a hop function for a count: the nearest N hops are believed', () => {
    const fn = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect([fn('10.0.0.1', 0), fn('203.0.113.9', 1)]).toEqual([true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });
});

describe('REDIS_URL and REGISTER_LIMIT_PER_HOUR', () => {
  it('are optional, and checked when given', () => {
    const none = loadConfig({ DATA_DIR: dataDir() });
    expect([none.redisUrl, none.registerLimitPerHour]).toEqual([undefined, undefined]);
    const set = loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://cache:6379/2', REGISTER_LIMIT_PER_HOUR: '20' });
    expect([set.redisUrl, set.registerLimitPerHour]).toEqual(['redis://cache:6379/2', 20]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL: must start with redis:\/\//);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REGISTER_LIMIT_PER_HOUR: 'many' })).toThrow(/REGISTER_LIMIT_PER_HOUR/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 connections a process unless set, and a whole number of at least 1', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).poolSize).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '4' }).poolSize).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE: must be a number/);
  });
});

describe('SMTP_URL, MAIL_FROM, APPLY_LIMIT_PER_HOUR and SET_PASSWORD_LIMIT_PER_15_MINUTES', () => {
  it("send mail from the centre's name and address unless MAIL_FROM says otherwise", () => {
    const none = loadConfig({ DATA_DIR: dataDir(), CENTRE_NAME: 'Prairie "Kids" Centre', CENTRE_EMAIL: 'hello@prairie.example' });
    expect(none.mail).toEqual({ smtpUrl: undefined, from: '"Prairie Kids Centre" <hello@prairie.example>' });
    expect(none.applyLimitPerHour).toBeUndefined();
    expect(none.setPasswordLimitPer15Minutes).toBeUndefined();
    const set = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtps://user:secret@mail.example.ca:465',
      MAIL_FROM: 'Coaching <coach@example.ca>',
      APPLY_LIMIT_PER_HOUR: '0',
      SET_PASSWORD_LIMIT_PER_15_MINUTES: '0',
    });
    expect(set.mail).toEqual({ smtpUrl: 'smtps://user:secret@mail.example.ca:465', from: 'Coaching <coach@example.ca>' });
    expect(set.applyLimitPerHour).toBe(0);
    expect(set.setPasswordLimitPer15Minutes).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'mail.example.ca:25' })).toThrow(/SMTP_URL: must start with smtp:\/\//);
    expect(() => loadConfig({ DATA_DIR: dataDir(), APPLY_LIMIT_PER_HOUR: '-1' })).toThrow(/APPLY_LIMIT_PER_HOUR/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SET_PASSWORD_LIMIT_PER_15_MINUTES: '-1' })).toThrow(/SET_PASSWORD_LIMIT_PER_15_MINUTES/);
  });
});

describe('PUBLIC_URL', () => {
  it('is the base of the links in emails: http://localhost:PORT unless set, without a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://coaching.example.ca/' }).publicUrl).toBe('https://coaching.example.ca');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'coaching.example.ca' })).toThrow(/PUBLIC_URL: must start with http/);
  });
});

describe('client timeouts', () => {
  it('default to 10 s for headers and a body’s gaps, 30 s a request, 10 min an upload, 5 s keep-alive, and can be set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).timeouts).toEqual({
      headersMs: 10_000,
      bodyIdleMs: 10_000,
      requestMs: 30_000,
      uploadMs: 600_000,
      keepAliveMs: 5_000,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      HEADERS_TIMEOUT_MS: '5000',
      BODY_IDLE_TIMEOUT_MS: '20000',
      REQUEST_TIMEOUT_MS: '60000',
      UPLOAD_TIMEOUT_MS: '1200000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
    });
    expect(set.timeouts).toEqual({ headersMs: 5000, bodyIdleMs: 20_000, requestMs: 60_000, uploadMs: 1_200_000, keepAliveMs: 65_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BODY_IDLE_TIMEOUT_MS: 'soon' })).toThrow(
      /BODY_IDLE_TIMEOUT_MS: must be a number of milliseconds/,
    );
  });
});

describe('PAGE_RATE_LIMIT_PER_MINUTE', () => {
  it('is 120 pages a minute per address unless set; 0 turns it off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).pageRateLimitPerMinute).toBe(120);
    expect(loadConfig({ DATA_DIR: dataDir(), PAGE_RATE_LIMIT_PER_MINUTE: '0' }).pageRateLimitPerMinute).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAGE_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/PAGE_RATE_LIMIT_PER_MINUTE/);
  });
});

describe('shutdown and metrics settings', () => {
  it('give requests in flight 10 s after SIGTERM unless set, and measure nothing unless a token or port is given', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect(c.shutdownGraceMs).toBe(10_000);
    expect(c.metrics).toEqual({ token: undefined, port: undefined });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      SHUTDOWN_GRACE_SECONDS: '30',
      METRICS_TOKEN: 'a-token-of-twenty-chars',
      METRICS_PORT: '9464',
    });
    expect(set.shutdownGraceMs).toBe(30_000);
    expect(set.metrics).toEqual({ token: 'a-token-of-twenty-chars', port: 9464 });
  });

  it('refuse a grace that is not a number of seconds, a short token and a bad port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(
      /SHUTDOWN_GRACE_SECONDS: must be a number of seconds/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
