import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

export default function ActionPlansScreen() {
  const { clientId } = useParams();
  return (
    <ComingSoon title={`Action plans of client #${clientId ?? ''}`}>
      The client&apos;s action plans, newest first and ten to a page, each with its date, summary, description and coach.
      Coaches will add, edit and remove plans here.
    </ComingSoon>
  );
}
