import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgDatabase } from '../../test/api-process';
import { PG_SESSION_OPTIONS } from './connection';
import { nameStatements, planEachRun, StatementNames } from './pg-statements';

/** Builds statements only (never run): PostgreSQL's SQL, as the server's Kysely writes it. */
const builder = new Kysely<{ users: { id: number } }>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('statement names', () => {
  it('names a text from its third run on, the same name each time', () => {
    const names = new StatementNames();
    const text = 'select * from users where id = $1';
    expect(names.nameOf(text)).toBeUndefined();
    expect(names.nameOf(text)).toBeUndefined();
    const name = names.nameOf(text);
    expect(name).toMatch(/^tc\d+_0$/);
    expect(names.nameOf(text)).toBe(name);
    expect(names.nameOf('select * from users where id = $2')).toBeUndefined();
  });

  it('leaves schema changes, settings and several statements unnamed', () => {
    const names = new StatementNames(1);
    for (const text of ['alter table users add column x int', 'set statement_timeout = $1', 'select $1; drop table users']) {
      expect(names.nameOf(text)).toBeUndefined();
    }
    expect(names.nameOf('  WITH x as (select $1) select * from x')).toBeDefined();
    expect(names.nameOf('update users set firstname = $1')).toBeDefined();
  });

  it('never names a statement marked to be planned each run', () => {
    const names = new StatementNames(1);
    const marked = planEachRun(builder.selectFrom('users').select('id').where('id', '=', 1)).compile().sql;
    expect(marked).toMatch(/planned each run/);
    for (let i = 0; i < 5; i += 1) expect(names.nameOf(marked)).toBeUndefined();
    expect(names.nameOf(marked.replace('/* planned each run */', ''))).toBeDefined();
  });

  it('names at most `max` texts, and keeps naming those it named', () => {
    const names = new StatementNames(1, 2);
    const first = names.nameOf('select $1');
    names.nameOf('select $1, 2');
    expect(names.nameOf('select $1, 3')).toBeUndefined();
    expect(names.nameOf('select $1')).toBe(first);
    expect(names.size).toBe(2);
  });

  it('gives every text a new name once renewed', () => {
    const names = new StatementNames(1);
    const before = names.nameOf('select $1');
    names.renew();
    expect(names.nameOf('select $1')).not.toBe(before);
    expect(names.size).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPgDatabase>>;
  let pool: pg.Pool;
  let names: StatementNames;
  /** One statement on a connection of the pool, as Kysely runs them (pool.query takes another path). */
  const run = async <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      client.release();
    }
  };
  const prepared = () => run<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');

  beforeAll(async () => {
    database = await freshPgDatabase(process.env.TEST_DATABASE_URL!);
    // One connection, so that what it has parsed is what pg_prepared_statements shows.
    pool = new pg.Pool({ connectionString: database.url, max: 1, options: PG_SESSION_OPTIONS });
    names = new StatementNames();
    pool.on('connect', (client) => nameStatements(client, names));
    await run('create table things (id integer primary key, label text not null)');
    await run("insert into things values (1, 'one'), (2, 'two'), (3, 'three')");
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('runs a statement under its name once it is named, each run with its own values', async () => {
    const text = 'select label from things where id = $1';
    const labels: string[] = [];
    for (const id of [1, 2, 3, 1, 2, 3, 1, 2]) labels.push((await run<{ label: string }>(text, [id]))[0].label);
    expect(labels).toEqual(['one', 'two', 'three', 'one', 'two', 'three', 'one', 'two']);
    expect((await prepared()).filter((p) => p.statement === text)).toEqual([{ name: names.nameOf(text), statement: text }]);
  });

  it('plans a statement marked planned each run at every run: it is never kept under a name', async () => {
    const text = 'select label from things where id = $1 /* planned each run */';
    for (const id of [1, 2, 3, 1, 2, 3]) await run(text, [id]);
    expect(await run<{ label: string }>(text, [3])).toEqual([{ label: 'three' }]);
    expect((await prepared()).filter((p) => p.statement === text)).toEqual([]);
  });

  it('answers with the new columns when a table changed under a named statement', async () => {
    const text = 'select * from things where id = $1';
    for (let i = 0; i < 4; i += 1) expect(await run(text, [1])).toEqual([{ id: 1, label: 'one' }]);
    expect((await prepared()).map((p) => p.statement)).toContain(text);
    await run('alter table things add column note text');
    expect(await run(text, [2])).toEqual([{ id: 2, label: 'two', note: null }]);
  });

  it('fails a transaction that meets a changed table, and parses the statement again for the next', async () => {
    const text = 'select * from things where id > $1 order by id';
    for (let i = 0; i < 4; i += 1) await run(text, [2]);
    await run('alter table things add column extra integer');
    const client = await pool.connect();
    try {
      await client.query('begin');
      await expect(client.query(text, [2])).rejects.toMatchObject({ code: '0A000' });
      await client.query('rollback');
      await client.query('begin');
      expect((await client.query(text, [2])).rows).toEqual([{ id: 3, label: 'three', note: null, extra: null }]);
      await client.query('commit');
    } finally {
      client.release();
    }
  });
});
