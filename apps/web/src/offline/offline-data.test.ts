import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimOfflineData, forgetReadCopy, keepAnswer, keptAnswer, showKeptChange } from './offline-copy';
import { newWaitingId, withSentIds } from './waiting-ids';
import { refreshOfflineCopy } from './offline-sync';
import { clearOfflineDb, getRow, META, putRow } from './offline-db';
import { offlineState } from './offline-state';
import {
  conflictingFields,
  keepChange,
  ORPHANED,
  dropChange,
  sendWaitingChanges,
  updateChange,
  waitingChanges,
  type Outcome,
  type Sender,
  type WaitingChange,
} from './waiting-changes';

// The device's side of work without a signal (docs/decisions/055-offline-work.md), on an IndexedDB in memory:
// whose data is kept and for how long, how a screen's page is answered from a longer one, and how waiting changes go.

const COACH = { id: 12, category_id: 3, firstname: 'Ophelia', lastname: 'Field' };
const ADMIN = { id: 1, category_id: 2, firstname: 'Ada', lastname: 'Admin' };
const DAY = 86_400_000;

function signInAs(user: object | null) {
  if (user === null) return localStorage.clear();
  localStorage.setItem('token', JSON.stringify('header.payload.signature'));
  localStorage.setItem('user', JSON.stringify(user));
}

