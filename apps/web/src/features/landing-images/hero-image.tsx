import Skeleton from '@mui/material/Skeleton';
import type { LandingImageType } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import { ResponsiveImage } from '../../components/responsive-image';
import { usePageLoad } from '../../lib/page-load';
import { landingImageLoad, type LandingImagesState } from './landing-images-slice';

const selectImages = (state: { landingImages: LandingImagesState }) => state.landingImages.images;

/** The hero image of one type, or null when there is none. */
export function useLandingImage(type: LandingImageType) {
  const loaded = usePageLoad(landingImageLoad(type));
  return { status: loaded.status, url: useSelector(selectImages)[type] };
}

interface Props {
  type: LandingImageType;
  /** The slot's size in CSS pixels at its widest (it shrinks with the screen, keeping its shape). */
  width?: number;
  height?: number;
  sizes?: string;
  /** Corner rounding in theme units (as `sx` counts them). */
  radius?: number;
}

/**
 * A page's hero picture: loaded at once and first (it is above the fold), in a
 * slot of fixed shape so nothing moves; nothing at all when the centre has none.
 * Decorative (empty alt): the heading beside it says what the page is about.
 */
export function HeroImage({ type, width = 1200, height = 900, sizes = '(min-width: 900px) 45vw, 100vw', radius = 3 }: Props) {
  const { status, url } = useLandingImage(type);
  if (status === 'loading') {
    return (
      <Skeleton
        variant="rectangular"
        aria-hidden="true"
        sx={{ width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, borderRadius: radius }}
      />
    );
  }
  if (!url) return null;
  return <ResponsiveImage src={url} alt="" width={width} height={height} sizes={sizes} priority radius={radius} />;
}
