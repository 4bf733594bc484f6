import { describe, expect, it } from 'vitest';
import { fillTemplate, pageHead } from './page-html';
import { jsonForHtml } from './ssr-payload';

const TEMPLATE = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="The build's own description."
    />
    <title>Training centre</title>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-EfGh5678.js">
  </head>
  <body>
    <noscript>This site needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('a page rendered into index.html', () => {
  const head = pageHead(
    { title: 'News "today" <b> | Centre', description: 'Workshops & events' },
    new URL('https://centre.example/news?page=2'),
  );
  const html = fillTemplate(
    TEMPLATE,
    head,
    '<link rel="preload" as="image" href="/hero"/><main><h1>News</h1></main>',
    {
      state: { note: '</script><script>alert(1)</script>' },
      router: {},
      markdown: {},
    },
    'interaction',
  );

  it('has the page’s own title, description and Open Graph tags, escaped, in place of the build’s', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>News &quot;today&quot; &lt;b&gt; | Centre</title>');
    expect(html).toContain('<meta name="description" content="Workshops &amp; events" />');
    expect(html).not.toContain("The build's own description.");
    expect(html).toContain('<meta property="og:title" content="News &quot;today&quot; &lt;b&gt; | Centre" />');
    expect(html).toContain('<meta property="og:url" content="https://centre.example/news?page=2" />');
    expect(html).toContain('<link rel="canonical" href="https://centre.example/news?page=2" />');
  });

  it('puts the content in #root, the hero preload in the head, and the code after the state, at low priority', () => {
    expect(html).toContain('<div id="root" data-start="interaction"><main><h1>News</h1></main></div>');
    expect(html.indexOf('<link rel="preload" as="image" href="/hero"/>')).toBeLessThan(html.indexOf('</head>'));
    const state = html.indexOf('<script type="application/json" id="ssr-data">');
    const code = html.indexOf('<script fetchpriority="low" type="module" crossorigin src="/assets/index-AbCd1234.js">');
    expect(state).toBeGreaterThan(html.indexOf('</head>'));
    expect(code).toBeGreaterThan(state);
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/chunk-EfGh5678.js">');
    expect(html).not.toContain('<noscript>');
  });

  it('tells boot.ts when to start the app: a form page as soon as the visitor shows up', () => {
    const form = fillTemplate(TEMPLATE, head, '<main><form></form></main>', { state: {}, router: {}, markdown: {} }, 'presence');
    expect(form).toContain('<div id="root" data-start="presence"><main><form></form></main></div>');
  });

  it('keeps the state inert: nothing in it can end its element', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(jsonForHtml({ a: '</script><!-- & \u2028' }))).toEqual({ a: '</script><!-- & \u2028' });
    expect(jsonForHtml({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });
});

describe('a page kept out of search engines (/set-password)', () => {
  it('says noindex and leaves the link’s token out of its canonical address', () => {
    const head = pageHead(
      { title: 'Choose a new password', noindex: true },
      new URL('https://centre.example/set-password?token=s3cret&purpose=reset'),
    );
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).toContain('<link rel="canonical" href="https://centre.example/set-password" />');
    expect(head).not.toContain('s3cret');
    expect(pageHead({ title: 'News' }, new URL('https://centre.example/news'))).not.toContain('robots');
  });
});

describe('content with a $ in it (replacement patterns)', () => {
  // Each is a replacement pattern of String.prototype.replace: `$&` the match, `` $` `` what precedes it, `$'` what follows…
  const PATTERNS = ['$$', '$&', '$`', "$'", '$1', '$<name>'];

  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  it.each(PATTERNS)('%s in the title, description, page, state and address is written as it is, once', (pattern) => {
    const head = pageHead(
      { title: `Price ${pattern} title`, description: `Costs ${pattern} less` },
      new URL(`https://centre.example/news?x=${pattern}`),
    );
    const html = fillTemplate(
      TEMPLATE,
      head,
      `<link rel="preload" as="image" href="/hero?${escaped(pattern)}"/><main><p>Fee ${pattern} body</p></main>`,
      { state: { note: `Note ${pattern} state` }, router: {}, markdown: {} },
      'interaction',
    );
    // The template once: a pattern read as one would copy (part of) it.
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    expect(html).toContain(`<title>Price ${escaped(pattern)} title</title>`);
    expect(html).toContain(`<meta name="description" content="Costs ${escaped(pattern)} less" />`);
    expect(html).toContain(`<link rel="preload" as="image" href="/hero?${escaped(pattern)}"/>`);
    expect(html).toContain(`<main><p>Fee ${pattern} body</p></main></div>`);
    const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
    expect(canonical).toBe(new URL(`https://centre.example/news?x=${pattern}`).href.replace(/&/g, '&amp;'));
    // The state block still parses, with the note as it was.
    const state = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state).state.note).toBe(`Note ${pattern} state`);
  });
});
