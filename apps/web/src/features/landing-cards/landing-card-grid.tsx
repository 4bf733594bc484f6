import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LandingCard } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { CardGrid, CardImage } from '../../components/card-grid';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { Markdown } from '../../components/markdown';
import type { CollectionState } from '../../lib/collection-slice';
import { usePageLoad } from '../../lib/page-load';
import { landingCardsLoad } from './landing-cards-slice';

const selectItems = (state: { landingCards: CollectionState<LandingCard> }) => state.landingCards.items;

/** A card's title: a link inside the site, an outside address, or plain text. */
function CardTitle({ card }: { card: LandingCard }) {
  const text = (
    <>
      {card.title}
      {card.link && <ArrowForwardIcon aria-hidden="true" sx={{ fontSize: '1.1em', ml: 0.5, verticalAlign: '-0.15em' }} />}
    </>
  );
  const sx = { color: 'primary.dark', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } };
  return (
    <Typography variant="h6" component="h3" gutterBottom>
      {!card.link && text}
      {card.link?.startsWith('/') && (
        <Link component={RouterLink} to={card.link} sx={sx}>
          {text}
        </Link>
      )}
      {card.link && !card.link.startsWith('/') && (
        <Link href={card.link} sx={sx}>
          {text}
        </Link>
      )}
    </Typography>
  );
}

/** The home page's landing cards, in their order: where a visitor may go next. */
export function LandingCardGrid() {
  const loaded = usePageLoad(landingCardsLoad);
  const cards = useSelector(selectItems);
  return (
    <LoadedContent
      loaded={loaded}
      what="the cards"
      placeholder={<CardSkeletons label="Loading" count={4} withImage={false} minWidth={240} />}
      empty={cards.length === 0}
      emptyText="Browse our services, resources and news from the menu above."
    >
      <CardGrid items={cards}>
        {(card) => (
          <Card
            variant="outlined"
            sx={{
              height: '100%',
              // On a phone the picture sits beside the words, so four cards do not fill four screens.
              display: 'grid',
              gridTemplateColumns: { xs: card.image_url ? '104px 1fr' : '1fr', sm: '1fr' },
              gridTemplateRows: { sm: card.image_url ? 'auto 1fr' : '1fr' },
              '& img': { aspectRatio: { xs: '1 / 1', sm: '3 / 2' }, height: { xs: '100%', sm: 'auto' } },
            }}
          >
            <CardImage src={card.image_url} alt={card.image_alt} sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 104px" />
            <CardContent sx={{ py: { xs: 1.5, sm: 2 } }}>
              <CardTitle card={card} />
              <Markdown>{card.description}</Markdown>
            </CardContent>
          </Card>
        )}
      </CardGrid>
    </LoadedContent>
  );
}
