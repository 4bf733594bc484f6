import { describe, expect, it } from 'vitest';
import { withIndexedBy } from './indexed-by';

describe('withIndexedBy', () => {
  it('names the index right after the query’s own FROM', () => {
    expect(withIndexedBy('select count(*) as "n" from "users" where "users"."deleted_at" is null', 'users', 'users_live_search')).toBe(
      'select count(*) as "n" from "users" indexed by "users_live_search" where "users"."deleted_at" is null',
    );
  });

  it('refuses a query whose first FROM of the table is not its own, or that has none', () => {
    expect(() => withIndexedBy('select (select 1 from "users") as x from "users"', 'users', 'i')).toThrow(/no plain "from "users""/);
    expect(() => withIndexedBy('select * from "plans"', 'users', 'i')).toThrow();
    expect(() => withIndexedBy('delete from "users"', 'users', 'i')).toThrow();
  });
});
