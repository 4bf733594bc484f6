import { type CollectionDef, type CollectionName, collections } from '@tc/contract/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';
import {
  CHANGES,
  COLLECTIONS,
  countRows,
  isPublicState,
  type ItemState,
  looseDb,
  makeItem,
  rowOf,
  SAMPLES,
  statesOf,
  storeSampleFiles,
} from './content-samples';

/**
 * The access table of docs/architecture.md#content-and-files and #access for the content collections,
 * generated from their definitions: every collection × every call × every
 * actor × every state an item of that collection can be in. A refused write
 * must leave the item (and the audit trail) as it was; an allowed one must be
 * audited.
 */

const ACTORS = ['visitor', 'client', 'coach', 'admin'] as const;
type ActorKind = (typeof ACTORS)[number];

/** An id no item has. */
type Target = ItemState | 'missing';
const MISSING_ID = 999_999_999;

const CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

interface Ctx {
  t: TestApp;
  name: CollectionName;
  def: CollectionDef;
  id: number;
  state?: Target;
  res: Res;
  ok: boolean;
  before?: Record<string, unknown>;
  auditBefore: number;
  label: string;
}

interface Row {
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (path: string, id: number) => string;
  body?: (name: CollectionName) => unknown;
  /** The states the call is tried on; none for create. */
  targets: Target[];
  expect: (actor: ActorKind, target?: Target) => number;
  verify: (ctx: Ctx) => Promise<void> | void;
}

/** Administrators only: 401 without a token, 403 for clients and coaches. */
const adminOnly = (actor: ActorKind, adminStatus: number) => (actor === 'visitor' ? 401 : actor === 'admin' ? adminStatus : 403);

const listIds = (res: Res) => (res.data as { id: number }[]).map((r) => r.id);

/** A list answer holds the item exactly when `shown`, and sends its total. */
function listVerify(shown: (state: Target) => boolean) {
  return ({ res, ok, id, state, label }: Ctx) => {
    if (!ok) return;
    expect(listIds(res), label).toEqual(shown(state!) ? [id] : []);
    expect(res.headers['x-total-count'], `${label}: total`).toBe(shown(state!) ? '1' : '0');
  };
}

async function auditOf(app: FastifyInstance, def: CollectionDef, id: number) {
  return app.db.selectFrom('audit_entries').selectAll().where('entity', '=', def.table).where('entity_id', '=', id).orderBy('id').execute();
}

/** After a write: refused, nothing changed; allowed, the change is audited with its snapshots. */
function writeVerify(action: string, check?: (ctx: Ctx, after: Record<string, unknown> | undefined) => void) {
  return async (ctx: Ctx) => {
    const { t, def, id, ok, before, label } = ctx;
    const after = await rowOf(t.app, def, id);
    if (!ok) {
      expect(after, `${label}: item unchanged`).toEqual(before);
      expect(await countRows(t.app, 'audit_entries'), `${label}: nothing audited`).toBe(ctx.auditBefore);
      return;
    }
    check?.(ctx, after);
    const entries = await auditOf(t.app, def, id);
    const last = entries.at(-1);
    expect(last?.action, `${label}: audited`).toBe(action);
    if (action !== 'create') expect(JSON.parse(last!.before!).id, `${label}: before snapshot`).toBe(id);
    expect(JSON.parse(last!.after!).id, `${label}: after snapshot`).toBe(id);
  };
}

