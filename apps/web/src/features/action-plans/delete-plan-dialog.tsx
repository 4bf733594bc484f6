import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { toActionPlanView } from './action-plan-view';
import { deleteActionPlan } from './action-plans-thunks';
import type { ActionPlan } from '@tc/contract/coaching';

interface Props {
  plan: ActionPlan | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a plan goes; on failure the toast says why and the question stays. */
export function DeletePlanDialog({ plan, onClose, onDeleted }: Props) {
  const dispatch = useAppDispatch();
  const view = plan ? toActionPlanView(plan) : null;

  const confirm = async () => {
    if (!plan) return;
    try {
      await dispatch(deleteActionPlan(plan.id)).unwrap();
      onDeleted();
    } catch {
      // The toast has said why; the dialog stays for another try or Cancel (a 401 has ended the session).
    }
  };

  return (
    <ConfirmDialog open={plan !== null} title="Delete this action plan?" confirmLabel="Delete plan" onConfirm={confirm} onClose={onClose}>
      {view && (
        <>
          “{view.summary}” ({view.date === 'N/A' ? 'no date' : formatCalendarDate(view.date)}) will be removed, together with the time
          logged against it in the time diary. An administrator can restore it.
        </>
      )}
    </ConfirmDialog>
  );
}
