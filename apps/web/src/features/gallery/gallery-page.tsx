import Container from '@mui/material/Container';
import type { GalleryImage } from '@tc/contract/content';
import { useState } from 'react';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { PageIntro } from '../../components/page-intro';
import { usePageLoad } from '../../lib/page-load';
import { usePageMeta } from '../../lib/use-page-meta';
import { GalleryGrid } from './gallery-grid';
import { GalleryLightbox } from './gallery-lightbox';
import { galleryLoad } from './gallery-thunks';

export default function GalleryPage() {
  usePageMeta('Gallery', "Photos from the centre's workshops, coaching visits and community events across Alberta.");
  const loaded = usePageLoad<GalleryImage[]>(galleryLoad);
  const images = loaded.data ?? [];
  const [open, setOpen] = useState<number | null>(null);

  return (
    <>
      <PageIntro title="Gallery" lead="Workshops, coaching visits and community events across Alberta. Select a photo to see it larger." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <LoadedContent
          loaded={loaded}
          what="the gallery"
          placeholder={<CardSkeletons label="Loading the photos" count={6} aspect="4 / 3" />}
          empty={images.length === 0}
          emptyText="There are no photos in the gallery at the moment. Follow our news page for workshops and events near you."
        >
          <GalleryGrid images={images} onOpen={setOpen} />
        </LoadedContent>
      </Container>
      <GalleryLightbox images={images} index={open} onMove={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
