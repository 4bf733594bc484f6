import { ComingSoon } from '../../components/coming-soon';

export default function RegionListingScreen() {
  return (
    <ComingSoon title="Regions">
      Alberta's regions with the number of coaches and clients in each, so that the centre can see where support is needed and balance coaches' caseloads.
    </ComingSoon>
  );
}
