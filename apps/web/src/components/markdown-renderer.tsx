import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';

/** Links and images may only be http(s), mailto or relative (docs/architecture.md#content-and-files). */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme ? !['http', 'https', 'mailto'].includes(scheme) : trimmed.startsWith('//')) return '';
  return defaultUrlTransform(trimmed);
}

/**
 * Content an administrator wrote in Markdown, rendered without raw HTML
 * (react-markdown ignores HTML unless rehype-raw is added, and it is not).
 * Its own module: the browser loads the Markdown library only for text the
 * server did not render (components/markdown.tsx).
 */
export default function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown urlTransform={safeUrl} skipHtml>
      {children}
    </ReactMarkdown>
  );
}
