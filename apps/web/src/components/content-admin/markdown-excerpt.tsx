import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { safeUrl } from '../markdown-renderer';

/** A block (paragraph, heading, item, quote) as words in the running line, a space after it. */
const inline = ({ children }: { children?: ReactNode }) => <>{children} </>;

/** What a one-line excerpt keeps of Markdown: emphasis and code as they read; blocks run on as one line; no pictures. */
const COMPONENTS: Components = {
  p: inline,
  h1: inline,
  h2: inline,
  h3: inline,
  h4: inline,
  h5: inline,
  h6: inline,
  li: inline,
  blockquote: inline,
  ul: ({ children }) => <>{children}</>,
  ol: ({ children }) => <>{children}</>,
  pre: ({ children }) => <>{children}</>,
  a: ({ children }) => <>{children}</>,
  img: () => null,
  hr: () => null,
  br: () => <> </>,
  table: () => null,
};

/**
 * An admin list row's excerpt of an item (docs/architecture.md#content-and-files): Markdown rendered, as the
 * site shows it (bold bold, a link its words), in one running line, never its `**` and `##`. Text that is not
 * Markdown (a summary) is shown as it is. Raw HTML is skipped, as on the site (components/markdown-renderer.tsx).
 */
export function MarkdownExcerpt({ children, markdown }: { children: string; markdown?: boolean }) {
  if (!markdown) return <>{children.replace(/\s+/g, ' ').trim()}</>;
  return (
    <ReactMarkdown urlTransform={safeUrl} skipHtml components={COMPONENTS}>
      {children}
    </ReactMarkdown>
  );
}
