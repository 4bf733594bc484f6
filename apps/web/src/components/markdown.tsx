import Box from '@mui/material/Box';
import { createContext, lazy, Suspense, useContext } from 'react';

/**
 * Markdown already rendered to HTML, by its text: on the server, which renders it
 * (markdown-renderer.tsx, through React); in the browser, what the server sent
 * with the page, so that the page hydrates without the Markdown library.
 */
export const MarkdownHtml = createContext<((source: string) => string | undefined) | null>(null);

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

const sx = {
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p, & li': { lineHeight: 1.7 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto' },
} as const;

/** Content an administrator wrote in Markdown, without raw HTML (markdown-renderer.tsx). */
export function Markdown({ children }: { children: string }) {
  const html = useContext(MarkdownHtml)?.(children);
  // The HTML comes from our own renderer (React-escaped, raw HTML skipped), never from the text's author.
  if (html !== undefined) return <Box sx={sx} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Box sx={sx}>
      <Suspense fallback={null}>
        <MarkdownRenderer>{children}</MarkdownRenderer>
      </Suspense>
    </Box>
  );
}
