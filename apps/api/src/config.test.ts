import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'tc-config-'));

describe('loadConfig', () => {
  it('has the documented defaults and keeps a generated secret in DATA_DIR', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', demoData: true, databaseUrl: undefined, logLevel: 'info' });
    expect(c.sqliteFile).toBe(path.join(dir, 'app.db'));
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(c.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
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

  it('wants ADMIN_USERNAME and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'boss' })).toThrow(/must be set together/);
    const c = loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'long-enough-pw', DEMO_DATA: 'false' });
    expect(c.admin).toEqual({ username: 'boss', password: 'long-enough-pw' });
    expect(c.demoData).toBe(false);
  });
});
