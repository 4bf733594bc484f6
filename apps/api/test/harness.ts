import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pgStatement } from './api-process';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { prepareDatabase } from '../src/prepare';

export type DbKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (as CI sets it). */
export const DATABASES: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

const JWT_SECRET = 'test-secret-that-is-at-least-thirty-two-characters-long';

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tc_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  // A copy of the run's migrated database (test/global-setup.ts).
  const template = process.env.TC_TEST_PG_TEMPLATE;
  await pgStatement(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => pgStatement(adminUrl, `drop database if exists ${name} with (force)`) };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  kind: DbKind;
  close(): Promise<void>;
}

/** A server on a freshly migrated, empty database of the given kind. */
export async function createTestApp(kind: DbKind, overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tc-api-test-'));
  // Limits off: the tests that check them turn them on (rateLimitPerMinute, registerLimitPerHour, applyLimitPerHour, pageRateLimitPerMinute).
  const base = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    REGISTER_LIMIT_PER_HOUR: '0',
    APPLY_LIMIT_PER_HOUR: '0',
    PAGE_RATE_LIMIT_PER_MINUTE: '0',
  });
  let drop = async () => {};
  let config: Config = { ...base, sqliteFile: ':memory:', webDist: undefined, ...overrides };
  if (kind === 'postgres') {
    const created = await createPgDatabase();
    drop = created.drop;
    config = { ...config, databaseUrl: created.url };
  }
  const app = await buildApp(config);
  await prepareDatabase(app.db, config);
  return {
    app,
    config,
    kind,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A JSON body as the tests read it: every endpoint answers a different shape, and each
 * test asserts the fields it expects, so typing them here would only repeat the contract.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one loosely typed test value, see above
export type JsonBody = any;

export type Res = LightMyRequestResponse & { body: string; data: JsonBody };

/** app.inject with a bearer token and the JSON body parsed into `data`. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<Res> {
  const res = await app.inject({
    method,
    url,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? (typeof opts.body === 'string' ? { payload: opts.body } : { payload: opts.body as object }) : {}),
  });
  let data: JsonBody;
  try {
    data = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    data = undefined;
  }
  return Object.assign(res, { data });
}
