import { ROLES } from '@tc/contract/roles';
import { useSelector } from 'react-redux';
import { selectAuth } from '@/features/auth/auth-slice';
import { RegionCoaches } from '@/features/coaches/region-coaches';
import { RegionListingScreen } from '@/features/regions/region-listing-screen';

const renderCoaches = (region: string) => <RegionCoaches region={region} />;

/** /regionlisting: regions (regions feature) with the chosen region's coaches (coaches feature), for those who may list coaches. */
export default function RegionListingPage() {
  const { user } = useSelector(selectAuth);
  const category = user?.category_id;
  const mayListCoaches = category === ROLES.ADMIN || category === ROLES.COACH;
  return <RegionListingScreen canAdd={category === ROLES.ADMIN} renderCoaches={mayListCoaches ? renderCoaches : undefined} />;
}
