import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { UnreadMessagesCard } from '@/features/messages/unread-messages-card';
import { NewClientsCard } from '@/features/dashboard/new-clients-card';
import { CoachSessionCards } from '@/features/sessions/coach-session-cards';
import { describeChange } from './dashboard-changes';

const coachSessions = (coachId: number, today: string) => <CoachSessionCards coachId={coachId} today={today} />;
const messages = (user: { id: number; category_id: number }) => <UnreadMessagesCard user={user} />;

/** /dashboard, composed here: the dashboard (dashboard) lists recent changes in the audit trail's words (audit), and a coach's sessions of today and this week (sessions). */
export default function DashboardPage() {
  return (
    <DashboardScreen describeChange={describeChange} coachSessions={coachSessions} messages={messages} newClients={<NewClientsCard />} />
  );
}
