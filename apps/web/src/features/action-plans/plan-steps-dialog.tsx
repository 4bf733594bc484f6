import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ActionPlan, PlanStatus } from '@tc/contract/coaching';
import { type PlanStep, STEP_TITLE_MAX } from '@tc/contract/plan-steps';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { updateActionPlan } from './action-plans-thunks';
import { DueDate, PlanStatusChip } from './plan-progress';
import { addPlanStep, deletePlanStep, fetchPlanSteps, renamePlanStep, reorderPlanSteps, tickPlanStep } from './plan-steps-thunks';

interface Props {
  plan: ActionPlan;
  /** A coach of the client or an administrator: add, rename, reorder, delete steps and change the plan's status. */
  canWrite: boolean;
  onClose: () => void;
}

/** Runs a call; a failure has had its toast, and the checklist stays as the server last said. */
async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch {
    return undefined;
  }
}

/** Renaming a step and changing its due date: Enter saves, Escape (or leaving both fields) cancels. */
function StepEditor({
  step,
  onSave,
  onCancel,
}: {
  step: PlanStep;
  onSave: (title: string, due: string | null) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(step.title);
  const [due, setDue] = useState(step.due_date ?? '');
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (title.trim()) onSave(title.trim(), due || null);
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
    }
  };
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      onKeyDown={keys}
      // Moving from the title to the date stays in the editor; leaving both cancels.
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onCancel();
      }}
    >
      <TextField
        size="small"
        sx={{ flex: '1 1 14rem' }}
        autoFocus
        label={`Rename step “${step.title}”`}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        helperText="Enter saves, Escape cancels"
        slotProps={{ htmlInput: { maxLength: STEP_TITLE_MAX } }}
      />
      <TextField
        size="small"
        type="date"
        sx={{ flex: '0 1 11rem' }}
        label="Due by"
        value={due}
        onChange={(e) => setDue(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

/**
 * A plan's checklist (docs/architecture.md#plan-status-and-steps): tick and untick steps (the plan's client too);
 * for those who write the plan also add (type and Enter), rename, move up and down, delete with a question, and
 * "Mark done" / "Drop plan" / "Reopen". Full screen on a phone.
 */
export function PlanStepsDialog({ plan, canWrite, onClose }: Props) {
  const dispatch = useAppDispatch();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [steps, setSteps] = useState<PlanStep[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<PlanStatus>(plan.status ?? 'open');
  const [draft, setDraft] = useState('');
  const [draftDue, setDraftDue] = useState('');
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PlanStep | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    let live = true;
    dispatch(fetchPlanSteps(plan.id))
      .unwrap()
      .then((rows) => live && setSteps(rows))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [dispatch, plan.id]);

  const replace = (step: PlanStep) => setSteps((rows) => rows?.map((s) => (s.id === step.id ? step : s)) ?? null);
  const run = async <T,>(call: () => Promise<T>) => {
    setBusy(true);
    try {
      return await attempt(call);
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    const title = draft.trim();
    if (!title) return;
    const body = draftDue ? { title, due_date: draftDue } : { title };
    const step = await run(() => dispatch(addPlanStep({ planId: plan.id, body })).unwrap());
    if (step) {
      setSteps((rows) => [...(rows ?? []), step]);
      setDraft('');
      setDraftDue('');
      setSaid(`Added “${step.title}”.`);
    }
  };
  const tick = async (step: PlanStep, done: boolean) => {
    const saved = await run(() => dispatch(tickPlanStep({ id: step.id, done, step })).unwrap());
    if (saved) replace(saved);
  };
  const rename = async (step: PlanStep, title: string, due: string | null) => {
    setRenaming(null);
    if (title === step.title && due === step.due_date) return;
    const saved = await run(() => dispatch(renamePlanStep({ id: step.id, body: { title, due_date: due }, step })).unwrap());
    if (saved) replace(saved);
  };
  const move = async (index: number, by: -1 | 1) => {
    if (!steps) return;
    const ids = steps.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    const saved = await run(() => dispatch(reorderPlanSteps({ planId: plan.id, ids })).unwrap());
    if (saved) {
      setSteps(saved);
      const moved = steps[index];
      setSaid(`Moved “${moved.title}” to position ${index + by + 1} of ${saved.length}.`);
      // The focus follows the step, on the same button where there is one.
      requestAnimationFrame(() => {
        const to = index + by;
        const again = document.getElementById(
          `step-${moved.id}-${by < 0 && to > 0 ? 'up' : by > 0 && to < saved.length - 1 ? 'down' : 'title'}`,
        );
        again?.focus();
      });
    }
  };
  const remove = async () => {
    if (!deleting) return;
    const gone = await attempt(() => dispatch(deletePlanStep(deleting.id)).unwrap());
    if (gone) setSteps((rows) => rows?.filter((s) => s.id !== deleting.id) ?? null);
    setDeleting(null);
  };
  const setPlanStatus = async (next: PlanStatus) => {
    const saved = await run(() => dispatch(updateActionPlan({ id: plan.id, data: { status: next }, was: plan })).unwrap());
    if (saved) setStatus(saved.status ?? next);
  };

  const done = steps?.filter((s) => s.done_at !== null).length ?? 0;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Steps of “{plan.summary}”
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <PlanStatusChip status={status} />
          <DueDate due={plan.due_date} status={status} />
          {steps && steps.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {done} of {steps.length} done
            </Typography>
          )}
        </Box>
        <Box sx={{ height: 4, mb: 1 }}>{busy && <LinearProgress aria-label="Saving" />}</Box>
        {failed && <Alert severity="error">The steps could not be loaded. Close this and try again.</Alert>}
        {!failed && steps === null && <Typography color="text.secondary">Loading the steps…</Typography>}
        {steps && steps.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No steps yet.{canWrite && ' Type one below and press Enter.'}
          </Typography>
        )}
        {steps && steps.length > 0 && (
          <Box component="ol" aria-label="Steps" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {steps.map((step, i) => (
              <Box
                component="li"
                key={step.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
              >
                {renaming === step.id ? (
                  <Box sx={{ flex: 1, minWidth: '12rem', pt: 1 }}>
                    <StepEditor step={step} onSave={(title, due) => void rename(step, title, due)} onCancel={() => setRenaming(null)} />
                  </Box>
                ) : (
                  <Box sx={{ flex: 1, minWidth: '10rem' }}>
                    <FormControlLabel
                      sx={{ mr: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 1, overflowWrap: 'anywhere' } }}
                      control={
                        <Checkbox
                          id={`step-${step.id}-title`}
                          checked={step.done_at !== null}
                          disabled={busy}
                          onChange={(e) => void tick(step, e.target.checked)}
                        />
                      }
                      label={
                        <Box component="span" sx={step.done_at ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}>
                          {step.title}
                        </Box>
                      }
                    />
                    {(step.due_date || step.done_at) && (
                      <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
                        {step.done_at ? (
                          <>
                            Done {formatCalendarDate(step.done_at.slice(0, 10))}
                            {step.done_by && ` by ${step.done_by.firstname} ${step.done_by.lastname}`}
                          </>
                        ) : (
                          <DueDate due={step.due_date} status="open" />
                        )}
                      </Typography>
                    )}
                  </Box>
                )}
                {canWrite && renaming !== step.id && (
                  <Box sx={{ display: 'flex', flexShrink: 0 }}>
                    <IconButton
                      id={`step-${step.id}-up`}
                      aria-label={`Move “${step.title}” up`}
                      disabled={busy || i === 0}
                      onClick={() => void move(i, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      id={`step-${step.id}-down`}
                      aria-label={`Move “${step.title}” down`}
                      disabled={busy || i === steps.length - 1}
                      onClick={() => void move(i, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton aria-label={`Edit “${step.title}”`} disabled={busy} onClick={() => setRenaming(step.id)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={`Delete “${step.title}”`} color="error" disabled={busy} onClick={() => setDeleting(step)}>
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        )}
        {canWrite && steps && (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
          >
            <TextField
              sx={{ flex: '1 1 14rem' }}
              label="New step"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              helperText="Type a step and press Enter to add it"
              slotProps={{ htmlInput: { maxLength: STEP_TITLE_MAX } }}
            />
            <TextField
              sx={{ flex: '0 1 11rem' }}
              type="date"
              label="Due by (optional)"
              value={draftDue}
              onChange={(e) => setDraftDue(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        )}
        <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {said}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canWrite && status === 'open' && (
          <>
            <Button variant="contained" color="success" disabled={busy} onClick={() => void setPlanStatus('done')}>
              Mark done
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void setPlanStatus('dropped')}>
              Drop plan
            </Button>
          </>
        )}
        {canWrite && status !== 'open' && (
          <Button variant="outlined" disabled={busy} onClick={() => void setPlanStatus('open')}>
            Reopen
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this step?"
        confirmLabel="Delete step"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting && <>“{deleting.title}” will be removed from the plan’s checklist.</>}
      </ConfirmDialog>
    </Dialog>
  );
}
