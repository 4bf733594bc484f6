import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LandingContent } from '@tc/contract/content';
import { CardGrid } from '../../components/card-grid';
import { Markdown } from '../../components/markdown';

/** Text blocks as a grid of cards: one card per benefit or feature. */
export function BlockCards({ blocks }: { blocks: readonly LandingContent[] }) {
  return (
    <CardGrid items={blocks} minWidth={300}>
      {(block) => (
        <Card variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom sx={{ color: 'primary.dark' }}>
              {block.title}
            </Typography>
            <Markdown>{block.body}</Markdown>
          </CardContent>
        </Card>
      )}
    </CardGrid>
  );
}
