import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NO_PLAN_LABEL, type ActionJournal } from '@tc/contract/coaching';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { SectionSpinner } from '../../components/section-spinner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCalendarDate, formatMomentDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { useDeletedItems } from '../../lib/use-deleted-items';
import { fetchDeletedJournalEntries, restoreJournalEntry } from './action-journals-thunks';
import type { JournalPage } from './action-journals-types';
import { activityLabel, personName, planText } from './journal-format';
import { durationText } from '../../lib/duration';

interface Props {
  clientId: number;
  /** The client's live plans (null until known): an entry of any other plan waits for its plan to be restored. */
  livePlanIds: ReadonlySet<number> | null;
}

const entryName = (e: ActionJournal) => `${activityLabel(e.activity)}, ${durationText(e.minutes)} on ${formatCalendarDate(e.date)}`;

/** An administrator's list of a client's deleted diary entries, each with Restore. */
export function DeletedEntries({ clientId, livePlanIds }: Props) {
  const dispatch = useAppDispatch();
  const { loaded, restoring, askRestore, cancelRestore, confirmRestore } = useDeletedItems<JournalPage, ActionJournal>({
    load: () => dispatch(fetchDeletedJournalEntries(clientId)).unwrap(),
    restore: (id) => dispatch(restoreJournalEntry(id)).unwrap(),
    key: String(clientId),
    tags: fetchDeletedJournalEntries.provides(clientId),
  });

  let body;
  if (loaded === null) body = <SectionSpinner label="Loading deleted entries" />;
  else if (loaded === 'failed') body = <Alert severity="error">The deleted entries could not be loaded. Try again in a moment.</Alert>;
  else if (loaded.entries.length === 0) body = <Alert severity="info">No deleted time entries for this client.</Alert>;
  else
    body = (
      <Stack component="ul" aria-label="Deleted time entries" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {loaded.entries.map((entry) => {
          const planLive = livePlanIds === null || entry.actionplan_id === null || livePlanIds.has(entry.actionplan_id);
          return (
            <Paper
              component="li"
              key={entry.id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{entryName(entry)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.plan ? `Plan “${planText(entry)}”` : NO_PLAN_LABEL}, {personName(entry.coach)}
                  {entry.archivedAt && ` · deleted ${formatMomentDate(entry.archivedAt)}`}
                </Typography>
                {!planLive && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    Its plan is deleted too: restore the plan first, on the{' '}
                    <Link component={RouterLink} to={paths.actionPlans(clientId)}>
                      action plans
                    </Link>
                    .
                  </Typography>
                )}
              </Stack>
              <Button
                variant="outlined"
                startIcon={<RestoreIcon />}
                onClick={() => askRestore(entry)}
                disabled={!planLive}
                aria-label={`Restore time entry: ${entryName(entry)}`}
              >
                Restore
              </Button>
            </Paper>
          );
        })}
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby="deleted-entries" spacing={1.5} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="deleted-entries" sx={{ fontSize: '1.1rem' }}>
        Deleted entries
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Entries deleted with their plan come back when the plan is restored on the action plans screen.
      </Typography>
      {body}
      {loaded !== null && loaded !== 'failed' && loaded.total > loaded.entries.length && (
        <Typography role="status" variant="body2" color="text.secondary">
          Showing {loaded.entries.length} of {loaded.total} deleted entries, newest first.
        </Typography>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title="Restore this time entry?"
        confirmLabel="Restore entry"
        confirmColor="primary"
        onConfirm={confirmRestore}
        onClose={cancelRestore}
      >
        {restoring &&
          `${entryName(restoring)} (${restoring.plan ? `plan “${planText(restoring)}”` : NO_PLAN_LABEL.toLowerCase()}) returns to the diary and its totals.`}
      </ConfirmDialog>
    </Stack>
  );
}
