import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from './harness';

/**
 * A search's pages among many people, on SQLite read two ways (features/users/users-repository.ts, decision 067): a
 * word few people have by the index of the searched text, every match read and sorted; a word most have by walking
 * the list's order. Either way, and from either end of the list, a page holds what the whole sorted list holds there,
 * and the total counts every match.
 */
describe.each(DATABASES)('searching many people, page by page, on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  const cities = ['Airdrie', 'Banff', 'Calgary', 'Drumheller', 'Edson'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    // 48 clients and 4 coaches; 12 of the clients (and 1 coach) run a "Quillfeather" day home, every one a "Common" one.
    for (let i = 0; i < 52; i++) {
      const rare = i % 4 === 1;
      await makeUser(t.app, i < 48 ? ROLES.CLIENT : ROLES.COACH, {
        firstname: `Pat${String((i * 7) % 52).padStart(2, '0')}`,
        lastname: ['Nguyen', 'Okafor', 'Singh'][i % 3],
        city: cities[i % 5],
        business_name: `${rare ? 'Quillfeather' : 'Sunny'} Common Day Home`,
      });
    }
  });
  afterAll(() => t.close());

  const rows = async (url: string) => {
    const res = await call(t.app, 'GET', url, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return { names: res.data.map((u: JsonBody) => `${u.firstname} ${u.lastname} ${u.city}`), total: Number(res.headers['x-total-count']) };
  };

  for (const list of ['/api/users/clients', '/api/users?category_id=4', '/api/users']) {
    for (const [word, matches] of [
      ['quillfeather', list === '/api/users' ? 13 : 12],
      ['common', list === '/api/users' ? 52 : 48],
    ] as const) {
      it(`${list}, "${word}": every page, from either end and in each order, is the sorted list's`, async () => {
        const sep = list.includes('?') ? '&' : '?';
        for (const sort of ['lastname', '-city', 'firstname']) {
          const all = await rows(`${list}${sep}q=${word}&sort=${sort}&pageSize=100`);
          expect(all.total).toBe(matches);
          expect(all.names).toHaveLength(matches);
          // In the order asked for, by the sorted field first.
          const field = sort.replace('-', '');
          const keys = all.names.map((n: string) => n.split(' ')[{ firstname: 0, lastname: 1, city: 2 }[field]!]);
          expect(keys).toEqual([...keys].sort((a, b) => (sort.startsWith('-') ? b.localeCompare(a) : a.localeCompare(b))));
          const size = 5;
          for (let page = 1; (page - 1) * size < matches; page++) {
            const one = await rows(`${list}${sep}q=${word}&sort=${sort}&page=${page}&pageSize=${size}`);
            expect(one.total).toBe(matches);
            expect(one.names).toEqual(all.names.slice((page - 1) * size, page * size));
          }
        }
      });
    }
  }

  it('a word nobody has: no rows and a total of 0', async () => {
    expect(await rows('/api/users/clients?q=zzqx')).toEqual({ names: [], total: 0 });
    expect(await rows('/api/users/clients?q=zzqx&page=3&pageSize=5')).toEqual({ names: [], total: 0 });
  });
});
