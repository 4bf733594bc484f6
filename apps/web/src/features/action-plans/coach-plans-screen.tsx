import { ComingSoon } from '../../components/coming-soon';

export default function CoachPlansScreen() {
  return (
    <ComingSoon title="Coach plans">
      The action plans of the clients assigned to you, newest first, ten to a page, with their date, summary and coach.
    </ComingSoon>
  );
}
