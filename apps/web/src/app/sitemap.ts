import type { ApiTransport } from './server-api';
import { paths } from './paths';
import { publicRoutes } from './routes';

interface Listed {
  id: number;
  updatedAt?: string;
  is_public?: boolean;
}

async function list(transport: ApiTransport, url: string): Promise<Listed[]> {
  const answer = await transport({ method: 'GET', url, headers: { accept: 'application/json' } });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return JSON.parse(answer.body) as Listed[];
}

const entry = (origin: string, path: string, updatedAt?: string) =>
  `  <url><loc>${origin}${path}</loc>${updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : ''}</url>`;

/**
 * sitemap.xml from the content: every public page without a parameter (not the
 * sign-in, set-password and unsubscribe pages), each published news item and blog post, each public form.
 */
export async function sitemapXml({ origin, transport }: { origin: string; transport: ApiTransport }): Promise<string> {
  const [news, blog, forms] = await Promise.all([
    list(transport, '/api/news-events'),
    list(transport, '/api/blog'),
    list(transport, '/api/form-files'),
  ]);
  const pages = publicRoutes
    .map((route) => route.path ?? '')
    .filter((path) => path && !path.includes(':') && path !== paths.login && path !== paths.setPassword && path !== paths.unsubscribe);
  const urls = [
    ...pages.map((path) => entry(origin, path)),
    ...[...news, ...blog].map((post) => entry(origin, paths.newsPost(post.id), post.updatedAt)),
    ...forms.filter((form) => form.is_public !== false).map((form) => entry(origin, paths.resourceDetail(form.id), form.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
