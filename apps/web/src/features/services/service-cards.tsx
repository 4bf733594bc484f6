import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CardGrid, CardImage } from '../../components/card-grid';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { VisuallyHidden } from '../../components/visually-hidden';
import { serviceAnchor, useServices } from './use-services';

/** The services as cards (image, title, summary) linking to their full description on /services: the home page's programmes. */
export function ServiceCards() {
  const loaded = useServices();
  return (
    <LoadedContent
      loaded={loaded}
      what="the services"
      placeholder={<CardSkeletons label="Loading the services" count={4} minWidth={240} />}
      empty={loaded.services.length === 0}
      emptyText="Call or write to us to hear about our coaching programmes."
    >
      <CardGrid items={loaded.services}>
        {(service) => (
          <Card
            variant="outlined"
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', '& img': { aspectRatio: { xs: '2 / 1', sm: '3 / 2' } } }}
          >
            <CardImage src={service.image_url} alt={service.image_alt} sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw" />
            <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography variant="h6" component="h3" sx={{ color: 'primary.dark', lineHeight: 1.3 }}>
                {service.title}
              </Typography>
              <Typography sx={{ flex: 1 }}>{service.summary}</Typography>
              <Link component={RouterLink} to={`${paths.services}#${serviceAnchor(service.id)}`} sx={{ fontWeight: 600 }}>
                Read more<VisuallyHidden> about {service.title}</VisuallyHidden>
              </Link>
            </CardContent>
          </Card>
        )}
      </CardGrid>
    </LoadedContent>
  );
}
