import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActionPlan } from '@tc/contract/coaching';
import { SectionSpinner } from '../../components/section-spinner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCalendarDate, formatMomentDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { useDeletedItems } from '../../lib/use-deleted-items';
import { toActionPlanView } from './action-plan-view';
import { fetchDeletedActionPlans, restoreActionPlan } from './action-plans-thunks';

interface Props {
  clientId: number;
}

const planDate = (date: string) => (date === 'N/A' ? 'no date' : formatCalendarDate(date));

/** An administrator's list of a client's deleted plans, each with Restore (its diary entries come back with it). */
export function DeletedPlans({ clientId }: Props) {
  const dispatch = useAppDispatch();
  const { loaded, restoring, askRestore, cancelRestore, confirmRestore } = useDeletedItems<
    { plans: ActionPlan[]; total: number },
    ActionPlan
  >({
    load: () => dispatch(fetchDeletedActionPlans(clientId)).unwrap(),
    restore: (id) => dispatch(restoreActionPlan(id)).unwrap(),
    key: String(clientId),
    tags: fetchDeletedActionPlans.provides(clientId),
  });

  let body;
  if (loaded === null) body = <SectionSpinner label="Loading deleted plans" />;
  else if (loaded === 'failed') body = <Alert severity="error">The deleted plans could not be loaded. Try again in a moment.</Alert>;
  else if (loaded.plans.length === 0) body = <Alert severity="info">No deleted plans for this client.</Alert>;
  else
    body = (
      <Stack component="ul" aria-label="Deleted action plans" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {loaded.plans.map((plan) => {
          const view = toActionPlanView(plan);
          return (
            <Paper
              component="li"
              key={plan.id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{view.summary}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Plan of {planDate(view.date)}
                  {plan.coach && `, by ${view.coachFirstName} ${view.coachLastName}`}
                  {plan.archivedAt && ` · deleted ${formatMomentDate(plan.archivedAt)}`}
                </Typography>
              </Stack>
              <Button
                variant="outlined"
                startIcon={<RestoreIcon />}
                onClick={() => askRestore(plan)}
                aria-label={`Restore action plan: ${view.summary}`}
              >
                Restore
              </Button>
            </Paper>
          );
        })}
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby="deleted-plans" spacing={1.5} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="deleted-plans" sx={{ fontSize: '1.1rem' }}>
        Deleted plans
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Restoring a plan brings back the time diary entries that were deleted with it.
      </Typography>
      {body}
      {loaded !== null && loaded !== 'failed' && loaded.total > loaded.plans.length && (
        <Typography role="status" variant="body2" color="text.secondary">
          Showing {loaded.plans.length} of {loaded.total} deleted plans, newest first.
        </Typography>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title="Restore this action plan?"
        confirmLabel="Restore plan"
        confirmColor="primary"
        onConfirm={confirmRestore}
        onClose={cancelRestore}
      >
        {restoring &&
          `“${toActionPlanView(restoring).summary}” returns to the action plans, with the time logged against it that was deleted together with it.`}
      </ConfirmDialog>
    </Stack>
  );
}
