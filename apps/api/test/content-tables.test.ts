import { type CollectionDef, collections } from '@tc/contract/content';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from './harness';

/**
 * Each content collection's definition (packages/contract/src/collections/) against its migrated
 * table, on each database: every declared field has a column of a kind that holds it
 * (text long enough, or a whole number) and that takes null exactly when the field is
 * optional; and every column but the bookkeeping ones is declared. A definition and
 * its migration cannot drift apart unnoticed.
 */

/** Kept by the repository, not declared: the key, the timestamps and the soft delete. */
const BOOKKEEPING = ['id', 'created_at', 'updated_at', 'deleted_at'];

interface Column {
  name: string;
  family: 'text' | 'integer' | 'other';
  /** varchar(n): n; text: none. */
  length: number | null;
  nullable: boolean;
}

function familyOf(type: string): Column['family'] {
  const t = type.toLowerCase();
  if (/^(varchar|character varying|text)/.test(t)) return 'text';
  if (/^(integer|int4|int8|bigint|serial)/.test(t)) return 'integer';
  return 'other';
}

async function columnsOf(t: TestApp, table: string): Promise<Column[]> {
  if (t.kind === 'postgres') {
    const { rows } = await sql<{ column_name: string; data_type: string; character_maximum_length: number | null; is_nullable: string }>`
      select column_name, data_type, character_maximum_length, is_nullable
      from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(t.app.db);
    return rows.map((r) => ({
      name: r.column_name,
      family: familyOf(r.data_type),
      length: r.character_maximum_length,
      nullable: r.is_nullable === 'YES',
    }));
  }
  const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number }>`
    select name, type, "notnull", pk from pragma_table_info(${table})`.execute(t.app.db);
  return rows.map((r) => ({
    name: r.name,
    family: familyOf(r.type),
    length: Number(/\((\d+)\)/.exec(r.type)?.[1] ?? NaN) || null,
    nullable: r.notnull === 0 && r.pk === 0,
  }));
}

function compare(def: CollectionDef, columns: Column[]): string[] {
  const problems: string[] = [];
  const byName = new Map(columns.map((c) => [c.name, c]));
  for (const [name, field] of Object.entries(def.fields)) {
    const column = byName.get(name);
    const where = `${def.table}.${name}`;
    if (!column) {
      problems.push(`${where}: declared, but the table has no such column`);
      continue;
    }
    if (column.family !== field.column.type) problems.push(`${where}: a ${field.column.type} field in a ${column.family} column`);
    if (column.nullable !== field.column.nullable)
      problems.push(
        `${where}: the field is ${field.column.nullable ? 'optional' : 'required'}, the column ${column.nullable ? 'takes' : 'refuses'} null`,
      );
    if (column.length !== null && (field.column.max === undefined || field.column.max > column.length))
      problems.push(`${where}: up to ${field.column.max ?? 'any number of'} characters in a column of ${column.length}`);
  }
  for (const column of columns)
    if (!BOOKKEEPING.includes(column.name) && !(column.name in def.fields))
      problems.push(`${def.table}.${column.name}: a column no field declares`);
  for (const name of BOOKKEEPING) if (!byName.has(name)) problems.push(`${def.table}.${name}: missing`);
  return problems;
}

describe.each(DATABASES)('content definitions against their tables (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(Object.values(collections).map((def) => [def.name, def] as const))('%s matches its table', async (_name, def) => {
    const columns = await columnsOf(t, def.table);
    expect(columns.length, `${def.table} exists`).toBeGreaterThan(0);
    expect(compare(def, columns)).toEqual([]);
  });

  it('notices a field without a column and a column without a field', () => {
    const def = collections.services;
    const columns: Column[] = [
      ...BOOKKEEPING.map((name) => ({ name, family: 'text' as const, length: null, nullable: name === 'deleted_at' })),
      { name: 'title', family: 'text', length: 100, nullable: true },
      { name: 'extra', family: 'text', length: null, nullable: true },
    ];
    expect(compare(def, columns)).toEqual([
      'services.title: the field is required, the column takes null',
      'services.title: up to 200 characters in a column of 100',
      'services.summary: declared, but the table has no such column',
      'services.description: declared, but the table has no such column',
      'services.image_url: declared, but the table has no such column',
      'services.sort_order: declared, but the table has no such column',
      'services.extra: a column no field declares',
    ]);
  });
});
