import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

export default function ClientReportScreen() {
  const { client_id } = useParams();
  return (
    <ComingSoon title={`Client report #${client_id ?? ''}`}>
      One client&apos;s action plans and time diary entries with the total coaching minutes by activity, ready to print or share with the
      client.
    </ComingSoon>
  );
}
