import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import type { ActionPlan } from '@tc/contract/coaching';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { JournalEntryDialog } from '@/features/action-journals/journal-entry-dialog';
import { fetchJournalPlans } from '@/features/action-journals/action-journals-thunks';
import { ActionPlanFormDialog } from '@/features/action-plans/action-plan-form-dialog';
import { selectAuth } from '@/features/auth/auth-slice';
import { AssignmentsDialog } from '@/features/client-coach/assignments-dialog';
import type { Candidate } from '@/features/client-coach/candidate-picker';
import { ClientFormDialog } from '@/features/clients/client-form-dialog';
import { searchCoaches } from '@/features/coaches/coaches-thunks';
import { useRegions } from '@/features/regions/use-regions';
import { fullName } from '@/lib/person-name';
import { useAppDispatch } from '@/lib/store-hooks';

/** Each tool's save invalidates what it changed (docs/decisions/011-read-path.md): the profile's parts showing it load again. */
interface ToolProps {
  clientId: number;
}

const useIsAdmin = () => useSelector(selectAuth).user?.category_id === ROLES.ADMIN;

/** "New action plan" and its dialog (action-plans). */
export function NewPlanTool({ clientId }: ToolProps) {
  const [open, setOpen] = useState(false);
  const chooseCoach = useIsAdmin();
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        New action plan
      </Button>
      {open && (
        <ActionPlanFormDialog
          clientId={clientId}
          plan={null}
          chooseCoach={chooseCoach}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** "Log time": the client's plans (all of them, as the time diary offers them), then the entry dialog (action-journals). */
export function LogTimeTool({ clientId, disabled }: ToolProps & { disabled: boolean }) {
  const dispatch = useAppDispatch();
  const chooseCoach = useIsAdmin();
  const [plans, setPlans] = useState<ActionPlan[] | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    const action = await dispatch(fetchJournalPlans(clientId));
    setBusy(false);
    if (fetchJournalPlans.fulfilled.match(action)) setPlans(action.payload);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<ScheduleIcon />}
        onClick={() => void open()}
        disabled={disabled || busy}
        aria-haspopup="dialog"
        title={disabled ? 'Time is logged by a coach of the client: assign one first' : undefined}
      >
        {busy ? 'Opening…' : 'Log time'}
      </Button>
      {plans && (
        <JournalEntryDialog
          clientId={clientId}
          entry={null}
          plans={plans}
          defaultPlanId={null}
          chooseCoach={chooseCoach}
          onClose={() => setPlans(null)}
          onSaved={() => setPlans(null)}
        />
      )}
    </>
  );
}

/** "Edit client" and the client form (clients), for administrators. */
export function EditClientTool({ client }: ToolProps & { client: User }) {
  const [open, setOpen] = useState(false);
  const { regions } = useRegions(open);
  const regionNames = useMemo(() => regions.map((r) => r.name), [regions]);
  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Edit client
      </Button>
      {open && (
        <ClientFormDialog
          client={{ ...client, coaches: [], last_activity: null }}
          regionNames={regionNames}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** "Manage coaches": the client's assignments dialog (client-coach) searching the coaches (coaches), for administrators. */
export function ManageCoachesTool({ client }: ToolProps & { client: User }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const search = async (q: string): Promise<Candidate[]> =>
    (await dispatch(searchCoaches(q)).unwrap()).map((c) => ({ id: c.id, label: fullName(c), detail: c.region }));
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<GroupIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Manage coaches
      </Button>
      {open && <AssignmentsDialog side="client" person={client} search={search} onClose={() => setOpen(false)} />}
    </>
  );
}