beforeEach(async () => {
  signInAs(COACH);
  await clearOfflineDb();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('answers kept for reading offline', () => {
  it("gives a coach's read back as it was kept, and a screen's smaller page from a longer one", async () => {
    const entries = Array.from({ length: 100 }, (_, i) => ({ id: 100 - i }));
    await keepAnswer('/action-journals?client_id=5&page=1&pageSize=100', entries, '240');
    await keepAnswer('/action-plans?clientId=5&page=1&pageSize=100', { actionPlans: entries.slice(0, 30), next: 'abc' }, undefined);

    expect((await keptAnswer('/action-journals?page=1&pageSize=100&client_id=5'))?.data).toEqual(entries);
    const second = await keptAnswer('/action-journals?client_id=5&page=2&pageSize=20');
    expect(second?.data).toEqual(entries.slice(20, 40));
    expect(second?.total).toBe('240');
    // Past what was kept: no answer rather than a short one.
    expect(await keptAnswer('/action-journals?client_id=5&page=6&pageSize=20')).toBeNull();
    // Another client's diary was never kept.
    expect(await keptAnswer('/action-journals?client_id=6&page=1&pageSize=20')).toBeNull();
    // A page of rows under one name: the rows, and no cursor that no longer fits.
    expect((await keptAnswer('/action-plans?clientId=5&page=1&pageSize=10'))?.data).toEqual({
      actionPlans: entries.slice(0, 10),
      next: null,
    });
  });

  it("keeps nothing of an administrator's reads, nor of the session or files", async () => {
    await keepAnswer('/auth/getMe', { id: 12 }, undefined);
    signInAs(ADMIN);
    await keepAnswer('/users/5', { id: 5 }, undefined);
    signInAs(COACH);
    expect(await keptAnswer('/users/5')).toBeNull();
    expect(await keptAnswer('/auth/getMe')).toBeNull();
  });

  it('gives nothing kept 14 days ago or more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    await keepAnswer('/users/5', { id: 5 }, undefined);
    vi.setSystemTime(new Date(Date.parse('2026-11-01T12:00:00Z') + 13 * DAY));
    expect(await keptAnswer('/users/5')).not.toBeNull();
    vi.setSystemTime(new Date(Date.parse('2026-11-01T12:00:00Z') + 14 * DAY));
    expect(await keptAnswer('/users/5')).toBeNull();
  });

  it("deletes another person's data when the device changes hands; an ended session takes the reads, not the changes", async () => {
    await keepAnswer('/users/5', { id: 5 }, undefined);
    await keepChange({
      key: 'k-0000001',
      method: 'POST',
      path: '/clients/5/messages',
      body: { body: 'hi' },
      accept: [201],
      label: 'Message',
    });
    await forgetReadCopy();
    expect(await keptAnswer('/users/5')).toBeNull();
    expect(await waitingChanges()).toHaveLength(1);

    await keepAnswer('/users/5', { id: 5 }, undefined);
    await claimOfflineData();
    signInAs({ ...COACH, id: 13 });
    await claimOfflineData();
    signInAs(COACH);
    expect(await keptAnswer('/users/5')).toBeNull();
    expect(await waitingChanges()).toHaveLength(0);
  });

  it('deletes what was kept 14 days ago when the app opens: a change made since stays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-01T12:00:00Z');
    vi.setSystemTime(new Date(start));
    await putRow(META, { id: 'owner', userId: COACH.id, updatedAt: start });
    await keepAnswer('/users/5', { id: 5 }, undefined);
    await keepChange({
      key: 'k-old-0001',
      method: 'POST',
      path: '/clients/5/messages',
      body: { body: 'old' },
      accept: [201],
      label: 'Old',
    });
    vi.setSystemTime(new Date(start + 14 * DAY));
    await keepChange({
      key: 'k-new-0001',
      method: 'POST',
      path: '/clients/5/messages',
      body: { body: 'new' },
      accept: [201],
      label: 'New',
    });
    vi.setSystemTime(new Date(start + 14 * DAY + 60_000));
    await claimOfflineData();
    expect((await waitingChanges()).map((c) => c.key)).toEqual(['k-new-0001']);
    expect(await keptAnswer('/users/5')).toBeNull();
    expect(offlineState().copyUpdatedAt).toBeNull();
  });

  it('shows a kept change in the lists that hold the record, and nowhere else', async () => {
    await keepAnswer(
      '/action-plans?clientId=5&page=1&pageSize=100',
      {
        actionPlans: [
          { id: 7, summary: 'Old' },
          { id: 8, summary: 'Other' },
        ],
      },
      undefined,
    );
    await keepAnswer(
      '/sessions?from=2026-11-23&to=2026-11-29&coach_id=12&page=1&pageSize=500',
      [{ id: 7, status: 'scheduled' }],
      undefined,
    );
    await showKeptChange('/action-plans/7', { id: 7, summary: 'New' });
    expect((await keptAnswer('/action-plans?clientId=5&page=1&pageSize=100'))?.data).toEqual({
      actionPlans: [
        { id: 7, summary: 'New' },
        { id: 8, summary: 'Other' },
      ],
    });
    // Session 7 is not plan 7.
    expect((await keptAnswer('/sessions?from=2026-11-23&to=2026-11-29&coach_id=12&page=1&pageSize=500'))?.data).toEqual([
      { id: 7, status: 'scheduled' },
    ]);
  });

  it("puts a diary entry added offline at the top of its client's diary as kept, with its plan", async () => {
    await keepAnswer(
      '/action-plans?clientId=5&page=1&pageSize=100',
      { actionPlans: [{ id: 7, summary: 'Fire drill', client_id: 5 }] },
      undefined,
    );
    await keepAnswer('/action-journals?client_id=5&page=1&pageSize=100', [{ id: 1, client_id: 5 }], '1');
    await keepAnswer('/action-journals?actionplan_id=9&client_id=5&page=1&pageSize=20', [], '0');
    await showKeptChange('/action-journals', { id: 2 ** 52, actionplan_id: 7, minutes: 30, plan: null });
    const page = await keptAnswer('/action-journals?client_id=5&page=1&pageSize=20');
    expect(page?.data).toEqual([
      { id: 2 ** 52, actionplan_id: 7, minutes: 30, client_id: 5, plan: { id: 7, summary: 'Fire drill' } },
      { id: 1, client_id: 5 },
    ]);
    expect(page?.total).toBe('2');
    // Another plan's diary does not get it.
    expect((await keptAnswer('/action-journals?client_id=5&actionplan_id=9&page=1&pageSize=20'))?.data).toEqual([]);
  });
});

