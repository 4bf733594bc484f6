import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

const INDEX = `<!doctype html><title>Training centre</title><div id="root"></div>${'<!-- padding -->'.repeat(50)}`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
const ASSET = '/assets/index-D-t4k8YG.js';

/** A web build as Vite and its precompress step leave it: hashed assets, a .br and a .gz beside each text file. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tc-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    [ASSET.slice(1)]: SCRIPT,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    '.vite/manifest.json': '{}',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
    if (name.endsWith('.html') || name.endsWith('.js')) {
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
    }
  }
  return dist;
}

const asBytes = (res: { rawPayload: Buffer }) => res.rawPayload;

/**
 * A stand-in for the web build's server bundle: renders /services and /newsplanblog/:id
 * (with an API call made through the transport), leaves other paths to the browser,
 * fails on /broken.
 */
const serverBundle = (version: string) => `
export async function renderPage({ url, origin, template, transport }) {
  if (url.startsWith('/broken')) throw new Error('a component failed on ' + url);
  if (!url.startsWith('/services') && !url.startsWith('/newsplanblog/')) return null;
  const health = await transport({ method: 'GET', url: '/api/health', headers: {} });
  const status = JSON.parse(health.body).status;
  const news = await transport({ method: 'GET', url: '/api/news-events', headers: {} });
  return { html: template.replace('<div id="root"></div>', () => '<div id="root"><h1>${version} ' + url + ' at ' + origin + ', API ' + status + ', news ' + news.status + '</h1></div>') };
}
export async function sitemapXml({ origin, transport }) {
  const health = await transport({ method: 'GET', url: '/api/health', headers: {} });
  return '<urlset><url><loc>' + origin + '/services</loc></url><!-- ' + health.status + JSON.parse(health.body).status + ' --></urlset>';
}
`;

function writeServerBundle(dist: string, version: string, mtime: number) {
  const file = path.join(dist, '.ssr', 'entry-server.mjs');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, serverBundle(version));
  utimesSync(file, mtime, mtime);
}

