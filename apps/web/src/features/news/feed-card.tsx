import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CardImage } from '../../components/card-grid';
import type { FeedItem } from './news-feed';
import { formatEventDate, formatPublished, KIND_LABELS } from './post-dates';

/** Where and when an event takes place. */
export function EventFacts({ date, location }: { date: string | null; location: string | null }) {
  if (!date && !location) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, '& dd': { m: 0 } }}>
      {date && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <EventIcon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
          <dt>When:</dt>
          <Box component="dd" sx={{ fontWeight: 600 }}>
            {formatEventDate(date)}
          </Box>
        </Box>
      )}
      {location && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <PlaceIcon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
          <dt>Where:</dt>
          <Box component="dd" sx={{ fontWeight: 600 }}>
            {location}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** One news item, event or blog post in the /news list. */
export function FeedCard({ item }: { item: FeedItem }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardImage
        src={item.image_url}
        alt={item.image_alt}
        sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 100vw"
        width={960}
        height={540}
      />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={KIND_LABELS[item.kind]} color={item.kind === 'event' ? 'secondary' : 'primary'} variant="outlined" />
          <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
            <time dateTime={item.published}>{formatPublished(item.published)}</time>
            {item.author && ` · ${item.author}`}
          </Typography>
        </Box>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          <Link component={RouterLink} to={paths.newsPost(item.id)} sx={{ color: 'primary.dark' }}>
            {item.title}
          </Link>
        </Typography>
        {item.kind === 'event' && <EventFacts date={item.event_date} location={item.location} />}
        <Typography sx={{ flex: 1 }}>{item.summary}</Typography>
      </CardContent>
    </Card>
  );
}
