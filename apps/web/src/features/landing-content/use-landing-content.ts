import type { LandingContent } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import type { CollectionState } from '../../lib/collection-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLoaded } from '../../lib/use-loaded';
import { fetchLandingContentList } from './landing-content-slice';

const selectItems = (state: { landingContent: CollectionState<LandingContent> }) => state.landingContent.items;

/** The landing content blocks (home, /aboutus, /benefit, /features), fetched when the page opens. */
export function useLandingContent() {
  const dispatch = useAppDispatch();
  const stored = useSelector(selectItems);
  const loaded = useLoaded<LandingContent[]>(() => dispatch(fetchLandingContentList()));
  return { ...loaded, blocks: loaded.data ?? stored };
}