/** The JSON lines the app's logger writes from now on (none reach the test's output). */
function capturedLog(t: TestApp): () => Record<string, unknown>[] {
  const log = t.app.log as unknown as Record<symbol, { write(line: string): void }>;
  const streamKey = Object.getOwnPropertySymbols(log).find((key) => key.description === 'pino.stream')!;
  const written: string[] = [];
  vi.spyOn(log[streamKey], 'write').mockImplementation((line: string) => void written.push(line));
  return () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.each(DATABASES)('the built web app on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp(kind, { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed when asked, else gzip, else as it is, saying it varies on Accept-Encoding', async () => {
    const br = await call(t.app, 'GET', ASSET, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(asBytes(br)).toString()).toBe(SCRIPT);

    const gz = await call(t.app, 'GET', ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asBytes(gz)).toString()).toBe(SCRIPT);

    const plain = await call(t.app, 'GET', ASSET, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year as immutable, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await call(t.app, 'GET', ASSET, { headers: { 'accept-encoding': encoding } });
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the browser revalidate the HTML, at / and on every page path, and other unhashed files', async () => {
    for (const url of ['/', '/index.html', '/services', '/newsplanblog/3', '/clientlisting']) {
      const res = await call(t.app, 'GET', url, { headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(asBytes(res)).toString(), url).toBe(INDEX);
    }
    const icon = await call(t.app, 'GET', '/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('leaves API answers alone and keeps missing files and dotfiles a 404', async () => {
    const health = await call(t.app, 'GET', '/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(String(health.headers['cache-control'] ?? '')).not.toMatch(/immutable|max-age/);
    expect(health.data.status).toBe('ok');
    for (const url of ['/assets/index-gone1234.js', '/.vite/manifest.json', '/api/no-such-route']) {
      const res = await call(t.app, 'GET', url, { headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.data.code, url).toBe('NOT_FOUND');
    }
  });
});

describe.each(DATABASES)('public pages rendered by the server bundle on %s', (kind) => {
  let t: TestApp;
  let logLines: () => Record<string, unknown>[];
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    writeServerBundle(dist, 'first', 1_000_000);
    t = await createTestApp(kind, { webDist: dist, publicUrl: 'https://centre.example', logLevel: 'error' });
    logLines = capturedLog(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a public page rendered, with what its API calls answered, compressed and revalidated', async () => {
    const res = await call(t.app, 'GET', '/services', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asBytes(res)).toString()).toContain('<h1>first /services at https://centre.example, API ok, news 200</h1>');
    const gz = await call(t.app, 'GET', '/newsplanblog/3?x=1', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asBytes(gz)).toString()).toContain('/newsplanblog/3?x=1');
  });

  it("keeps an administrator's preview (?preview) out of caches and search engines (docs/decisions/032-preview.md)", async () => {
    for (const url of ['/newsplanblog/3?preview', '/newsplanblog/3?preview=1']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
    const plain = await call(t.app, 'GET', '/newsplanblog/3');
    expect(plain.headers['x-robots-tag']).toBeUndefined();
  });

  it('leaves other pages, and a page whose rendering fails, to the browser: index.html', async () => {
    for (const url of ['/', '/clientlisting', '/broken']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves a rebuilt server bundle without a restart, and never the bundle itself', async () => {
    writeServerBundle(dist, 'second', 2_000_000);
    expect((await call(t.app, 'GET', '/services')).body).toContain('<h1>second /services');
    expect((await call(t.app, 'GET', '/.ssr/entry-server.mjs')).statusCode).toBe(404);
  });

  it('makes robots.txt, sitemap.xml and the pages for PUBLIC_URL, whatever Host or X-Forwarded-Host a request names', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const robots = await call(t.app, 'GET', '/robots.txt', { headers: forged });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    // The API is not for crawlers; its pictures (the pages' images) are.
    expect(robots.body).toContain('Allow: /api/files/\nDisallow: /api/\n');
    expect(robots.body).toContain('Sitemap: https://centre.example/sitemap.xml');
    const sitemap = await call(t.app, 'GET', '/sitemap.xml', { headers: forged });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://centre.example/services</loc>');
    expect(sitemap.body).toContain('200ok');
    const page = await call(t.app, 'GET', '/services', { headers: forged });
    expect(page.body).toContain(' at https://centre.example,');
    for (const res of [robots, sitemap, page]) expect(res.body).not.toContain('evil');
  });

  it('logs a failed rendering without the token of its address', async () => {
    const res = await call(t.app, 'GET', '/broken?token=s3cret-link-token&purpose=reset');
    expect(res.body).toBe(INDEX);
    const failed = logLines().find((line) => line.msg === 'server rendering failed' && String(line.url).includes('token'));
    expect(failed).toMatchObject({ url: '/broken?token=[redacted]&purpose=reset' });
    expect(failed?.err).toMatchObject({ message: 'a component failed on /broken?token=[redacted]&purpose=reset' });
    expect(JSON.stringify(logLines())).not.toContain('s3cret');
  });
});

describe.each(DATABASES)('the pages’ rate limit on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  const API_PER_MINUTE = 3;
  const PAGES_PER_MINUTE = 4;
  let n = 0;
  const address = () => `198.18.77.${++n}`;
  beforeAll(async () => {
    dist = fakeBuild();
    writeServerBundle(dist, 'limited', 1_000_000);
    t = await createTestApp(kind, { webDist: dist, rateLimitPerMinute: API_PER_MINUTE, pageRateLimitPerMinute: PAGES_PER_MINUTE });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('leaves the visitor’s API budget whole: a page’s own API calls are not counted in it', async () => {
    const ip = address();
    for (let i = 0; i < PAGES_PER_MINUTE; i++) {
      const page = await call(t.app, 'GET', '/services', { ip });
      expect(page.body, `page ${i + 1}`).toContain(', news 200</h1>');
    }
    const own = [];
    for (let i = 0; i <= API_PER_MINUTE; i++) own.push((await call(t.app, 'GET', '/api/news-events', { ip })).statusCode);
    expect(own).toEqual([...Array(API_PER_MINUTE).fill(200), 429]);
  });

  it('refuses pages past their own limit with 429, per address, apart from the API', async () => {
    const ip = address();
    const codes = [];
    for (const url of ['/services', '/', '/clientlisting', '/sitemap.xml', '/newsplanblog/3']) {
      codes.push((await call(t.app, 'GET', url, { ip })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const refused = await call(t.app, 'GET', '/services', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.data).toEqual({ error: expect.stringMatching(/too many pages/i), code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The files the pages need, the API and another address are not refused by it.
    expect((await call(t.app, 'GET', ASSET, { ip })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/news-events', { ip })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/services', { ip: address() })).statusCode).toBe(200);
  });
});