function rowsOf(def: CollectionDef): Row[] {
  const states: Target[] = statesOf(def);
  const withMissing: Target[] = [...states, 'missing'];
  const list = (call: string, query: string, shown: (s: Target) => boolean, admin = false): Row => ({
    call,
    method: 'GET',
    url: (path) => `${path}${query}`,
    targets: states,
    expect: (actor) => (admin ? adminOnly(actor, 200) : 200),
    verify: listVerify(shown),
  });
  return [
    // Everyone, administrators included, gets what the public sees unless they ask for more.
    list('list', '', isPublicState),
    ...(def.publishing
      ? [
          list('list ?status=published', '?status=published', isPublicState),
          list('list ?status=all', '?status=all', (s) => s !== 'deleted', true),
          list('list ?status=draft', '?status=draft', (s) => s === 'draft', true),
        ]
      : []),
    list('list ?archived=true', '?archived=true', (s) => s === 'deleted', true),
    {
      call: 'get',
      method: 'GET',
      url: (path, id) => `${path}/${id}`,
      targets: withMissing,
      expect: (actor, target) => (target === 'missing' ? 404 : isPublicState(target!) || actor === 'admin' ? 200 : 404),
      verify: ({ res, ok, id, state, label }) => {
        if (!ok) return;
        expect(res.data.id, label).toBe(id);
        expect(res.data.archivedAt === null, `${label}: archivedAt`).toBe(state !== 'deleted');
      },
    },
    {
      call: 'create',
      method: 'POST',
      url: (path) => path,
      body: (name) => SAMPLES[name],
      targets: [],
      expect: (actor) => adminOnly(actor, 201),
      verify: async ({ t, def, res, ok, label, auditBefore }) => {
        const count = await countRows(t.app, def.table);
        expect(count, `${label}: rows`).toBe(ok ? 1 : 0);
        if (!ok) {
          expect(await countRows(t.app, 'audit_entries'), `${label}: nothing audited`).toBe(auditBefore);
          return;
        }
        const entries = await auditOf(t.app, def, res.data.id);
        expect(
          entries.map((e) => e.action),
          label,
        ).toEqual(['create']);
      },
    },
    {
      call: 'update',
      method: 'PUT',
      url: (path, id) => `${path}/${id}`,
      body: (name) => CHANGES[name],
      targets: withMissing,
      // A deleted item is restored before it is changed.
      expect: (actor, target) => adminOnly(actor, target === 'deleted' || target === 'missing' ? 404 : 200),
      verify: writeVerify('update', ({ name, res, label }, after) => {
        for (const [key, value] of Object.entries(CHANGES[name])) {
          expect(res.data[key], label).toBe(value);
          expect(after?.[key], `${label}: stored`).toBe(value);
        }
      }),
    },
    {
      call: 'delete',
      method: 'DELETE',
      url: (path, id) => `${path}/${id}`,
      targets: withMissing,
      expect: (actor, target) => adminOnly(actor, target === 'deleted' || target === 'missing' ? 404 : 200),
      verify: writeVerify('delete', ({ res, id, label }, after) => {
        expect(res.data, label).toEqual({ id });
        expect(after?.deleted_at, `${label}: soft deleted`).not.toBeNull();
      }),
    },
    {
      call: 'restore',
      method: 'POST',
      url: (path, id) => `${path}/${id}/restore`,
      targets: withMissing,
      expect: (actor, target) => adminOnly(actor, target === 'missing' ? 404 : target === 'deleted' ? 200 : 409),
      verify: writeVerify('restore', ({ res, id, label }, after) => {
        expect(res.data.id, label).toBe(id);
        expect(res.data.archivedAt, label).toBeNull();
        expect(after?.deleted_at, `${label}: restored`).toBeNull();
      }),
    },
  ];
}

const STATE_LABEL: Record<Target, string> = {
  live: 'a published item',
  draft: 'a draft',
  scheduled: 'an item scheduled for later',
  deleted: 'a deleted item',
  missing: 'a non-existent id',
};

describe.each(DATABASES)('content access table on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await storeSampleFiles(t.app);
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  for (const [name, def] of COLLECTIONS) {
    const path = `/api${def.path}`;
    describe(`${def.path} (${name})`, () => {
      for (const row of rowsOf(def)) {
        const targets: (Target | undefined)[] = row.targets.length ? row.targets : [undefined];
        for (const actor of ACTORS) {
          for (const target of targets) {
            const status = row.expect(actor, target);
            const stateLabel = target ? ` on ${def.publishing || target !== 'live' ? STATE_LABEL[target] : 'an item'}` : '';
            const label = `${actor} ${row.call} ${def.path}${stateLabel}`;
            it(`${label} → ${status}`, async () => {
              // Each cell starts from an empty collection holding only its own item.
              await looseDb(t.app).deleteFrom(def.table).execute();
              const id =
                target === undefined ? 0 : target === 'missing' ? MISSING_ID : await makeItem(t.app, name, cast.admin.token, target);
              const before = id ? await rowOf(t.app, def, id) : undefined;
              const auditBefore = await countRows(t.app, 'audit_entries');
              const token = actor === 'visitor' ? undefined : cast[actor].token;
              const res = await call(t.app, row.method, row.url(path, id), { token, body: row.body?.(name) });
              expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
              if (status >= 400) expect(res.data?.code, `${label}: error code`).toBe(CODES[status]);
              await row.verify({ t, name, def, id, state: target, res, ok: status < 300, before, auditBefore, label });
            });
          }
        }
      }
    });
  }

  it('covers every collection of the contract', () => {
    expect(COLLECTIONS.map(([name]) => name).sort()).toEqual(Object.keys(collections).sort());
  });
});
