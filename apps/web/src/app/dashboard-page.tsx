import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { NewClientsCard } from '@/features/dashboard/new-clients-card';
import { CoachSessionCards } from '@/features/sessions/coach-session-cards';
import { describeChange } from './dashboard-changes';

const coachSessions = (coachId: number, today: string) => <CoachSessionCards coachId={coachId} today={today} />;

/** /dashboard, composed here: the dashboard (dashboard) lists recent changes in the audit trail's words (audit), and a coach's sessions of today and this week (sessions). */
export default function DashboardPage() {
  return <DashboardScreen describeChange={describeChange} coachSessions={coachSessions} newClients={<NewClientsCard />} />;
}
