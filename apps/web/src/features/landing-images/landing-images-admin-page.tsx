import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { SectionSpinner } from '../../components/section-spinner';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { LandingImageCard } from './landing-image-card';
import { fetchLandingImage, LANDING_IMAGE_TYPES, type LandingImagesState, type LandingImageType } from './landing-images-slice';

const selectImages = (state: { landingImages: LandingImagesState }) => state.landingImages.images;

const TYPES: Record<LandingImageType, { title: string; where: string }> = {
  landing: { title: 'Landing image', where: 'The large picture at the top of the home page' },
  service: { title: 'Service image', where: 'The picture at the top of the Services page' },
};

/** /landingImg: the two hero images of the public site (product specification section 3: landing and service). */
export default function LandingImagesAdminPage() {
  usePageMeta('Landing images');
  const dispatch = useAppDispatch();
  const images = useSelector(selectImages);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.allSettled(LANDING_IMAGE_TYPES.map((type) => dispatch(fetchLandingImage(type)))).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Landing images
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        The two large pictures of the public site. A new picture replaces the old one at once; visitors get a copy sized for their screen.
      </Typography>
      {!ready ? (
        <SectionSpinner label="Loading the landing images" />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {LANDING_IMAGE_TYPES.map((type) => (
            <LandingImageCard key={type} type={type} imageUrl={images[type]} {...TYPES[type]} />
          ))}
        </Box>
      )}
    </Box>
  );
}
