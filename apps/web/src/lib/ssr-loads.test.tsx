import { render, screen, waitFor } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { BrowserSeeds, ServerLoads, SsrLoadsContext, type LoadSeeds } from './ssr-loads';
import { settle, useLoaded, type SettledAction } from './use-loaded';

const fulfilled = <T,>(payload: T): SettledAction<T> => ({ payload, meta: { requestStatus: 'fulfilled' } });
const later = <T,>(payload: T) => new Promise<SettledAction<T>>((resolve) => setTimeout(() => resolve(fulfilled(payload)), 5));

/** Two loads in one component, the second after the first, as the news page makes them. */
function Feed({ news, blog }: { news: () => Promise<SettledAction<string>>; blog: () => Promise<SettledAction<string>> }) {
  const a = useLoaded(news);
  const b = useLoaded(blog);
  return <p>{a.status === 'ready' && b.status === 'ready' ? `${a.data} and ${b.data}` : 'Loading'}</p>;
}

async function html(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

/** The browser's side: a container holding the server's HTML, hydrated (so that useId matches). */
function hydrate(serverHtml: string, ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  return render(ui, { container, hydrate: true });
}

describe('loads rendered on the server', () => {
  it('waits for every load of the page, several in one component, and hands them over as seeds', async () => {
    const loads = new ServerLoads(settle);
    const { prelude } = await prerender(
      <SsrLoadsContext value={loads}>
        <Feed news={() => later('news')} blog={() => later('blog')} />
      </SsrLoadsContext>,
    );
    expect(await html(prelude)).toContain('<p>news and blog</p>');
    const seeds = Object.values(loads.seeds());
    expect(seeds.map((s) => s.settled)).toEqual([
      { status: 'ready', data: 'news' },
      { status: 'ready', data: 'blog' },
    ]);
  });

  it('hydrates from the seeds without loading again for a visitor', async () => {
    const loads = new ServerLoads(settle);
    const { prelude } = await prerender(
      <SsrLoadsContext value={loads}>
        <Feed news={() => later('news')} blog={() => later('blog')} />
      </SsrLoadsContext>,
    );
    const seeds: LoadSeeds = JSON.parse(JSON.stringify(loads.seeds()));
    const news = vi.fn(() => later('fresh news'));
    const blog = vi.fn(() => later('fresh blog'));
    hydrate(
      await html(prelude),
      <SsrLoadsContext value={new BrowserSeeds(seeds)}>
        <Feed news={news} blog={blog} />
      </SsrLoadsContext>,
    );
    expect(screen.getByText('news and blog')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(news).not.toHaveBeenCalled();
    expect(blog).not.toHaveBeenCalled();
  });

  it('loads again for someone signed in, showing the server’s answer meanwhile; seeds end with the first navigation', async () => {
    function One({ load }: { load: () => Promise<SettledAction<string>> }) {
      const loaded = useLoaded(load);
      return <p>{loaded.status === 'ready' ? loaded.data : 'Loading'}</p>;
    }
    const loads = new ServerLoads(settle);
    const { prelude } = await prerender(
      <SsrLoadsContext value={loads}>
        <One load={() => later('public')} />
      </SsrLoadsContext>,
    );
    const [id] = Object.keys(loads.seeds());
    const seeds = new BrowserSeeds(loads.seeds());
    localStorage.setItem('token', '"abc"');
    const load = vi.fn(() => later('members'));
    hydrate(
      await html(prelude),
      <SsrLoadsContext value={seeds}>
        <One load={load} />
      </SsrLoadsContext>,
    );
    expect(screen.getByText('public')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('members')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(1);
    expect(seeds.seed(id, null)).toEqual({ status: 'ready', data: 'public' });
    seeds.end();
    expect(seeds.seed(id, null)).toBeUndefined();
  });
});
