import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from './markdown';

describe('Markdown', () => {
  it('renders Markdown and drops raw HTML', () => {
    const { container } = render(<Markdown>{'# Title\n\nSome **bold** text.\n\n<script>alert(1)</script><b>raw</b>'}</Markdown>);
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('keeps http(s), mailto and relative links only', () => {
    expect(safeUrl('https://example.ca/a')).toBe('https://example.ca/a');
    expect(safeUrl('mailto:info@example.ca')).toBe('mailto:info@example.ca');
    expect(safeUrl('/services')).toBe('/services');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('data:text/html,<script>')).toBe('');
    expect(safeUrl('//evil.example')).toBe('');
    const { container } = render(<Markdown>{'[x](javascript:alert(1)) [y](/apply)'}</Markdown>);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['', '/apply']);
  });
});
