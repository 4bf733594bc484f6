import { IMPORT_MAX_ROWS } from '@tc/contract/imports';
import { ROLES } from '@tc/contract/roles';
import { strToU8, zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, makeCast, makeUser } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { postMultipart } from './multipart';

/**
 * docs/decisions/030-import-batches.md: clients and coaches from a CSV or .xlsx file. Each row problem, fixes and
 * skips, one transaction, undo and its refusal once someone signed in, the limits, the encodings, the workbook's
 * kinds of cells, and who may.
 */

const HEADER = 'First name,Last name,Email,Region,Coach\n';

/** A minimal .xlsx: one sheet, its shared strings and a style that is a date. */
function xlsx(sheetRows: string, sharedStrings: string[]): Buffer {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0"?><workbook ${ns} ${rel}><sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/sharedStrings.xml': strToU8(
        `<?xml version="1.0"?><sst ${ns}>${sharedStrings.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`,
      ),
      'xl/styles.xml': strToU8(
        `<?xml version="1.0"?><styleSheet ${ns}><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet ${ns}><sheetData>${sheetRows}</sheetData></worksheet>`),
    }),
  );
}

describe.each(DATABASES)('imports on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  let run = 0;
  /** Emails no other test of this file uses. */
  const unique = () => `r${++run}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  const upload = (data: Buffer | string, opts: { kind?: string; filename?: string; token?: string } = {}) =>
    postMultipart(
      t.app,
      '/api/imports',
      [
        { name: 'kind', data: opts.kind ?? 'clients' },
        { name: 'file', filename: opts.filename ?? 'people.csv', contentType: 'text/csv', data },
      ],
      opts.token ?? cast.admin.token,
    );
  const preview = (id: number, body: object) => call(t.app, 'PUT', `/api/imports/${id}`, { token: cast.admin.token, body });
  const commit = (id: number, body: object) => call(t.app, 'POST', `/api/imports/${id}/commit`, { token: cast.admin.token, body });
  const undo = (id: number) => call(t.app, 'POST', `/api/imports/${id}/undo`, { token: cast.admin.token });
  const countBatch = async (id: number) =>
    Number(
      (
        await t.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('import_batch_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('guesses the mapping, finds every kind of row problem, and takes fixes and skips', async () => {
    const p = unique();
    const coachEmail = cast.coach.row.email;
    const csv =
      HEADER +
      [
        `Ada,Lovelace,${p}-ada@example.ca,calgary,${coachEmail}`,
        `,Nameless,${p}-nameless@example.ca,Calgary,`,
        `Bad,Email,not-an-email,Calgary,`,
        `Far,Away,${p}-far@example.ca,Atlantis,`,
        `Already,Here,${cast.client.row.email},Calgary,`,
        `Twice,Once,${p}-ada@example.ca,Calgary,`,
        `No,Coach,${p}-nocoach@example.ca,Calgary,Nobody Known`,
      ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(201);
    const { id, columns, mapping, rows, unknown_regions, counts } = res.data;
    expect(columns).toEqual(['First name', 'Last name', 'Email', 'Region', 'Coach']);
    expect(mapping).toEqual({ firstname: 0, lastname: 1, email: 2, region: 3, coach: 4 });
    const problemsOf = (row: number) =>
      rows.find((r: { row: number }) => r.row === row).problems.map((q: { field: string; message: string }) => `${q.field}: ${q.message}`);
    expect(problemsOf(1)).toEqual([]);
    expect(problemsOf(2)).toEqual(['firstname: First name is missing']);
    expect(problemsOf(3)).toEqual(['email: Enter a valid email address']);
    expect(problemsOf(4)).toEqual(['region: Unknown region "Atlantis"']);
    expect(problemsOf(5)).toEqual(['email: Someone with this email address is already here']);
    expect(problemsOf(6)).toEqual(['email: Same email address as row 1']);
    expect(problemsOf(7)).toEqual(['coach: No coach with the email address or name "Nobody Known"']);
    expect(unknown_regions).toEqual(['Atlantis']);
    expect(counts).toEqual({ rows: 7, ready: 1, problems: 6, skipped: 0 });

    // Importing with problems left is refused, naming the rows; nothing is written.
    const refused = await commit(id, { mapping, invitations: 'later' });
    expect(refused.statusCode).toBe(400);
    expect(refused.data.issues.map((i: { path: unknown[] }) => i.path[1])).toEqual([2, 3, 4, 5, 6, 7]);
    expect(await countBatch(id)).toBe(0);

    // Fix two (a name, an email), create the region, skip the rest.
    const plan = {
      mapping,
      fixes: [
        { row: 2, values: { firstname: 'Named' } },
        { row: 3, values: { email: `${p}-good@example.ca` } },
        { row: 7, values: { coach: `${cast.coach.row.firstname} ${cast.coach.row.lastname}` } },
      ],
      skip: [5, 6],
      create_regions: true,
    };
    const fixed = await preview(id, plan);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.data.counts).toEqual({ rows: 7, ready: 5, problems: 0, skipped: 2 });
    // A fix is checked by the rules of creating a person by hand.
    const badFix = await preview(id, { ...plan, fixes: [{ row: 3, values: { email: 'still bad' } }] });
    expect(badFix.data.rows[2].problems).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);

    const done = await commit(id, { ...plan, invitations: 'later' });
    expect(done.statusCode).toBe(200);
    expect(done.data.batch).toMatchObject({
      status: 'imported',
      imported_count: 5,
      skipped_count: 2,
      regions_created: 1,
      created_by: { id: cast.admin.id },
    });
    expect(done.data.invitations_sent).toBe(0);
    const people = await t.app.db.selectFrom('users').selectAll().where('import_batch_id', '=', id).orderBy('id').execute();
    expect(people.map((u) => [u.firstname, u.region, u.category_id, u.password_set_at])).toEqual([
      ['Ada', 'Calgary', ROLES.CLIENT, null],
      ['Named', 'Calgary', ROLES.CLIENT, null],
      ['Bad', 'Calgary', ROLES.CLIENT, null],
      ['Far', 'Atlantis', ROLES.CLIENT, null],
      ['No', 'Calgary', ROLES.CLIENT, null],
    ]);
    expect(people[0].username).toBe(`${p}-ada`);
    const links = await t.app.db.selectFrom('client_coach').select('client_id').where('coach_id', '=', cast.coach.id).execute();
    expect(links.map((l) => l.client_id)).toEqual(expect.arrayContaining([people[0].id, people[4].id]));
    // Audited: the batch and each person.
    const audit = await t.app.db
      .selectFrom('audit_entries')
      .select(['entity', 'entity_id'])
      .where('entity', 'in', ['import_batch', 'user'])
      .where('entity_id', 'in', [id, ...people.map((u) => u.id)])
      .execute();
    expect(audit.filter((a) => a.entity === 'import_batch')).toHaveLength(1);
    expect(audit.filter((a) => a.entity === 'user')).toHaveLength(5);
    // Imported once only.
    expect((await commit(id, { ...plan, invitations: 'later' })).statusCode).toBe(409);

    // Listed, with who ran it; the mapping is remembered for the next file of this kind, under other column positions.
    const list = await call(t.app, 'GET', '/api/imports', { token: cast.admin.token });
    expect(list.data.find((b: { id: number }) => b.id === id)).toMatchObject({ file_name: 'people.csv', imported_count: 5 });
    await preview(id, plan).catch(() => undefined);
    const next = await upload('Courriel,Prénom,Nom,Coach\nx@example.ca,X,Y,\n');
    expect(next.data.mapping).toMatchObject({ email: 0, firstname: 1, coach: 3 });

    // Undo removes the people, their coach links and the region nobody else names.
    const undone = await undo(id);
    expect(undone.statusCode).toBe(200);
    expect(undone.data).toMatchObject({ status: 'undone' });
    expect(await countBatch(id)).toBe(0);
    expect(await t.app.db.selectFrom('regions').select('id').where('name', '=', 'Atlantis').executeTakeFirst()).toBeUndefined();
    expect((await undo(id)).statusCode).toBe(409);
  });

  it('sends invitations now when asked, and refuses to undo once someone has signed in', async () => {
    const p = unique();
    const res = await upload(`First name,Last name,Email\nGrace,Hopper,${p}-grace@example.ca\nAlan,Turing,${p}-alan@example.ca\n`, {
      kind: 'coaches',
    });
    const { id, mapping } = res.data;
    const done = await commit(id, { mapping, invitations: 'now' });
    expect(done.statusCode).toBe(200);
    expect(done.data.invitations_sent).toBe(2);
    const grace = await t.app.db.selectFrom('users').selectAll().where('email', '=', `${p}-grace@example.ca`).executeTakeFirstOrThrow();
    expect(grace.category_id).toBe(ROLES.COACH);
    const tokens = await t.app.db
      .selectFrom('account_tokens')
      .select('id')
      .where('user_id', '=', grace.id)
      .where('purpose', '=', 'invitation')
      .execute();
    expect(tokens).toHaveLength(1);
    // Grace signs in (as her invitation's password would let her).
    await t.app.db
      .insertInto('audit_entries')
      .values({
        at: new Date().toISOString(),
        actor_id: grace.id,
        action: 'login',
        entity: 'user',
        entity_id: grace.id,
        before: null,
        after: null,
        ip: null,
      })
      .execute();
    const refused = await undo(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.data).toMatchObject({ code: 'CONFLICT', error: expect.stringContaining('Grace Hopper has already signed in') });
    expect(refused.data.issues).toEqual([{ path: ['people', grace.id], message: `Grace Hopper (${p}-grace@example.ca) has signed in` }]);
    expect(await countBatch(id)).toBe(2);
  });

  it('writes nothing when the import fails mid-way (one transaction)', async () => {
    const p = unique();
    const boom = `${p}-boom@example.ca`;
    // A database that refuses the 600th person: the first chunk of 500 is already written when it does.
    if (kind === 'sqlite') {
      await sql
        .raw(`create trigger refuse_boom before insert on users when new.email = '${boom}' begin select raise(abort, 'refused'); end`)
        .execute(t.app.db);
    } else {
      await sql
        .raw(
          `create function refuse_boom() returns trigger as $$ begin if new.email = '${boom}' then raise exception 'refused'; end if; return new; end $$ language plpgsql`,
        )
        .execute(t.app.db);
      await sql.raw('create trigger refuse_boom before insert on users for each row execute function refuse_boom()').execute(t.app.db);
    }
    const lines = Array.from({ length: 700 }, (_, i) => `P${i},Person,${i === 599 ? boom : `${p}-${i}@example.ca`},Calgary,`);
    const { id, mapping } = (await upload(HEADER + lines.join('\n'))).data;
    const res = await commit(id, { mapping, invitations: 'later' });
    expect(res.statusCode).toBe(500);
    expect(await countBatch(id)).toBe(0);
    const emails = await t.app.db.selectFrom('users').select('id').where('email', 'like', `${p}-%`).execute();
    expect(emails).toHaveLength(0);
    expect((await t.app.db.selectFrom('import_batches').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'staged',
    );
    await sql.raw('drop trigger refuse_boom' + (kind === 'postgres' ? ' on users' : '')).execute(t.app.db);
  });

  it('refuses a file over 10 MB and one of 100,000 rows or more, with a sentence', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.data.error).toMatch(/over 10 MB/);
    const rows = `a,b,c\n${'x,y,z\n'.repeat(IMPORT_MAX_ROWS)}`;
    const tooLong = await upload(rows);
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.data.error).toMatch(/100,000 rows or more/);
  }, 90_000);

  it('reads UTF-8 with and without a BOM, Windows-1252, and semicolons; a cell starting with = stays text', async () => {
    const text = 'Prénom;Nom;Email\nRené;Lévesque;rene@example.ca\n=1+1;Formula;f@example.ca\n';
    const withBom = await upload(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    expect(withBom.data.columns).toEqual(['Prénom', 'Nom', 'Email']);
    expect(withBom.data.rows[0].values).toMatchObject({ firstname: 'René', lastname: 'Lévesque' });
    expect(withBom.data.rows[1].values.firstname).toBe('=1+1');
    const noBom = await upload(Buffer.from(text, 'utf8'));
    expect(noBom.data.rows[0].values.firstname).toBe('René');
    const cp1252 = await upload(Buffer.from(text, 'latin1'));
    expect(cp1252.data.columns[0]).toBe('Prénom');
    expect(cp1252.data.rows[0].values).toMatchObject({ firstname: 'René', lastname: 'Lévesque' });
  });

  it('reads an .xlsx: shared strings, inline strings, a formula by its cached value, a date, a number', async () => {
    const book = xlsx(
      [
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>',
        '<row r="2"><c r="A2" t="s"><v>5</v></c><c r="B2" t="inlineStr"><is><t>Chen</t></is></c><c r="C2" t="str"><f>LOWER("EMILY@EXAMPLE.CA")</f><v>emily@example.ca</v></c><c r="D2" s="1"><v>45658</v></c><c r="E2"><v>7805551234</v></c></row>',
      ].join(''),
      ['First name', 'Last name', 'Email', 'Client since', 'Phone', 'Emily'],
    );
    const res = await upload(book, { filename: 'people.xlsx' });
    expect(res.statusCode).toBe(201);
    expect(res.data.columns).toEqual(['First name', 'Last name', 'Email', 'Client since', 'Phone']);
    expect(res.data.rows[0].values).toEqual({ firstname: 'Emily', lastname: 'Chen', email: 'emily@example.ca', phone: '7805551234' });
    expect(res.data.rows[0].problems).toEqual([]);
    // The date column, mapped to a text field to see it: its serial read as the day it is.
    const dated = await preview(res.data.id, { mapping: { ...res.data.mapping, city: 3 } });
    expect(dated.data.rows[0].values.city).toBe('2025-01-01');
  });

  it('refuses a file that is neither CSV nor .xlsx, and is for administrators only', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4\n\u0000\u0001binary'));
    expect(pdf.statusCode).toBe(415);
    for (const who of [cast.coach, cast.client]) {
      expect((await upload('a,b\n1,2\n', { token: who.token })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/imports', { token: who.token })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', '/api/imports/1/undo', { token: who.token })).statusCode).toBe(403);
    }
    const other = await makeUser(t.app, ROLES.COACH);
    expect((await call(t.app, 'PUT', '/api/imports/1', { token: other.token, body: { mapping: {} } })).statusCode).toBe(403);
  });
});
