import { randomBytes } from 'node:crypto';
import { ROLES } from '@tc/contract/roles';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { putFile } from '../src/storage/file-store';
import { safeFileName } from '../src/storage/file-types';
import { readUpload } from '../src/storage/uploads';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';
import { exifHasGps, type Part, postMultipart, storedZip } from './multipart';
import { COLLECTIONS, looseDb, SAMPLES } from './content-samples';

/**
 * Uploads (docs/architecture.md#content-and-files) attacked from every side: each refusal answers
 * the error body (docs/architecture.md#errors) and leaves nothing stored; what is accepted
 * comes back re-encoded, upright and without metadata.
 */

const MB = 1024 * 1024;
const CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** A photo as a phone takes it: 3000×2000 pixels stored sideways (EXIF orientation 6), with GPS tags. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7d44' } })
    .composite([{ input: { create: { width: 600, height: 400, channels: 3, background: '#d04020' } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 2/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '114/1 4/1 5/1' },
    })
    .toBuffer();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
const HTML = '<!doctype html><html><body><script>fetch("/api/users")</script></body></html>';

const image = (data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'image',
  filename,
  contentType,
  data,
});

function expectRefusal(res: Res, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.data).toMatchObject({ code: CODES[status] });
  expect(typeof res.data.error).toBe('string');
  expect(res.data.error.length).toBeGreaterThan(5);
  expect(Object.keys(res.data).every((k) => ['error', 'code', 'issues'].includes(k))).toBe(true);
}

