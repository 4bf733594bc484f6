import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ActionPlan } from '@tc/contract/coaching';
import {
  AGENDA_MAX,
  LOCATION_MAX,
  SESSION_KIND_LABELS,
  SESSION_KINDS,
  type CoachingSession,
  type CreateSessionBody,
  type SessionScope,
  type SessionStatusBody,
  type UpdateSessionBody,
} from '@tc/contract/sessions';
import type { ClientListItem } from '@tc/contract/users';
import { useEffect, useEffectEvent, useState } from 'react';
import { StatusBar } from './session-status-bar';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { TAGS, useReadResult } from '../../lib/api-thunk';
import { formatCalendarDate } from '../../lib/calendar-date';
import { useContractForm } from '../../lib/contract-form';
import { PrivateNoteField, sharedLabel } from '../../components/private-note';
import { useAppDispatch } from '../../lib/store-hooks';
import { REPEAT_CHOICES, REPEAT_COUNT_HINT, REPEAT_LABELS, describeRepeatRule } from './repeat-rule';
import type { ScopeAction } from './scope-question';
import { initialSessionValues, sessionResolver, type SessionDraft } from './session-form';
import { clashLines, personName } from './session-labels';
import {
  checkSession,
  createSession,
  deleteSession,
  fetchClientOptions,
  fetchPlans,
  setSessionStatus,
  updateSession,
} from './sessions-thunks';

export interface Viewer {
  id: number;
  firstname: string;
  isAdmin: boolean;
}

interface Props {
  viewer: Viewer;
  /** The session to change; null schedules a new one from `draft`. */
  session: CoachingSession | null;
  draft: SessionDraft | null;
  askScope: (action: ScopeAction) => Promise<SessionScope | null>;
  onClose: () => void;
  /** Saved, deleted or its status changed: the calendar reads again (the save's invalidation does it). */
  onDone: () => void;
  onCancel: (session: CoachingSession) => void;
  onCompleted: (session: CoachingSession) => void;
}

type Saved = CoachingSession | null;
interface Warning {
  key: string;
  lines: string[];
}

/**
 * Schedules a session or changes one, with its status actions. Before a save the coach's calendar is checked
 * (GET /sessions/check): a double booking, or a time outside their hours, is said in the dialog first, and
 * "Save anyway" saves it. A repeating session's save or delete asks "this session" or "this and the following".
 */
