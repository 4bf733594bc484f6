import Box from '@mui/material/Box';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';

/** Links and images may only be http(s), mailto or relative (DESIGN section 5a). */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme ? !['http', 'https', 'mailto'].includes(scheme) : trimmed.startsWith('//')) return '';
  return defaultUrlTransform(trimmed);
}

interface Props {
  children: string;
}

/**
 * Content an administrator wrote in Markdown, rendered without raw HTML
 * (react-markdown ignores HTML unless rehype-raw is added, and it is not).
 */
export function Markdown({ children }: Props) {
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & li': { lineHeight: 1.7 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
    >
      <ReactMarkdown urlTransform={safeUrl} skipHtml>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
