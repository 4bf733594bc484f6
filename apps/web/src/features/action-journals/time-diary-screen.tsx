import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

export default function TimeDiaryScreen() {
  const { id } = useParams();
  return (
    <ComingSoon title={`Time diary #${id ?? ''}`}>
      The time diary of an action plan: each coaching activity (meeting, phone call, site visit, training and more) with
      its date, minutes and notes, and the running total.
    </ComingSoon>
  );
}
