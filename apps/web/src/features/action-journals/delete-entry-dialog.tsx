import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { deleteJournalEntry } from './action-journals-thunks';
import { NO_PLAN_LABEL, type ActionJournal } from '@tc/contract/coaching';
import { activityLabel, planText } from './journal-format';
import { durationText } from '../../lib/duration';

interface Props {
  entry: ActionJournal | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a time entry goes; on failure the toast says why and the question stays. */
export function DeleteEntryDialog({ entry, onClose, onDeleted }: Props) {
  const dispatch = useAppDispatch();
  const confirm = async () => {
    if (!entry) return;
    try {
      await dispatch(deleteJournalEntry(entry.id)).unwrap();
      onDeleted();
    } catch {
      // The toast has said why; the dialog stays for another try or Cancel (a 401 has ended the session).
    }
  };
  return (
    <ConfirmDialog open={entry !== null} title="Delete this time entry?" confirmLabel="Delete entry" onConfirm={confirm} onClose={onClose}>
      {entry && (
        <>
          {activityLabel(entry.activity)}, {durationText(entry.minutes)} on {formatCalendarDate(entry.date)} (
          {entry.plan ? `plan “${planText(entry)}”` : NO_PLAN_LABEL.toLowerCase()}) will be removed from the diary and its totals. An
          administrator can restore it.
        </>
      )}
    </ConfirmDialog>
  );
}