describe('changes waiting on the device', () => {
  const change = (n: number, extra: Partial<WaitingChange> = {}) =>
    keepChange({
      key: `key-000${n}`,
      method: 'POST',
      path: `/clients/5/messages`,
      body: { body: `m${n}` },
      accept: [201],
      label: `Message ${n}`,
      ...extra,
    });

  it('go in the order they were made; a refused one and a conflict are set aside, the rest go on', async () => {
    await change(1);
    await change(2, {
      method: 'PUT',
      path: '/action-plans/7',
      body: { summary: 'Mine' },
      base: { path: '/action-plans/7', fields: { summary: 'Before' } },
    });
    await change(3);
    await change(4);
    expect(offlineState().waiting).toBe(4);
    const sent: string[] = [];
    const sender: Sender = {
      current: async () => ({ id: 7, summary: 'Theirs' }),
      send: async (c): Promise<Outcome> => {
        sent.push(c.key);
        return c.key === 'key-0003' ? { kind: 'refused', reason: 'This client is no longer yours.' } : { kind: 'sent' };
      },
    };
    expect(await sendWaitingChanges(sender)).toBe(2);
    expect(sent).toEqual(['key-0001', 'key-0003', 'key-0004']);
    const left = await waitingChanges();
    expect(left.map((c) => [c.key, c.state])).toEqual([
      ['key-0002', 'conflict'],
      ['key-0003', 'refused'],
    ]);
    expect(left[0].theirs).toEqual({ id: 7, summary: 'Theirs' });
    expect(left[1].reason).toBe('This client is no longer yours.');
    expect(offlineState()).toMatchObject({ waiting: 2, attention: 2 });
  });

  it('stop at the first that gets no answer, and keep it and the ones after', async () => {
    await change(1);
    await change(2);
    const sender: Sender = { current: async () => undefined, send: async () => ({ kind: 'later' }) };
    expect(await sendWaitingChanges(sender)).toBe(0);
    expect((await waitingChanges()).map((c) => c.state)).toEqual(['waiting', 'waiting']);
  });

  it('are sent to be refused with the reason when the version to compare with cannot be read any more', async () => {
    await change(1, {
      method: 'PUT',
      path: '/action-plans/7',
      body: { summary: 'Mine' },
      base: { path: '/action-plans/7', fields: { summary: 'Before' } },
    });
    await change(2);
    const sender: Sender = {
      current: async () => false,
      send: async (c): Promise<Outcome> =>
        c.key === 'key-0001' ? { kind: 'refused', reason: 'You do not coach this client.' } : { kind: 'sent' },
    };
    expect(await sendWaitingChanges(sender)).toBe(1);
    expect((await waitingChanges()).map((c) => [c.key, c.state, c.reason])).toEqual([
      ['key-0001', 'refused', 'You do not coach this client.'],
    ]);
  });

  it('leave the session for the service worker while they wait, and take it away once sent or when the session ends', async () => {
    await change(1);
    expect(await getRow(META, 'worker-session')).toEqual({ id: 'worker-session', userId: 12, token: 'header.payload.signature' });
    await sendWaitingChanges({ current: async () => undefined, send: async () => ({ kind: 'later' }) });
    expect(await getRow(META, 'worker-session')).toBeDefined();
    await sendWaitingChanges({ current: async () => undefined, send: async () => ({ kind: 'sent' }) });
    expect(await getRow(META, 'worker-session')).toBeUndefined();
    await change(2);
    await forgetReadCopy();
    expect(await getRow(META, 'worker-session')).toBeUndefined();
  });

  it('keep a message with its files, to send as a form again', async () => {
    const form = new FormData();
    form.append('body', 'With the floor plan');
    form.append('files', new File(['plan'], 'plan.txt', { type: 'text/plain' }));
    await change(1, { body: form });
    const [kept] = await waitingChanges();
    expect((kept.body as { form: [string, unknown][] }).form.map(([name]) => name)).toEqual(['body', 'files']);
  });
});

