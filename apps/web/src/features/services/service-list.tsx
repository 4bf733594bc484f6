import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Service } from '@tc/contract/content';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { Markdown } from '../../components/markdown';
import { ResponsiveImage } from '../../components/responsive-image';
import { serviceAnchor, useServices } from './use-services';

function ServiceArticle({ service, index }: { service: Service; index: number }) {
  return (
    <Box
      component="article"
      id={serviceAnchor(service.id)}
      aria-labelledby={`${serviceAnchor(service.id)}-title`}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: service.image_url ? '5fr 7fr' : '1fr' },
        alignItems: 'start',
        py: { xs: 4, md: 6 },
        borderTop: index === 0 ? 0 : 1,
        borderColor: 'divider',
        scrollMarginTop: '80px',
      }}
    >
      {service.image_url && (
        <Box sx={{ order: { md: index % 2 === 0 ? 0 : 1 } }}>
          <ResponsiveImage
            src={service.image_url}
            alt={service.image_alt ?? ''}
            width={960}
            height={640}
            sizes="(min-width: 900px) 40vw, 100vw"
            radius={2}
          />
        </Box>
      )}
      <Box>
        <Typography id={`${serviceAnchor(service.id)}-title`} variant="h4" component="h2" gutterBottom>
          {service.title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 2, color: 'text.secondary' }}>
          {service.summary}
        </Typography>
        <Markdown>{service.description}</Markdown>
      </Box>
    </Box>
  );
}

/** Every service with its picture and full Markdown description (/services); `#service-{id}` scrolls to one. */
export function ServiceList() {
  const loaded = useServices();
  const { hash } = useLocation();
  const ready = loaded.status === 'ready';
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
  return (
    <LoadedContent
      loaded={loaded}
      what="the services"
      placeholder={<CardSkeletons label="Loading the services" count={2} minWidth={480} />}
      empty={loaded.services.length === 0}
      emptyText="Our programmes are being updated. Call or write to us and a coach will tell you how we can help."
    >
      <Box>
        {loaded.services.map((service, index) => (
          <ServiceArticle key={service.id} service={service} index={index} />
        ))}
      </Box>
    </LoadedContent>
  );
}
