import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SoleClient } from '@tc/contract/coach-archive';
import type { CoachListItem } from '@tc/contract/users';
import { useEffect, useId, useState } from 'react';
import { SectionSpinner } from '../../components/section-spinner';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { archiveCoach, fetchSoleClients } from './coaches-thunks';
import { SoleClientsChoice, type Handover } from './sole-clients-choice';

interface Props {
  coach: CoachListItem;
  /** Every coach listed: the ones a coach's clients may be handed to are the other active ones. */
  coaches: readonly CoachListItem[];
  onClose: () => void;
  /** After the archive; `reassigned` when clients moved to another coach (their counts changed). */
  onArchived: (reassigned: boolean) => void;
}

type Sole = { clients: SoleClient[]; total: number };

/**
 * Asks before a coach is archived. When some clients have no other coach, it
 * names them and offers to hand them to another coach in the same step, or to
 * archive anyway and leave them without a coach. Cancel has the focus.
 */
export function ArchiveCoachDialog({ coach, coaches, onClose, onArchived }: Props) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();
  const [sole, setSole] = useState<Sole | 'failed' | null>(null);
  const [handover, setHandover] = useState<Handover>({ mode: 'reassign', to: null });
  const [busy, setBusy] = useState(false);
  const name = fullName(coach);
  const heirs = coaches.filter((c) => c.id !== coach.id && c.status === 'active');

  useEffect(() => {
    let live = true;
    dispatch(fetchSoleClients(coach.id))
      .unwrap()
      .then((found) => live && setSole(found))
      .catch(() => live && setSole('failed')); // the toast has said why
    return () => {
      live = false;
    };
  }, [dispatch, coach.id]);

  const orphans = sole !== null && sole !== 'failed' && sole.total > 0 ? sole : null;
  const reassign = orphans !== null && heirs.length > 0 && handover.mode === 'reassign';

  async function confirm() {
    setBusy(true);
    const arg = reassign && handover.to !== null ? { id: coach.id, reassignTo: handover.to } : coach.id;
    const done = await dispatch(archiveCoach(arg));
    setBusy(false);
    // On failure the toast says why and the question stays, for another try or Cancel.
    if (archiveCoach.fulfilled.match(done)) onArchived(typeof arg !== 'number');
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Archive {name}?</DialogTitle>
      <DialogContent>
        <Typography id={textId} sx={{ mb: 2 }}>
          {name} will no longer be able to sign in and leaves the coach lists. Their plans and time diary entries are kept, and you can
          restore them from Archived coaches below.
        </Typography>
        {sole === null && <SectionSpinner label="Checking this coach's clients" />}
        {sole === 'failed' && (
          <Alert severity="warning">
            Their clients could not be checked just now. If you archive anyway, a client who has no other coach is left without one.
          </Alert>
        )}
        {orphans && <SoleClientsChoice coachName={name} sole={orphans} heirs={heirs} value={handover} onChange={setHandover} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy || sole === null || (reassign && handover.to === null)}
          color="error"
          variant="contained"
        >
          {busy ? 'Working…' : reassign ? 'Archive and reassign' : 'Archive coach'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
