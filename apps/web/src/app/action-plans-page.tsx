import ActionPlansScreen from '@/features/action-plans/action-plans-screen';
import { RecordMilestoneButton } from '@/features/milestones/record-milestone-button';

const recordMilestone = (clientId: number, clientName: string | null) => (
  <RecordMilestoneButton clientId={clientId} clientName={clientName} />
);

/** /action-plans/:clientId, composed here: the plans (action-plans) with a "Record milestone" button (milestones) for those who write plans. */
export default function ActionPlansPage() {
  return <ActionPlansScreen extraActions={recordMilestone} />;
}
