import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TextBlock } from '../lib/text-sections';
import { Markdown } from './markdown';

/** One text block of the content: its title as a heading and its Markdown body. */
export function MarkdownSection({ block, headingLevel = 'h2' }: { block: TextBlock; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box component="section" aria-labelledby={`section-${block.id}`} sx={{ mb: { xs: 5, md: 7 }, '& p': { fontSize: '1.05rem' } }}>
      <Typography id={`section-${block.id}`} variant={headingLevel === 'h2' ? 'h4' : 'h5'} component={headingLevel} gutterBottom>
        {block.title}
      </Typography>
      <Box sx={{ maxWidth: '70ch' }}>
        <Markdown>{block.body}</Markdown>
      </Box>
    </Box>
  );
}

/** Text blocks one after the other. */
export function MarkdownSections({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <MarkdownSection key={block.id} block={block} />
      ))}
    </>
  );
}
