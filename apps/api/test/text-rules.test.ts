import { isMultiLineText, isSingleLineText, multiLineText, singleLineText, TEXT_CONTROL_MESSAGE } from '@tc/contract/common';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from './fixtures';
import { type Res, call, createTestApp, DATABASES, type TestApp } from './harness';
import { postMultipart } from './multipart';

/**
 * Names, titles and other text refuse control characters and the
 * invisible marks that turn text around (`invoice\u202Efdp.exe` reads "invoiceexe.pdf").
 * Single lines refuse every C0/C1 control; text of several lines keeps line breaks and tabs.
 */

const RLO = '\u202E';
const BAD_IN_A_LINE = [
  '\u0000',
  '\u0007',
  '\n',
  '\t',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u061c',
  '\u200e',
  '\u200f',
  RLO,
  '\u202a',
  '\u2066',
  '\u2069',
];

describe('the contract text rules', () => {
  it('refuse controls and direction marks in a single line, with the one message', () => {
    const name = singleLineText().max(100);
    for (const c of BAD_IN_A_LINE) {
      const parsed = name.safeParse(`Ma${c}ple`);
      expect(parsed.success, JSON.stringify(c)).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(TEXT_CONTROL_MESSAGE);
    }
    expect(name.parse('  Crèche Étoile – 申请 مرحبا  ')).toBe('Crèche Étoile – 申请 مرحبا');
  });

  it('refuse zero-width and other invisible format characters (Unicode Cf) in a single line', () => {
    const name = singleLineText().max(100);
    for (const c of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u2064', '\u{e0001}']) {
      const parsed = name.safeParse(`Ma${c}ple`);
      expect(parsed.success, JSON.stringify(c)).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(TEXT_CONTROL_MESSAGE);
    }
    // A name of a zero-width space alone is refused too (it is not blank to trim()).
    expect(name.min(1).safeParse('\u200b').success).toBe(false);
  });

  it('let several lines keep line feeds, CR LF and tabs, and nothing else', () => {
    const notes = multiLineText();
    expect(notes.parse('First line\r\nSecond\tline\nThird')).toBe('First line\r\nSecond\tline\nThird');
    for (const c of BAD_IN_A_LINE.filter((c) => c !== '\n' && c !== '\t').concat('\r', '\u000b', '\u000c')) {
      expect(isMultiLineText(`a${c}b`), JSON.stringify(c)).toBe(false);
    }
    expect(isSingleLineText(null)).toBe(true);
  });
});

describe.each(DATABASES)('control characters and direction marks refused (%s)', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof makeCast>>;
  let planId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    const plan = await call(t.app, 'POST', '/api/action-plans', {
      token: cast.coach.token,
      body: { client_id: cast.client.id, date: '2025-11-03', summary: 'Licensing' },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    planId = plan.data.id;
  });
  afterAll(() => t.close());

  function expectRefused(res: Res, path: string) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.data.code).toBe('VALIDATION_ERROR');
    expect(res.data.issues).toContainEqual(expect.objectContaining({ path: [path], message: TEXT_CONTROL_MESSAGE }));
  }
  const send = (method: 'POST' | 'PUT', url: string, body: object, token = cast.admin.token) =>
    call(t.app, method, `/api${url}`, { token, body });

  it('users: registration, an account made by staff, a change', async () => {
    const person = {
      username: 'robin.t',
      email: 'robin@example.ca',
      password: 'Prairie-lantern-47',
      firstname: 'Robin',
      lastname: 'Tessier',
    };
    expectRefused(await send('POST', '/auth/register', { ...person, firstname: `Robin${RLO}` }), 'firstname');
    expectRefused(await send('POST', '/auth/register', { ...person, business_name: 'Day\u0007Home' }), 'business_name');
    const staff = { ...person, category_id: ROLES.CLIENT };
    expectRefused(await send('POST', '/users/create', { ...staff, city: 'Calgary\u0000' }), 'city');
    expectRefused(await send('POST', '/users/create', { ...staff, address: '12 Elbow\nDr' }), 'address');
    expectRefused(await send('PUT', `/users/${cast.client.id}`, { lastname: 'Tes\u2066sier' }), 'lastname');
  });

  it('users: a zero-width character in a name or username is refused', async () => {
    const person = { username: 'robin.z', email: 'robinz@example.ca', password: 'Prairie-lantern-47', firstname: 'Robin', lastname: 'Zed' };
    expectRefused(await send('POST', '/auth/register', { ...person, firstname: 'Rob\u200bin' }), 'firstname');
    expectRefused(await send('POST', '/users/create', { ...person, category_id: ROLES.CLIENT, lastname: 'Ze\ufeffd' }), 'lastname');
    expectRefused(await send('PUT', `/users/${cast.client.id}`, { firstname: 'Ma\u2060ple' }), 'firstname');
    const username = await send('POST', '/auth/register', { ...person, username: 'robin\u200d.z' });
    expect(username.statusCode).toBe(400);
    expect(username.data.issues[0].path).toEqual(['username']);
    expectRefused(await send('POST', '/regions', { name: 'Cal\u200cgary' }), 'name');
  });

  it('regions', async () => {
    expectRefused(await send('POST', '/regions', { name: `${RLO}yraglaC` }), 'name');
  });

  it('action plans and the diary: a summary is one line, a description and notes keep their lines', async () => {
    const plan = { client_id: cast.client.id, date: '2025-11-03', summary: 'Licensing' };
    expectRefused(await send('POST', '/action-plans', { ...plan, summary: 'Licen\u0008sing' }, cast.coach.token), 'summary');
    expectRefused(await send('POST', '/action-plans', { ...plan, description: `Steps ${RLO}` }, cast.coach.token), 'description');
    const kept = await send('PUT', `/action-plans/${planId}`, { description: 'Steps:\n\t1. Call\r\n\t2. Visit' }, cast.coach.token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.data.description).toBe('Steps:\n\t1. Call\r\n\t2. Visit');
    const entry = { actionplan_id: planId, date: '2025-11-04', minutes: 30, activity: 'phone' };
    expectRefused(await send('POST', '/action-journals', { ...entry, notes: 'Called \u001b[31m' }, cast.coach.token), 'notes');
  });

  it('milestones', async () => {
    const milestone = { client_id: cast.client.id, kind: 'other', date: '2025-11-03' };
    expectRefused(await send('POST', '/milestones', { ...milestone, notes: 'Grant\u0085received' }, cast.coach.token), 'notes');
  });

  it('content: titles and names are one line, Markdown keeps its lines', async () => {
    const news = { kind: 'news', title: 'Open house', summary: 'Come by.', body: '# Hello\n\nWelcome.' };
    expectRefused(await send('POST', '/news-events', { ...news, title: `Open\u200fhouse` }), 'title');
    expectRefused(await send('POST', '/news-events', { ...news, body: `# Hello\n\n${RLO}Welcome.` }), 'body');
    expectRefused(await send('POST', '/testimonials', { quote: 'Great help.', person: 'Ana\u0000' }), 'person');
    const ok = await send('POST', '/news-events', news);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('form files: the title of an upload', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const res = await postMultipart(
      t.app,
      '/api/form-files',
      [
        { name: 'form_title', data: `Invoice${RLO}fdp.exe` },
        { name: 'file', filename: 'form.pdf', contentType: 'application/pdf', data: pdf },
      ],
      cast.admin.token,
    );
    expectRefused(res, 'form_title');
  });
});
