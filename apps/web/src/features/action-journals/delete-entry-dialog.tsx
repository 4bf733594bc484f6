import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCalendarDate } from '../../lib/calendar-date';
import type { ApiFailureInfo } from '../../api/api-call';
import { useAppDispatch } from '../../lib/store-hooks';
import { useEndSession } from '../../lib/use-end-session';
import { deleteJournalEntry } from './action-journals-thunks';
import type { ActionJournal } from './action-journals-types';
import { activityLabel, formatMinutes } from './journal-format';

interface Props {
  entry: ActionJournal | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a time entry goes; on failure the toast says why and the question stays. */
export function DeleteEntryDialog({ entry, onClose, onDeleted }: Props) {
  const dispatch = useAppDispatch();
  const endSession = useEndSession();
  const confirm = async () => {
    if (!entry) return;
    try {
      await dispatch(deleteJournalEntry(entry.id)).unwrap();
      onDeleted();
    } catch (failure) {
      // The toast has said why; the dialog stays for another try or Cancel.
      if ((failure as ApiFailureInfo).status === 401) endSession();
    }
  };
  return (
    <ConfirmDialog open={entry !== null} title="Delete this time entry?" confirmLabel="Delete entry" onConfirm={confirm} onClose={onClose}>
      {entry && (
        <>
          {activityLabel(entry.activity)}, {formatMinutes(entry.minutes)} on {formatCalendarDate(entry.date)} (plan “
          {entry.plan?.summary || 'N/A'}”) will be removed from the diary and its totals.
        </>
      )}
    </ConfirmDialog>
  );
}
