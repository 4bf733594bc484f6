import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { paths } from '@/app/paths';
import type { ApiFailureInfo } from '../../api/api-call';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SectionSpinner } from '../../components/section-spinner';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { AssignForm } from './assign-form';
import { AssignmentRow } from './assignment-row';
import { assignmentWords, otherParty, type AssignmentSide } from './assignment-side';
import type { Candidate } from './candidate-picker';
import type { ClientCoach } from '@tc/contract/coaching';
import { createClientCoach, deleteClientCoach, fetchClientCoaches, updateClientCoach } from './client-coach-slice';

interface Props {
  side: AssignmentSide;
  person: { id: number; firstname: string; lastname: string };
  search: (q: string) => Promise<Candidate[]>;
  /** The person's assignments after each change, so the listing can update its row. */
  onChanged?: (assignments: ClientCoach[]) => void;
  onClose: () => void;
}

/** The failure's text to show (a 401 has already ended the session). */
const messageOf = (failure: unknown) => (failure as ApiFailureInfo).message ?? 'Something went wrong. Please try again.';

/**
 * An administrator's view of one client's coaches (or one coach's clients): assign,
 * change and remove, with the spec's client-coach toasts. Mount it only while open.
 */
export function AssignmentsDialog({ side, person, search, onChanged, onClose }: Props) {
  const dispatch = useAppDispatch();
  const words = assignmentWords(side);
  const name = fullName(person);
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [assignments, setAssignments] = useState<ClientCoach[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ClientCoach | null>(null);
  // The listing passes a new callback each render; the loader must not restart for that.
  const changedRef = useRef(onChanged);
  useEffect(() => {
    changedRef.current = onChanged;
  });

  /**
   * Fetches the person's assignments. Quietly after a refused save (someone else may have
   * changed the same assignments): the list keeps showing meanwhile and the listing hears of it.
   */
  const load = useCallback(
    (quiet: boolean) => {
      const query = side === 'client' ? { client_id: person.id } : { coach_id: person.id };
      dispatch(fetchClientCoaches(query))
        .unwrap()
        .then(
          (fresh) => {
            setAssignments(fresh);
            if (quiet) changedRef.current?.(fresh);
          },
          // null: a newer load has replaced this one, and its answer is the one to show.
          (failure: ApiFailureInfo | null) => failure && !quiet && setLoadError(messageOf(failure)),
        );
    },
    [dispatch, side, person.id],
  );

  useEffect(() => load(false), [load]);

  const retry = () => {
    setLoadError(null);
    setAssignments(null);
    load(false);
  };

  /** A refused save: its text for the form, and the list again, quietly (someone else may have changed it), unless the session has ended. */
  const refused = (failure: unknown) => {
    if (!(failure as ApiFailureInfo).sessionEnded) load(true);
    return messageOf(failure);
  };

  const changed = (next: ClientCoach[]) => {
    setAssignments(next);
    changedRef.current?.(next);
  };
  const pair = (otherId: number) =>
    side === 'client' ? { client_id: person.id, coach_id: otherId } : { client_id: otherId, coach_id: person.id };
  const assignedIds = (assignments ?? []).map((a) => otherParty(side, a).id);

  async function add(choice: Candidate): Promise<string | null> {
    try {
      const created = await dispatch(createClientCoach(pair(choice.id))).unwrap();
      changed([...(assignments ?? []), created]);
      return null;
    } catch (failure) {
      // A duplicate says so in the server's words ("This coach is already assigned to this client.").
      return refused(failure);
    }
  }

  async function change(assignment: ClientCoach, replacement: Candidate): Promise<string | null> {
    try {
      const updated = await dispatch(updateClientCoach({ id: assignment.id, data: pair(replacement.id) })).unwrap();
      changed((assignments ?? []).map((a) => (a.id === updated.id ? updated : a)));
      return null;
    } catch (failure) {
      return refused(failure);
    }
  }

  async function remove() {
    if (!removing) return;
    try {
      await dispatch(deleteClientCoach(removing.id)).unwrap();
      changed((assignments ?? []).filter((a) => a.id !== removing.id));
      setRemoving(null);
    } catch {
      // The toast says why; the question stays for another try or Cancel.
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {words.Plural} of {name}
      </DialogTitle>
      <DialogContent dividers>
        {loadError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Try again
              </Button>
            }
          >
            {loadError}
          </Alert>
        ) : !assignments ? (
          <SectionSpinner label={`Loading the ${words.plural} of ${name}`} />
        ) : (
          <>
            {assignments.length === 0 ? (
              <Typography sx={{ mb: 2 }}>
                {name} has no {words.noun} yet. Assign one below.
              </Typography>
            ) : (
              <List aria-label={`${words.Plural} of ${name}`} disablePadding sx={{ mb: 2 }}>
                {assignments.map((a) => {
                  const other = otherParty(side, a);
                  return (
                    <AssignmentRow
                      key={a.id}
                      name={fullName(other)}
                      detail={side === 'coach' ? a.client.business_name : null}
                      href={side === 'coach' ? paths.clientProfile(a.client_id) : undefined}
                      noun={words.noun}
                      search={search}
                      excludeIds={assignedIds}
                      onChange={(replacement) => change(a, replacement)}
                      onRemove={() => setRemoving(a)}
                    />
                  );
                })}
              </List>
            )}
            <AssignForm noun={words.noun} search={search} excludeIds={assignedIds} onAssign={add} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove this ${words.noun}?`}
        confirmLabel={`Remove ${words.noun}`}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        {removing &&
          (side === 'client'
            ? `${fullName(removing.coach)} will no longer coach ${name} and loses access to their plans and time diary. What they recorded is kept.`
            : `${name} will no longer coach ${fullName(removing.client)} and loses access to their plans and time diary. What they recorded is kept.`)}
      </ConfirmDialog>
    </Dialog>
  );
}
