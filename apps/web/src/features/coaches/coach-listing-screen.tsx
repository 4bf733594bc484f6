import { ComingSoon } from '../../components/coming-soon';

export default function CoachListingScreen() {
  return (
    <ComingSoon title="Coaches">
      Every coach of the centre with their region, contact details and number of assigned clients. Administrators will add coaches and edit their details here.
    </ComingSoon>
  );
}
