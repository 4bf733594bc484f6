import { ComingSoon } from '../../components/coming-soon';

export default function ServiceCardsAdminScreen() {
  return (
    <ComingSoon title="Service cards">
      Create, edit, reorder and delete the cards that introduce the centre's programs on the public home page.
    </ComingSoon>
  );
}
