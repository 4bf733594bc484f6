import { ROLES } from '@tc/contract/roles';
import type { Milestone } from '@tc/contract/reports';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectAuth } from '@/features/auth/auth-slice';
import ClientReportScreen, { type MilestoneTools } from '@/features/client-report/client-report-screen';
import { MilestoneRowActions } from '@/features/milestones/milestone-row-actions';
import { RecordMilestoneButton } from '@/features/milestones/record-milestone-button';

/** The milestone controls a coach or an administrator gets on a client report (the server still decides per client). */
const tools: MilestoneTools = {
  record: ({ clientId, clientName }) => <RecordMilestoneButton clientId={clientId} clientName={clientName} variant="contained" />,
  rowActions: (milestone: Milestone) => <MilestoneRowActions milestone={milestone} />,
};

/** /client-report/:client_id, composed here: the report (client-report) with milestones recorded in place (milestones). */
export default function ClientReportPage() {
  const { user } = useSelector(selectAuth);
  const writes = user?.category_id === ROLES.ADMIN || user?.category_id === ROLES.COACH;
  const milestoneTools = useMemo(() => (writes ? tools : null), [writes]);
  return <ClientReportScreen milestoneTools={milestoneTools} />;
}