describe('records made offline', () => {
  const made = (key: string, path: string, body: object, creates?: number) =>
    keepChange({ key, method: 'POST', path, body, accept: [201], label: key, creates });

  it('lists the device ids of a call, and puts the server id in once the record arrived', () => {
    const plan = newWaitingId();
    const step = newWaitingId();
    expect(step).toBeGreaterThan(plan);
    expect(withSentIds(`/action-plans/${plan}/steps`, { title: 'Exit route' })).toEqual({
      path: `/action-plans/${plan}/steps`,
      body: { title: 'Exit route' },
      unsent: [plan],
    });
    // A server id of any length is left alone, in a path, a query or a body.
    expect(withSentIds('/action-journals?client_id=1999999999&page=1', { actionplan_id: 7, minutes: 90 }).unsent).toEqual([]);
    // A number of that size that names no record (a size, a time) is no device id.
    expect(withSentIds('/files?t=2100000000', { bytes: 2100000000 }).unsent).toEqual([]);
    expect(withSentIds('/action-journals?actionplan_id=2100000000', { plan_id: 2100000001 }).unsent).toEqual([2100000000, 2100000001]);
    expect(withSentIds(`/action-plans/9/steps/order`, { ids: [3, step] }).unsent).toEqual([step]);
  });

  it('sends a plan made offline first, then its step and the time logged against it under the server id', async () => {
    const plan = newWaitingId();
    await made('plan', '/action-plans', { client_id: 5, summary: 'Fire drill', date: '2026-11-28' }, plan);
    await made('step', `/action-plans/${plan}/steps`, { title: 'Walk the exit route' }, newWaitingId());
    await made('entry', '/action-journals', { client_id: 5, actionplan_id: plan, minutes: 30 }, newWaitingId());
    const sent: [string, unknown][] = [];
    const sender: Sender = {
      current: async () => undefined,
      send: async (c): Promise<Outcome> => {
        sent.push([c.path, c.body]);
        return { kind: 'sent', answer: { id: 300 + sent.length } };
      },
    };
    expect(await sendWaitingChanges(sender)).toBe(3);
    expect(sent).toEqual([
      ['/action-plans', { client_id: 5, summary: 'Fire drill', date: '2026-11-28' }],
      ['/action-plans/301/steps', { title: 'Walk the exit route' }],
      ['/action-journals', { client_id: 5, actionplan_id: 301, minutes: 30 }],
    ]);
    // A screen still holding the device id now reaches the server's record.
    expect(withSentIds(`/action-plans/${plan}`, undefined)).toEqual({ path: '/action-plans/301', body: undefined, unsent: [] });
  });

  it('holds a step back while its plan waits for the person, and refuses it once the plan is deleted from the device', async () => {
    const plan = newWaitingId();
    await made('plan', '/action-plans', { client_id: 5, summary: 'Fire drill' }, plan);
    await made('step', `/action-plans/${plan}/steps`, { title: 'Walk the exit route' });
    await made('other', '/clients/5/messages', { body: 'Hello' });
    const [planChange] = await waitingChanges();
    await updateChange({ ...planChange, state: 'refused', reason: 'This client is no longer yours.' });
    const sent: string[] = [];
    const sender: Sender = { current: async () => undefined, send: async (c) => (sent.push(c.key), { kind: 'sent' }) };
    expect(await sendWaitingChanges(sender)).toBe(1);
    expect(sent).toEqual(['other']);
    expect((await waitingChanges()).map((c) => [c.key, c.state])).toEqual([
      ['plan', 'refused'],
      ['step', 'waiting'],
    ]);
    await dropChange(planChange);
    expect(await sendWaitingChanges(sender)).toBe(0);
    expect((await waitingChanges()).map((c) => [c.key, c.state, c.reason])).toEqual([['step', 'refused', ORPHANED]]);
  });

  it('gives a change made after its record was sent by another sender (the worker, another tab) the server id', async () => {
    const plan = newWaitingId();
    await made('plan', '/action-plans', { client_id: 5, summary: 'Fire drill' }, plan);
    await sendWaitingChanges({ current: async () => undefined, send: async () => ({ kind: 'sent', answer: { id: 401 } }) });
    // A page that did not send it, and so learnt nothing in its memory.
    vi.resetModules();
    const page = await import('./waiting-changes');
    await page.keepChange({
      key: 'step',
      method: 'POST',
      path: `/action-plans/${plan}/steps`,
      body: { title: 'Exit' },
      accept: [201],
      label: 'step',
    });
    const paths: string[] = [];
    expect(
      await page.sendWaitingChanges({ current: async () => undefined, send: async (c) => (paths.push(c.path), { kind: 'sent' }) }),
    ).toBe(1);
    expect(paths).toEqual(['/action-plans/401/steps']);
  });

  it("shows a plan made offline in its client's and coach's lists, with an empty checklist; its server id replaces it there", async () => {
    await keepAnswer('/users/5', { id: 5, firstname: 'Rowan', lastname: 'Field', business_name: 'Little Acorns' }, undefined);
    await keepAnswer('/action-plans?clientId=5&page=1&pageSize=100', { actionPlans: [{ id: 7 }], total: 1, next: null }, '1');
    await keepAnswer('/action-plans?clientId=5&status=done&page=1&pageSize=100', { actionPlans: [], total: 0 }, '0');
    await keepAnswer('/action-plans?coachId=12&page=1&pageSize=100', { actionPlans: [{ id: 7 }], total: 1 }, '1');
    const plan = newWaitingId();
    await showKeptChange('/action-plans', { id: plan, client_id: 5, status: 'open', summary: 'Fire drill' });
    const list = await keptAnswer('/action-plans?clientId=5&page=1&pageSize=10');
    expect(list?.data).toMatchObject({
      actionPlans: [{ id: plan, client: { firstname: 'Rowan', business_name: 'Little Acorns' } }, { id: 7 }],
      total: 2,
    });
    expect(list?.total).toBe('2');
    expect((await keptAnswer('/action-plans?coachId=12&page=1&pageSize=10'))?.data).toMatchObject({
      actionPlans: [{ id: plan }, { id: 7 }],
    });
    expect((await keptAnswer('/action-plans?clientId=5&status=done&page=1&pageSize=100'))?.data).toMatchObject({ actionPlans: [] });
    expect((await keptAnswer(`/action-plans/${plan}`))?.data).toMatchObject({ summary: 'Fire drill' });

    const step = newWaitingId();
    await showKeptChange(`/action-plans/${plan}/steps`, { id: step, title: 'Walk the exit route' });
    expect((await keptAnswer(`/action-plans/${plan}/steps`))?.data).toEqual({
      steps: [{ id: step, title: 'Walk the exit route', position: 0 }],
    });

    // A diary entry of the plan, whose own id is the one the server will give the plan: it stays an entry.
    await keepAnswer('/action-journals?client_id=5&page=1&pageSize=100', [{ id: 301, actionplan_id: plan, plan: { id: plan } }], '1');
    await made('plan', '/action-plans', {}, plan);
    const sender: Sender = {
      current: async () => undefined,
      send: async () => ({ kind: 'sent', answer: { id: 301, summary: 'Fire drill', steps: { total: 0, done: 0 } } }),
    };
    await sendWaitingChanges(sender);
    expect((await keptAnswer('/action-plans?clientId=5&page=1&pageSize=10'))?.data).toMatchObject({
      actionPlans: [{ id: 301, steps: { total: 0, done: 0 } }, { id: 7 }],
    });
    expect((await keptAnswer(`/action-plans/301/steps`))?.data).toEqual({
      steps: [{ id: step, title: 'Walk the exit route', position: 0 }],
    });
    expect(await keptAnswer(`/action-plans/${plan}/steps`)).toBeNull();
    expect((await keptAnswer('/action-journals?client_id=5&page=1&pageSize=100'))?.data).toEqual([
      { id: 301, actionplan_id: 301, plan: { id: 301 } },
    ]);
  });
});

