import { calendarDateSchema, DATE_RANGE_MESSAGE } from '@tc/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from './fixtures';
import { type Res, call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * Every date a person types lies between 2000-01-01 and
 * 2100-12-31 (a report's fiscal year between 2000 and 2100), so year 1 or 9999
 * never reaches a query, a report's monthly table or a PDF.
 */

const OUT_OF_RANGE = ['0001-01-01', '9999-12-31', '1899-06-15', '1999-12-31', '2101-01-01'];

describe('calendarDateSchema', () => {
  it('takes 2000-01-01 to 2100-12-31 and refuses what lies outside with one message', () => {
    for (const d of ['2000-01-01', '2026-02-28', '2100-12-31']) expect(calendarDateSchema.parse(d)).toBe(d);
    for (const d of OUT_OF_RANGE)
      expect(
        calendarDateSchema.safeParse(d).error?.issues.map((i) => i.message),
        d,
      ).toEqual([DATE_RANGE_MESSAGE]);
    // A date that does not exist keeps its own message, not the range's too.
    expect(calendarDateSchema.safeParse('2025-02-29').error?.issues).toHaveLength(1);
  });
});

describe.each(DATABASES)('dates bounded (%s)', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof makeCast>>;
  let planId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    const plan = await send('POST', '/action-plans', { client_id: cast.client.id, date: '2000-01-01', summary: 'Start' });
    expect(plan.statusCode, plan.body).toBe(201);
    planId = plan.data.id;
  });
  afterAll(() => t.close());

  function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
    return call(t.app, method, `/api${url}`, { token: cast.coach.token, body });
  }
  function expectRefused(res: Res, path: string, label: string, message = DATE_RANGE_MESSAGE) {
    expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    expect(res.data.code).toBe('VALIDATION_ERROR');
    expect(res.data.issues, label).toContainEqual(expect.objectContaining({ path: [path], message }));
  }

  it('an action plan, created or changed', async () => {
    for (const date of OUT_OF_RANGE) {
      expectRefused(await send('POST', '/action-plans', { client_id: cast.client.id, date, summary: 'Old' }), 'date', `create ${date}`);
      expectRefused(await send('PUT', `/action-plans/${planId}`, { date }), 'date', `update ${date}`);
    }
    const last = await send('PUT', `/action-plans/${planId}`, { date: '2100-12-31' });
    expect(last.statusCode, last.body).toBe(200);
  });

  it('a diary entry, and the diary filters', async () => {
    for (const date of OUT_OF_RANGE) {
      const entry = { actionplan_id: planId, date, minutes: 30, activity: 'phone' };
      expectRefused(await send('POST', '/action-journals', entry), 'date', `entry ${date}`);
      expectRefused(await send('GET', `/action-journals?client_id=${cast.client.id}&from=${date}`), 'from', `filter ${date}`);
    }
  });

  it('a milestone', async () => {
    for (const date of OUT_OF_RANGE) {
      expectRefused(await send('POST', '/milestones', { client_id: cast.client.id, kind: 'other', date }), 'date', `milestone ${date}`);
    }
  });

  it('a report period: dates or a fiscal year', async () => {
    for (const date of OUT_OF_RANGE) {
      const url = `/client-report?client_id=${cast.client.id}&start_date=${date}&end_date=2026-01-01`;
      expectRefused(await send('GET', url), 'start_date', `report ${date}`);
    }
    for (const year of ['1', '1899', '1999', '2101', '9999']) {
      const res = await send('GET', `/client-report?client_id=${cast.client.id}&year=${year}`);
      expectRefused(res, 'year', `year ${year}`, 'Enter a year between 2000 and 2100');
    }
    const ok = await send('GET', `/client-report?client_id=${cast.client.id}&start_date=2000-01-01&end_date=2009-12-31`);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an event date and a publishing time', async () => {
    const news = { kind: 'event', title: 'Open house', summary: 'Come by.', body: 'Welcome.' };
    const admin = (body: object) => call(t.app, 'POST', '/api/news-events', { token: cast.admin.token, body });
    expectRefused(await admin({ ...news, event_date: '1899-06-15' }), 'event_date', 'event_date');
    expectRefused(await admin({ ...news, publish_at: '9999-01-01T09:00:00Z' }), 'publish_at', 'publish_at');
  });
});
