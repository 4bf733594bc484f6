import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface CardItem {
  title: string;
  text: string;
}

/** Titled cards in a responsive grid; headings at the level the page needs. */
export function CardGrid({ items, headingLevel = 'h3', columns = 3 }: { items: CardItem[]; headingLevel?: 'h2' | 'h3'; columns?: 2 | 3 }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.title} size={{ xs: 12, sm: 6, md: 12 / columns }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component={headingLevel} gutterBottom sx={{ color: 'primary.dark' }}>
                {item.title}
              </Typography>
              <Typography variant="body1">{item.text}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