describe('Refresh', () => {
  it("brings every client's records, past the API's page of a hundred clients", async () => {
    const asked: string[] = [];
    const read = async (path: string): Promise<unknown> => {
      asked.push(path);
      const page = /^\/users\/clients\?.*page=(\d+)/.exec(path)?.[1];
      if (page === '1') return Array.from({ length: 100 }, (_, i) => ({ id: i + 1 }));
      if (page === '2') return Array.from({ length: 30 }, (_, i) => ({ id: i + 101 }));
      return path.startsWith('/action-plans?clientId=') ? { actionPlans: [] } : [];
    };
    expect(await refreshOfflineCopy(read)).toBe(true);
    expect(asked.filter((path) => path.startsWith('/users/clients?'))).toHaveLength(2);
    expect(asked).toContain('/users/130');
    expect(asked).toContain('/clients/101/messages');
    expect(offlineState().copyUpdatedAt).not.toBeNull();
  });
});

describe('conflictingFields', () => {
  const base = { summary: 'Before', due_date: '2026-12-01' };
  it('is a field changed on the server since, to something else than mine', () => {
    expect(conflictingFields(base, { summary: 'Mine', due_date: '2026-12-01' }, { summary: 'Theirs', due_date: '2026-12-01' })).toEqual([
      'summary',
    ]);
  });
  it('is not a field only I changed, nor one changed the same way on both sides', () => {
    expect(conflictingFields(base, { summary: 'Mine', due_date: '2026-12-01' }, { summary: 'Before', due_date: '2026-12-01' })).toEqual([]);
    expect(conflictingFields(base, { summary: 'Same', due_date: '2026-12-01' }, { summary: 'Same', due_date: '2026-12-01' })).toEqual([]);
  });
});