describe.each(DATABASES)('uploads on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let client: Person;
  let photo: Buffer;

  const countFiles = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('files')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const countAudits = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('audit_entries')
          .select((e) => e.fn.countAll().as('n'))
          .where('entity', '=', 'file')
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Every new image has alt text (docs/decisions/033): one is sent unless the test sends its own. */
  const withAlt = (parts: Part[]) =>
    parts.some((p) => p.name === 'alt_text') ? parts : [...parts, { name: 'alt_text', data: 'A test picture' }];
  const upload = (parts: Part[], token: string | undefined = admin.token) =>
    postMultipart(t.app, '/api/uploads/images', withAlt(parts), token);
  const get = (url: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, { headers });

  /** Sends an upload that must be refused, and checks that nothing was stored or audited. */
  async function refused(parts: Part[], status: number, token?: string) {
    const [files, audits] = [await countFiles(), await countAudits()];
    const res = await upload(parts, token ?? admin.token);
    expectRefusal(res, status);
    expect(await countFiles()).toBe(files);
    expect(await countAudits()).toBe(audits);
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A stand-in for the form-files route to come: the document half of readUpload.
    t.app.post('/api/test-documents', { schema: { consumes: ['multipart/form-data'], hide: true } }, async (request) => {
      const u = await readUpload(request, { kind: 'document', field: 'file' });
      return { mime_type: u.type.mime_type, original_name: u.original_name, size: u.bytes.length, fields: u.fields };
    });
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH);
    client = await makeUser(t.app, ROLES.CLIENT);
    photo = await phonePhoto();
  });
  afterAll(() => t?.close());

  it('re-encodes a phone photo upright, without EXIF or GPS, at most 2400 px, with WebP copies', async () => {
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(exifHasGps(before.exif)).toBe(true);

    const res = await upload([image(photo, 'IMG_0001.JPG')]);
    expect(res.statusCode, res.body).toBe(201);
    // Turned upright (2000×3000), then fitted within 2400 px.
    expect(res.data).toMatchObject({ width: 1600, height: 2400 });
    expect(res.data.image_url).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
    expect(res.data.variants).toEqual([
      { width: 480, url: `${res.data.image_url}?w=480` },
      { width: 960, url: `${res.data.image_url}?w=960` },
    ]);

    const served = await t.app.inject({ method: 'GET', url: res.data.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 1600, height: 2400 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(served.rawPayload.equals(photo)).toBe(false);
    // The red corner, top-left in the stored pixels, is top-right once the photo stands upright.
    const { data } = await sharp(served.rawPayload)
      .extract({ left: 1500, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);

    for (const v of res.data.variants) {
      const copy = await t.app.inject({ method: 'GET', url: v.url });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      const m = await sharp(copy.rawPayload).metadata();
      expect(m).toMatchObject({ format: 'webp', width: v.width });
      expect(m.exif).toBeUndefined();
    }
    // No copy is wider than the image: ?w=1600 answers the image itself.
    const widest = await t.app.inject({ method: 'GET', url: `${res.data.image_url}?w=1600` });
    expect(widest.rawPayload.equals(served.rawPayload)).toBe(true);

    const audit = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'file')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', actor_id: admin.id, entity_id: null });
    expect(JSON.parse(audit.after!)).toMatchObject({
      image_url: res.data.image_url,
      mime_type: 'image/jpeg',
      original_name: 'IMG_0001.JPG',
    });
  });

  it('accepts PNG, WebP and AVIF, keeping their format, with a copy at each narrower width', async () => {
    const cases = [
      { bytes: await png(1000, 600), format: 'png', mime: 'image/png', variants: [480, 960] },
      {
        bytes: await sharp(await png(2000, 1000))
          .webp()
          .toBuffer(),
        format: 'webp',
        mime: 'image/webp',
        variants: [480, 960, 1600],
      },
      {
        bytes: await sharp(await png(500, 300))
          .avif()
          .toBuffer(),
        format: 'heif',
        mime: 'image/avif',
        variants: [480],
      },
      { bytes: await png(300, 200), format: 'png', mime: 'image/png', variants: [] },
    ];
    for (const c of cases) {
      const res = await upload([image(c.bytes, 'picture', 'application/octet-stream')]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.data.variants.map((v: { width: number }) => v.width)).toEqual(c.variants);
      const served = await t.app.inject({ method: 'GET', url: res.data.image_url });
      expect(served.headers['content-type']).toBe(c.mime);
      expect((await sharp(served.rawPayload).metadata()).format).toBe(c.format);
    }
  });

  it('stores the same image once, however often it is sent', async () => {
    const bytes = await png(700, 700);
    const first = await upload([image(bytes, 'a.png')]);
    const files = await countFiles();
    const second = await upload([image(bytes, 'b.png')]);
    expect(second.statusCode).toBe(201);
    expect(second.data).toEqual(first.data);
    expect(await countFiles()).toBe(files);
  });

  it('refuses images above 8 MB (413) and an empty file (400)', async () => {
    await refused([image(randomBytes(8 * MB + 1))], 413);
    // Exactly 8 MB passes the size check and is then judged by its bytes.
    await refused([image(randomBytes(8 * MB))], 415);
    await refused([image(Buffer.alloc(0))], 400);
  });

  it('refuses a decompression bomb: a small file of too many pixels (413)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(8 * MB);
    await refused([image(bomb, 'bomb.png', 'image/png')], 413);
  });

  it('decides the type from the bytes: a PDF, random bytes, SVG or HTML behind an image name is refused (415)', async () => {
    await refused([image(PDF, 'photo.jpg')], 415);
    await refused([image(randomBytes(4096), 'photo.jpg')], 415);
    await refused([image(SVG, 'logo.svg', 'image/svg+xml')], 415);
    await refused([image(SVG, 'logo.png', 'image/png')], 415);
    await refused([image(`<?xml version="1.0"?>${SVG}`, 'logo.png', 'image/png')], 415);
    await refused([image(HTML, 'page.html', 'text/html')], 415);
    await refused([image(HTML, 'photo.jpg', 'image/jpeg')], 415);
    const gif = await sharp(await png(20, 20))
      .gif()
      .toBuffer();
    await refused([image(gif, 'anim.gif', 'image/gif')], 415);
    const tiff = await sharp(await png(20, 20))
      .tiff()
      .toBuffer();
    await refused([image(tiff, 'scan.jpg', 'image/jpeg')], 415);
  });

  it('refuses a JPEG that does not decode: truncated, or magic bytes before garbage (415)', async () => {
    await refused([image(photo.subarray(0, Math.floor(photo.length / 2)))], 415);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), randomBytes(5000)]);
    await refused([image(fake)], 415);
    const pngHead = (await png(50, 50)).subarray(0, 60);
    await refused([image(Buffer.concat([pngHead, randomBytes(2000)]), 'x.png')], 415);
  });

  it('washes out a script hidden after a real image (polyglot)', async () => {
    const polyglot = Buffer.concat([await png(100, 100), Buffer.from('<script>alert(1)</script><html>')]);
    const res = await upload([image(polyglot, 'poly.png')]);
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.data.image_url });
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('keeps only a safe file name, for Content-Disposition alone', async () => {
    const names: [string, string][] = [
      ['../../etc/passwd.png', 'passwd.png'],
      ['..\\..\\windows\\win.ini.png', 'win.ini.png'],
      // The slash of </script> is a folder separator: only what follows it is kept.
      ['<script>alert(1)</script>.png', 'script.png'],
      // busboy ends the name at its closing quote: the smuggled second filename is dropped.
      ['evil"; filename="x.html.png', 'evil.png'],
      ['.htaccess', 'htaccess.png'],
      ['photo.html', 'photo.png'],
      ['été à Montréal.png', 'ete_a_Montreal.png'],
      [`${'x'.repeat(300)}.png`, `${'x'.repeat(96)}.png`],
    ];
    for (const [i, [sent, kept]] of names.entries()) {
      const res = await upload([image(await png(40 + i, 40), sent, 'image/png')]);
      expect(res.statusCode, `${sent}: ${res.body}`).toBe(201);
      const sha = res.data.image_url.split('/').pop();
      const row = await t.app.db.selectFrom('files').select('original_name').where('sha256', '=', sha).executeTakeFirstOrThrow();
      expect(row.original_name).toBe(kept);
      const served = await get(res.data.image_url);
      expect(served.headers['content-disposition']).toBe(`inline; filename="${kept}"`);
    }
  });

  it('reduces any name to letters, digits, dot, dash and underscore', () => {
    expect(safeFileName('a"b;c\r\nSet-Cookie: x=1.pdf')).toBe('abc_Set-Cookie_x1.pdf');
    expect(safeFileName('../..')).toBeNull();
    expect(safeFileName('C:\\Users\\me\\..\\report 2024 (final).pdf')).toBe('report_2024_final.pdf');
    expect(safeFileName('...hidden')).toBe('hidden');
    expect(safeFileName('日本語')).toBeNull();
  });

  it('takes exactly one file, in the field "image", and no other field (400)', async () => {
    const bytes = await png(60, 60);
    await refused([image(bytes), image(bytes, 'two.png')], 400);
    await refused([{ name: 'file', filename: 'x.png', data: bytes }], 400);
    await refused([image(bytes), { name: 'category_id', data: '2' }], 400);
    await refused([{ name: 'note', data: 'no file here' }], 400);
    await refused([], 400);
    const json = await call(t.app, 'POST', '/api/uploads/images', { token: admin.token, body: { image: 'x' } });
    expectRefusal(json, 415);
    const broken = await call(t.app, 'POST', '/api/uploads/images', {
      token: admin.token,
      body: '--abc\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expectRefusal(broken, 400);
  });

  it('lets only administrators upload (401 visitor, 403 client and coach)', async () => {
    const bytes = await png(80, 80);
    await refused([image(bytes)], 401, '');
    await refused([image(bytes)], 403, client.token);
    await refused([image(bytes)], 403, coach.token);
  });

  it('serves a public file: same bytes, cached for good, ETag and 304', async () => {
    const bytes = await png(90, 90);
    const res = await upload([image(bytes, 'tile.png')]);
    const url = res.data.image_url as string;
    const sha = url.split('/').pop()!;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha}"`,
      'x-content-type-options': 'nosniff',
      'content-type': 'image/png',
    });
    expect(first.headers['content-security-policy']).toContain('sandbox');
    expect(first.rawPayload.length).toBe(Number(first.headers['content-length']));
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const tag of [`"${sha}"`, `W/"${sha}"`, `"other", "${sha}"`, '*']) {
      const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(cached.statusCode, tag).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(`"${sha}"`);
    }
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    // An answer to a request with a token stays out of caches, even for a public file (docs/architecture.md#api-conventions).
    for (const headers of [
      { authorization: `Bearer ${coach.token}` },
      { authorization: `Bearer ${coach.token}`, 'if-none-match': `"${sha}"` },
    ]) {
      const signedIn = await t.app.inject({ method: 'GET', url, headers });
      expect(signedIn.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 for an unknown, malformed or members-only file, and 400 for an unknown width', async () => {
    const secret = await putFile(t.app.db, { bytes: PDF, mime_type: 'application/pdf', is_public: false });
    for (const path of ['0'.repeat(64), 'abc', 'A'.repeat(64), `${'0'.repeat(63)}g`, '..%2F..%2Fetc%2Fpasswd', secret]) {
      const res = await get(`/api/files/${path}`);
      expectRefusal(res, 404);
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
      expect(res.headers.etag).toBeUndefined();
    }
    expect((await get(`/api/files/${secret}`, { 'if-none-match': `"${secret}"` })).statusCode).toBe(404);
    expect((await get(`/api/files/${secret}?w=480`)).statusCode).toBe(404);
    const res = await upload([image(await png(600, 400))]);
    expectRefusal(await get(`${res.data.image_url}?w=123`), 400);
  });

  it('serves a document as an attachment, and public wins over members-only for the same bytes', async () => {
    const doc = Buffer.from('%PDF-1.4\n% another\n%%EOF\n');
    const sha = await putFile(t.app.db, { bytes: doc, mime_type: 'application/pdf', original_name: 'guide.pdf', is_public: false });
    expect((await get(`/api/files/${sha}`)).statusCode).toBe(404);
    expect(await putFile(t.app.db, { bytes: doc, mime_type: 'application/pdf', is_public: true })).toBe(sha);
    const served = await get(`/api/files/${sha}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="guide.pdf"');
    // A members-only put of public bytes leaves them public.
    await putFile(t.app.db, { bytes: doc, mime_type: 'application/pdf', is_public: false });
    expect((await get(`/api/files/${sha}`)).statusCode).toBe(200);

    const text = await putFile(t.app.db, { bytes: Buffer.from('a,b\n1,2\n'), mime_type: 'text/csv', original_name: 'data.csv' });
    const csv = await get(`/api/files/${text}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="data.csv"');
  });

  it('keeps concurrent puts of the same bytes to one row', async () => {
    const bytes = randomBytes(1000);
    const shas = await Promise.all(Array.from({ length: 8 }, () => putFile(t.app.db, { bytes, mime_type: 'application/pdf' })));
    expect(new Set(shas).size).toBe(1);
    const rows = await t.app.db.selectFrom('files').select('sha256').where('sha256', '=', shas[0]).execute();
    expect(rows).toHaveLength(1);
  });

  describe('documents (readUpload for form files)', () => {
    const doc = (data: Buffer | string, filename: string, contentType = 'application/octet-stream'): Part => ({
      name: 'file',
      filename,
      contentType,
      data,
    });
    const send = (parts: Part[]) => postMultipart(t.app, '/api/test-documents', parts);
    const docx = () =>
      storedZip({
        '[Content_Types].xml':
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        'word/document.xml': '<w:document/>',
      });

    it('accepts PDF, DOCX, ODT, ODS, TXT and CSV, from their bytes', async () => {
      const cases: [Part, string, string][] = [
        [doc(PDF, 'guide.pdf'), 'application/pdf', 'guide.pdf'],
        [doc(PDF, 'guide.docx'), 'application/pdf', 'guide.pdf'],
        [doc(docx(), 'intake.docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'intake.docx'],
        [
          doc(storedZip({ mimetype: 'application/vnd.oasis.opendocument.text' }), 'f.odt'),
          'application/vnd.oasis.opendocument.text',
          'f.odt',
        ],
        [
          doc(storedZip({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet' }), 's.ods'),
          'application/vnd.oasis.opendocument.spreadsheet',
          's.ods',
        ],
        [doc('Opening hours: 9 to 5.\r\nCafé open.\n', 'notes.txt', 'text/html'), 'text/plain', 'notes.txt'],
        [doc('\ufeffname,region\nAnn,Calgary\n', 'list.csv'), 'text/csv', 'list.csv'],
      ];
      for (const [part, mime, name] of cases) {
        const res = await send([part, { name: 'form_title', data: 'Intake form' }]);
        expect(res.statusCode, `${part.filename}: ${res.body}`).toBe(200);
        expect(res.data).toMatchObject({ mime_type: mime, original_name: name, fields: { form_title: 'Intake form' } });
      }
    });

    it('refuses markup, binaries and other archives as documents (415)', async () => {
      const cases: Part[] = [
        doc(HTML, 'page.txt', 'text/plain'),
        doc(`  \n${SVG}`, 'logo.txt'),
        doc('name,link\nx,<script>alert(1)</script>\n', 'list.csv'),
        doc('plain words', 'notes.html'),
        doc('plain words', 'notes'),
        doc('bad \u0000 byte', 'notes.txt'),
        doc(Buffer.from([0x66, 0x6f, 0xff, 0xfe, 0x6f]), 'latin.txt'),
        doc(storedZip({ 'readme.txt': 'hello' }), 'archive.docx'),
        doc(Buffer.concat([Buffer.from('MZ'), randomBytes(200)]), 'setup.pdf'),
        doc(await png(20, 20), 'image.pdf'),
      ];
      for (const part of cases) expectRefusal(await send([part]), 415);
    });

    it('allows 10 MB and refuses one byte more (413)', async () => {
      const ok = await send([doc(Buffer.alloc(10 * MB, 'a'), 'big.txt')]);
      expect(ok.statusCode, ok.body).toBe(200);
      expectRefusal(await send([doc(Buffer.alloc(10 * MB + 1, 'a'), 'big.txt')]), 413);
      expectRefusal(await send([doc('', 'empty.pdf')]), 400);
    });
  });
  it('lets content point only at a stored, public file: a made-up /api/files/ address is refused, an uploaded one taken', async () => {
    const uploaded = await upload([image(await png(1000, 600), 'card.png', 'image/png')]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const real: string = uploaded.data.image_url;
    const madeUp = `/api/files/${'b'.repeat(64)}`;
    // A members-only form file is stored, but its public address does not serve it.
    const hidden = `/api/files/${await putFile(t.app.db, { bytes: PDF, mime_type: 'application/pdf', is_public: false })}`;
    const withImages = COLLECTIONS.filter(([, def]) => 'image_url' in (def.create as z.ZodObject).shape);
    expect(withImages.map(([name]) => name).sort()).toEqual([
      'blogPosts',
      'galleryImages',
      'landingCards',
      'newsEvents',
      'services',
      'testimonials',
    ]);

    for (const [name, def] of withImages) {
      const url = `/api${def.path}`;
      const rows = async () =>
        Number(
          (
            await looseDb(t.app)
              .selectFrom(def.table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await rows();
      for (const bad of [madeUp, `${madeUp}?w=480`, hidden]) {
        const res = await call(t.app, 'POST', url, { token: admin.token, body: { ...SAMPLES[name], image_url: bad } });
        expectRefusal(res, 400);
        expect(res.data.issues, `${name} with ${bad}`).toEqual([
          {
            path: ['image_url'],
            message: expect.stringMatching(/^No uploaded file is stored at \/api\/files\/[0-9a-f]{64}: upload/),
            code: 'file_not_found',
          },
        ]);
      }
      expect(await rows(), `${name}: nothing stored`).toBe(before);

      const made = await call(t.app, 'POST', url, { token: admin.token, body: { ...SAMPLES[name], image_url: real } });
      expect(made.statusCode, `${name}: ${made.body}`).toBe(201);
      expect(made.data.image_url).toBe(real);
      const changed = await call(t.app, 'PUT', `${url}/${made.data.id}`, { token: admin.token, body: { image_url: madeUp } });
      expectRefusal(changed, 400);
      expect(changed.data.issues[0].path).toEqual(['image_url']);
      const variant = await call(t.app, 'PUT', `${url}/${made.data.id}`, { token: admin.token, body: { image_url: `${real}?w=480` } });
      expect(variant.statusCode, variant.body).toBe(200);
    }

    // Markdown that shows or links a file: the same rule.
    const post = { ...SAMPLES.blogPosts, body: `Our new room:\n\n![The room](${madeUp})` };
    const res = await call(t.app, 'POST', '/api/blog', { token: admin.token, body: post });
    expectRefusal(res, 400);
    expect(res.data.issues[0].path).toEqual(['body']);
    const good = await call(t.app, 'POST', '/api/blog', { token: admin.token, body: { ...post, body: `![The room](${real}?w=960)` } });
    expect(good.statusCode, good.body).toBe(201);
  });
});
