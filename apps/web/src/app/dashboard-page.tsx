import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { describeChange } from './dashboard-changes';

/** /dashboard, composed here: the dashboard (dashboard) lists recent changes in the audit trail's words (audit). */
export default function DashboardPage() {
  return <DashboardScreen describeChange={describeChange} />;
}
