import { MILESTONE_LABELS, type Milestone } from '@tc/contract/reports';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { deleteMilestone } from './milestones-thunks';

interface Props {
  milestone: Milestone | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a milestone goes; on failure the toast says why and the question stays. */
export function DeleteMilestoneDialog({ milestone, onClose, onDeleted }: Props) {
  const dispatch = useAppDispatch();
  const confirm = async () => {
    if (!milestone) return;
    try {
      await dispatch(deleteMilestone(milestone.id)).unwrap();
      onDeleted();
    } catch {
      // The toast has said why; the dialog stays for another try or Cancel.
    }
  };
  return (
    <ConfirmDialog
      open={milestone !== null}
      title="Delete this milestone?"
      confirmLabel="Delete milestone"
      onConfirm={confirm}
      onClose={onClose}
    >
      {milestone && (
        <>
          “{MILESTONE_LABELS[milestone.kind]}” of {formatCalendarDate(milestone.date)} will no longer count in the reports. An administrator
          can restore it.
        </>
      )}
    </ConfirmDialog>
  );
}
