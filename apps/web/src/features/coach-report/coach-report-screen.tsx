import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

/** /report-coach/:coach_id is one coach's report; /report-coach lets an administrator choose the coach. */
export default function CoachReportScreen() {
  const { coach_id } = useParams();
  return (
    <ComingSoon title={coach_id ? `Coach report #${coach_id}` : 'Coach reports'}>
      {coach_id
        ? 'This coach’s clients, action plans and time diary entries, with the coaching minutes by activity and by client.'
        : 'Choose a coach to see their clients, action plans and time diary entries, with the coaching minutes by activity and by client.'}
    </ComingSoon>
  );
}
