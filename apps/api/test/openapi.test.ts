import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { CONTRACT } from './contract';

/** Operations that cannot answer any 4xx: no input, no token, exempt from the rate limit. */
const NO_4XX = new Set(['getHealth', 'getReady']);

const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
/** redocly.yaml (the recommended rules) and the ignore file of the few exceptions. */
const LINT_CONFIG = path.join(import.meta.dirname, 'openapi-lint');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation | undefined>>;
}

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  ignored?: boolean;
  location: { pointer?: string }[];
}

function redocly(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
  return new Promise((resolve) => {
    execFile(process.execPath, [REDOCLY, ...args], { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });
}

// One document whatever the database, so this runs once, on SQLite.
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  const operations: { key: string; op: Operation }[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (op) operations.push({ key: `${method.toUpperCase()} ${p}`, op });
      }
    }
  });
  afterAll(() => t?.close());

  it('passes redocly lint with the recommended rules: no error, no warning', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tc-openapi-'));
    try {
      cpSync(LINT_CONFIG, dir, { recursive: true });
      writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc, null, 2));
      const { code, stdout, stderr } = await redocly(['lint', 'openapi.json', '--config=redocly.yaml', '--format=json'], dir);
      let report: { totals: { errors: number; warnings: number }; problems: LintProblem[] };
      try {
        report = JSON.parse(stdout);
      } catch {
        throw new Error(`redocly lint gave no JSON report (exit ${code}):\n${stdout}\n${stderr}`);
      }
      const problems = report.problems
        .filter((p) => !p.ignored)
        .map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives every operation an operationId and a 4xx answer', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      const has4xx = Object.keys(op.responses ?? {}).some((status) => /^4\d\d$/.test(status));
      // The exceptions are exact: an operation leaves the list once it can answer a 4xx.
      expect(has4xx, `${key} (${op.operationId}) documents a 4xx answer`).toBe(!NO_4XX.has(op.operationId ?? ''));
    }
  });

  it('documents each operation of the contract, and nothing else', () => {
    const documented = Object.fromEntries(operations.map(({ key, op }) => [key, op.operationId]));
    const described = Object.fromEntries(
      CONTRACT.map((e) => [`${e.method} /api${e.path.replace(/:(\w+)/g, '{$1}')}`, e.operationId] as const),
    );
    expect(documented).toEqual(described);
    expect(new Set(Object.values(described)).size).toBe(CONTRACT.length);
  });

  it('keeps the public calls public and the hidden catch-all hidden', () => {
    const publicOps = operations.filter(({ op }) => Array.isArray(op.security) && op.security.length === 0).map(({ op }) => op.operationId);
    expect(publicOps.sort()).toEqual(
      CONTRACT.filter((e) => !e.auth)
        .map((e) => e.operationId)
        .sort(),
    );
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
  });
});