export function SessionDialog({ viewer, session, draft, askScope, onClose, onDone, onCancel, onCompleted }: Props) {
  const dispatch = useAppDispatch();
  const isNew = session === null;
  const chooseCoach = viewer.isAdmin;
  const [resolver] = useState(() => sessionResolver(isNew, chooseCoach));
  const { control, form, formError, busy, dirty, submitWith } = useContractForm({
    defaultValues: { ...initialSessionValues(session, draft), privateNote: session?.privateNote ?? '' },
    resolver,
  });
  const [clientId, coachId, repeat, repeatEnds] = useWatch({ control, name: ['client_id', 'coach_id', 'repeat', 'repeat_ends'] });
  const [warning, setWarning] = useState<Warning | null>(null);
  // The time "Save anyway" was said of; the save it starts runs once that is in state (the effect below).
  const [override, setOverride] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const clients = useReadResult<ClientListItem[]>(`clients-${viewer.isAdmin}`, [TAGS.clients, TAGS.assignments], () =>
    dispatch(fetchClientOptions(!viewer.isAdmin)),
  );
  const plans = useReadResult<ActionPlan[]>(`plans-${clientId}`, [TAGS.plans], () =>
    clientId
      ? dispatch(fetchPlans({ clientId: Number(clientId) }))
      : Promise.resolve({ payload: [], meta: { requestStatus: 'fulfilled' as const } }),
  );

  // An administrator scheduling from "Who is free" has the coach: only that coach's clients are offered.
  const draftCoach = isNew && chooseCoach && draft?.coachId ? draft.coachId : null;
  const clientRows = (clients.data ?? []).filter((c) => !draftCoach || c.coaches.some((k) => k.id === draftCoach));
  const client = clientRows.find((c) => String(c.id) === clientId);
  const coachOptions = session && !client ? [session.coach] : (client?.coaches ?? []);
  // A new client: their plans, and their one coach when they have one.
  const soleCoach = isNew && chooseCoach && client?.coaches.length === 1 ? String(client.coaches[0].id) : null;
  useEffect(() => {
    if (!isNew) return;
    form.setValue('actionplan_id', '');
    if (soleCoach && !form.getValues('coach_id')) form.setValue('coach_id', soleCoach);
  }, [clientId, soleCoach, isNew, form]);
  const coachName = chooseCoach ? (coachOptions.find((c) => String(c.id) === coachId)?.firstname ?? 'The coach') : viewer.firstname;

  const save = async (body: CreateSessionBody | UpdateSessionBody): Promise<Saved> => {
    const coach = chooseCoach ? Number(coachId) : (session?.coach_id ?? viewer.id);
    const start = body.start ?? session?.localStart ?? '';
    const minutes = body.minutes ?? session?.minutes ?? 60;
    const key = `${coach}|${start}|${minutes}`;
    if (override !== key && coach && start) {
      const answer = await dispatch(checkSession({ coach_id: coach, start, minutes, except: session?.id }));
      const lines = checkSession.fulfilled.match(answer) ? clashLines(answer.payload, coachName) : [];
      if (lines.length > 0) {
        setWarning({ key, lines });
        return null;
      }
    }
    setWarning(null);
    if (isNew) return dispatch(createSession(body as CreateSessionBody)).unwrap();
    let scope: SessionScope = 'this';
    if (session.seriesId) {
      const asked = await askScope('save');
      if (!asked) return null;
      scope = asked;
    }
    return dispatch(updateSession({ id: session.id, body: { ...(body as UpdateSessionBody), scope }, session })).unwrap();
  };
  const submit = submitWith(save, (saved) => {
    if (saved) onDone();
  });

  const saveAnyway = () => {
    if (!warning) return;
    setOverride(warning.key);
  };
  const submitNow = useEffectEvent(() => void submit());
  useEffect(() => {
    if (override) submitNow();
  }, [override]);

  const changeStatus = async (body: SessionStatusBody) => {
    if (!session) return;
    setWorking(true);
    try {
      const changed = await dispatch(setSessionStatus({ id: session.id, body, session })).unwrap();
      if (body.status === 'completed') onCompleted(changed);
      else onDone();
    } catch {
      // The toast said why; the dialog stays as it was.
    } finally {
      setWorking(false);
    }
  };

  const remove = async () => {
    if (!session) return;
    const scope = session.seriesId ? await askScope('delete') : 'this';
    if (!scope) return;
    setWorking(true);
    try {
      await dispatch(deleteSession({ id: session.id, scope })).unwrap();
      onDone();
    } catch {
      setWorking(false);
    }
  };

  const clientName = session ? personName(session.client) : client ? personName(client) : '';
  return (
    <FormDialog
      open
      title={isNew ? 'New session' : `Session with ${clientName}`}
      submitLabel={isNew ? 'Schedule' : 'Save changes'}
      busy={busy || working}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
      dirty={dirty}
    >
      {session && (
        <StatusBar
          session={session}
          busy={busy || working}
          onStatus={(b) => void changeStatus(b)}
          onCancel={() => onCancel(session)}
          onLogTime={() => onCompleted(session)}
          onDelete={() => void remove()}
        />
      )}
      {warning && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={saveAnyway} disabled={busy}>
              Save anyway
            </Button>
          }
        >
          <AlertTitle>Check the time</AlertTitle>
          {warning.lines.map((line) => (
            <Box key={line}>{line}</Box>
          ))}
        </Alert>
      )}
      {isNew ? (
        <FormTextField
          control={control}
          name="client_id"
          select
          label="Client"
          required
          helperText={clients.status === 'failed' ? "Couldn't load the clients." : ' '}
          sx={{ mt: 1 }}
        >
          {clientRows.length === 0 && (
            <MenuItem value="" disabled>
              {clients.status === 'loading' ? 'Loading the clients…' : 'No clients to choose from'}
            </MenuItem>
          )}
          {clientRows.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {personName(c)}
              {c.business_name ? ` · ${c.business_name}` : ''}
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        <Typography sx={{ mt: 1 }}>
          Client: {clientName}
          {session.client.business_name ? ` · ${session.client.business_name}` : ''}
        </Typography>
      )}
      {chooseCoach && (
        <FormTextField
          control={control}
          name="coach_id"
          select
          label="Coach"
          required
          helperText={clientId ? ' ' : 'Choose the client first'}
        >
          {coachOptions.length === 0 && (
            <MenuItem value="" disabled>
              {clientId ? 'This client has no coach' : 'Choose the client first'}
            </MenuItem>
          )}
          {coachOptions.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {personName(c)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <FormTextField
        control={control}
        name="actionplan_id"
        select
        label="Action plan"
        helperText="Optional"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">No plan</MenuItem>
        {(plans.data ?? []).map((p) => (
          <MenuItem key={p.id} value={String(p.id)} sx={{ whiteSpace: 'normal' }}>
            {formatCalendarDate(p.date)} · {p.summary}
          </MenuItem>
        ))}
        {session?.plan && !(plans.data ?? []).some((p) => p.id === session.plan?.id) && (
          <MenuItem value={String(session.plan.id)}>{session.plan.summary}</MenuItem>
        )}
      </FormTextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          control={control}
          name="start"
          label="Starts"
          type="datetime-local"
          required
          helperText="Alberta time"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="minutes"
          label="Minutes"
          type="number"
          required
          slotProps={{ htmlInput: { min: 5, max: 1440, step: 5 } }}
        />
      </Box>
      <FormTextField control={control} name="kind" select label="Kind" required>
        {SESSION_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {SESSION_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="location"
        label="Location or meeting link"
        helperText="The day home's address, a phone number or a video link"
        slotProps={{ htmlInput: { maxLength: LOCATION_MAX } }}
      />
      <FormTextField
        control={control}
        name="agenda"
        label={sharedLabel('Agenda')}
        multiline
        minRows={2}
        helperText="Optional. Markdown works. The client reads it, in the app and in their invitation."
        slotProps={{ htmlInput: { maxLength: AGENDA_MAX } }}
      />
      <PrivateNoteField control={control} name="privateNote" />
      {isNew ? (
        <>
          <FormTextField control={control} name="repeat" select label="Repeat">
            {REPEAT_CHOICES.map((r) => (
              <MenuItem key={r} value={r}>
                {REPEAT_LABELS[r]}
              </MenuItem>
            ))}
          </FormTextField>
          {repeat !== 'none' && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField control={control} name="repeat_ends" select label="Ends">
                <MenuItem value="count">After a number of times</MenuItem>
                <MenuItem value="until">On a date</MenuItem>
              </FormTextField>
              {repeatEnds === 'count' ? (
                <FormTextField control={control} name="repeat_count" label="Times" type="number" helperText={REPEAT_COUNT_HINT} />
              ) : (
                <FormTextField
                  control={control}
                  name="repeat_until"
                  label="Until"
                  type="date"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            </Box>
          )}
        </>
      ) : (
        session.repeat && <Typography variant="body2">Repeats: {describeRepeatRule(session.repeat)}</Typography>
      )}
      {form.formState.errors.root?.message && <Typography color="error">{form.formState.errors.root.message}</Typography>}
    </FormDialog>
  );
}
