import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, MarkdownHtml } from './markdown';
import MarkdownRenderer, { safeUrl } from './markdown-renderer';

describe('Markdown', () => {
  it('renders Markdown and drops raw HTML', async () => {
    const { container } = render(<Markdown>{'# Title\n\nSome **bold** text.\n\n<script>alert(1)</script><b>raw</b>'}</Markdown>);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('keeps http(s), mailto and relative links only', async () => {
    expect(safeUrl('https://example.ca/a')).toBe('https://example.ca/a');
    expect(safeUrl('mailto:info@example.ca')).toBe('mailto:info@example.ca');
    expect(safeUrl('/services')).toBe('/services');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('data:text/html,<script>')).toBe('');
    expect(safeUrl('//evil.example')).toBe('');
    const { container } = render(<Markdown>{'[x](javascript:alert(1)) [y](/apply)'}</Markdown>);
    await screen.findByText('y');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['', '/apply']);
  });

  it('shows the HTML the server rendered for a text, without the Markdown library, and renders any other text itself', async () => {
    const served = renderToStaticMarkup(<MarkdownRenderer>{'Hello **there**'}</MarkdownRenderer>);
    const html = (source: string) => (source === 'Hello **there**' ? served : undefined);
    const { container } = render(
      <MarkdownHtml value={html}>
        <Markdown>{'Hello **there**'}</Markdown>
        <Markdown>{'*Other*'}</Markdown>
      </MarkdownHtml>,
    );
    // At once, not after loading: the first text's HTML came with the page.
    expect(container.querySelector('strong')?.textContent).toBe('there');
    expect((await screen.findByText('Other')).tagName).toBe('EM');
  });
});
