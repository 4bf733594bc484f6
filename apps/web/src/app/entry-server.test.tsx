// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage, type ApiRequest, type ApiTransport } from './entry-server';
import { publicRoutes } from './routes';

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const stamp = { archivedAt: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const SERVICES = ['Business Planning and Licensing', 'Financial Management and Fees', 'Marketing and Enrolment'].map((title, i) => ({
  id: i + 1,
  title,
  summary: `Programme ${i + 1} in short.`,
  description: `Programme ${i + 1} in detail.`,
  image_url: null,
  sort_order: i,
  ...stamp,
}));

/** The API as a page render meets it: the services, and nothing else yet. */
function fakeApi(): { transport: ApiTransport; calls: ApiRequest[] } {
  const calls: ApiRequest[] = [];
  const transport: ApiTransport = async (request) => {
    calls.push(request);
    const path = new URL(request.url, 'http://api.test').pathname;
    // One record (/api/blog/1): not found, so the page says so.
    if (/\/\d+$/.test(path)) return { status: 404, headers: { 'content-type': 'application/json' }, body: '{"error":"Not found"}' };
    const body = path === '/api/services' ? SERVICES : path === '/api/landing-image' ? { image_url: null } : [];
    const total = Array.isArray(body) ? { 'x-total-count': String(body.length) } : {};
    return { status: 200, headers: { 'content-type': 'application/json', ...total }, body: JSON.stringify(body) };
  };
  return { transport, calls };
}

async function render(url: string) {
  const api = fakeApi();
  const page = await renderPage({ url, origin: 'https://centre.example', template: TEMPLATE, transport: api.transport });
  const json = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(page?.html ?? '')?.[1] ?? '';
  return { html: page?.html ?? '', json, payload: JSON.parse(json) as Record<string, unknown>, calls: api.calls };
}

describe('a public page rendered on the server', () => {
  it('carries its data once: each service title appears once in #ssr-data on /services, in the store state', async () => {
    const { html, json, payload, calls } = await render('/services');
    for (const { title } of SERVICES) {
      expect(html.split('#ssr-data')[0]).toContain(title);
      expect(json.split(title).length - 1, title).toBe(1);
    }
    expect(Object.keys(payload).sort()).toEqual(['markdown', 'router', 'state']);
    const state = payload.state as Record<string, { items?: unknown[] }>;
    expect(state.services.items).toHaveLength(SERVICES.length);
    // The session is the browser's own: the server sends none.
    expect(state).not.toHaveProperty('auth');
    // Its calls went through the transport it was given, once each.
    expect(calls.filter((call) => call.url.startsWith('/api/services?') || call.url === '/api/services')).toHaveLength(1);
  });

  it("renders the home page's services from the same store, again once", async () => {
    const { json } = await render('/');
    for (const { title } of SERVICES) expect(json.split(title).length - 1, title).toBe(1);
  });
});

describe('every public route', () => {
  it('loads what its page shows in its loader: the page renders with no placeholder', async () => {
    for (const { path } of publicRoutes) {
      const url = (path ?? '/').replace(/:\w+/g, '1');
      const { html } = await render(url);
      expect(html, url).toContain('id="ssr-data"');
      // A load its loader missed would throw on the server, or show a skeleton.
      expect(html, url).not.toContain('MuiSkeleton');
    }
  }, 60_000);
});
