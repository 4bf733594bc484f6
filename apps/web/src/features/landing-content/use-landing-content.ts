import type { LandingContent } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import type { CollectionState } from '../../lib/collection-slice';
import { pageLoad, usePageLoad } from '../../lib/page-load';
import { fetchLandingContentList } from './landing-content-slice';

const selectItems = (state: { landingContent: CollectionState<LandingContent> }) => state.landingContent.items;

/** The landing content blocks (home, /aboutus, /benefit, /features), loaded by those routes. */
export const landingContentLoad = pageLoad<LandingContent[]>('landingContent', (dispatch) => dispatch(fetchLandingContentList()));

/** The landing content blocks, from the store. */
export function useLandingContent() {
  const loaded = usePageLoad(landingContentLoad);
  return { ...loaded, blocks: useSelector(selectItems) };
}
