import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LandingContent } from '@tc/contract/content';
import { Markdown } from '../../components/markdown';

/** Text blocks as a grid of cards: one card per benefit or feature. */
export function BlockCards({ blocks }: { blocks: readonly LandingContent[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
      }}
    >
      {blocks.map((block) => (
        <li key={block.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom sx={{ color: 'primary.dark' }}>
                {block.title}
              </Typography>
              <Markdown>{block.body}</Markdown>
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}
