import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ActionPlan } from '@tc/contract/coaching';
import type { Region } from '@tc/contract/regions';
import { ROLES } from '@tc/contract/roles';
import type { CoachingSession, SessionScope } from '@tc/contract/sessions';
import type { User } from '@tc/contract/users';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { TAGS, useReadResult, type ReadAction } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import { useCoachOptions } from '../../lib/use-coach-options';
import { usePageMeta } from '../../lib/use-page-meta';
import { CancelSessionDialog } from './cancel-session-dialog';
import { useScopeQuestion } from './scope-question';
import { SessionCalendar, type MoveRequest } from './session-calendar';
import { SessionDialog, type Viewer } from './session-dialog';
import type { SessionDraft } from './session-form';
import { clashLines, personName } from './session-labels';
import { SessionTimeDialog } from './session-time-dialog';
import { albertaNow, nextHour } from './session-time';
import { checkSession, fetchPlans, fetchRegions, fetchSessions, moveSession } from './sessions-thunks';
import { WhoIsFreeDialog } from './who-is-free-dialog';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

const nothing = <T,>(value: T): Promise<ReadAction<T>> => Promise.resolve({ payload: value, meta: { requestStatus: 'fulfilled' } });

type Open =
  | { kind: 'session'; session: CoachingSession | null; draft: SessionDraft | null }
  | { kind: 'cancel'; session: CoachingSession }
  | { kind: 'time'; session: CoachingSession }
  | { kind: 'free' }
  | null;

interface PendingMove extends MoveRequest {
  lines: string[];
}

/**
 * /calendar (coaches and administrators): the sessions of the visible range in Alberta time, scheduled by clicking a
 * slot, opened by clicking one, moved by dragging. A coach sees their own sessions and the dates of their plans; an
 * administrator every coach's, filtered by coach and region (in the address), with "Who is free".
 */
export default function CalendarPage() {
  usePageMeta('Calendar');
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const isAdmin = user?.category_id === ROLES.ADMIN;
  const coachFilter = isAdmin ? Number(params.get('coach')) || null : (user?.id ?? null);
  const regionFilter = isAdmin ? params.get('region') || null : null;
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const { ask, question } = useScopeQuestion();
  const { coaches } = useCoachOptions(isAdmin);

  const key = range ? `${range.from}|${range.to}|${coachFilter ?? ''}|${regionFilter ?? ''}` : 'none';
  const sessions = useReadResult<CoachingSession[]>(key, [TAGS.sessions], () =>
    range ? dispatch(fetchSessions({ ...range, coachId: coachFilter, region: regionFilter })) : nothing([]),
  );
  // While another range loads, the last one stays on screen rather than an empty grid.
  const [shown, setShown] = useState<CoachingSession[]>([]);
  if (sessions.data && sessions.data !== shown) setShown(sessions.data);
  const plans = useReadResult<ActionPlan[]>(`plans-${coachFilter ?? ''}`, [TAGS.plans], () =>
    coachFilter ? dispatch(fetchPlans({ coachId: coachFilter })) : nothing([]),
  );
  const regions = useReadResult<Region[]>(`regions-${isAdmin}`, [], () => (isAdmin ? dispatch(fetchRegions()) : nothing([])));

  if (!user) return null;
  const viewer: Viewer = { id: user.id, firstname: user.firstname, isAdmin };
  const filter = (name: 'coach' | 'region', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const move = async (request: MoveRequest) => {
    const { session, start, minutes } = request;
    const answer = await dispatch(checkSession({ coach_id: session.coach_id, start, minutes, except: session.id }));
    const coachName = session.coach_id === user.id ? user.firstname : session.coach.firstname;
    const lines = checkSession.fulfilled.match(answer) ? clashLines(answer.payload, coachName) : [];
    if (lines.length > 0) setPendingMove({ ...request, lines });
    else await saveMove(request);
  };
  const saveMove = async ({ session, start, minutes, revert }: MoveRequest) => {
    let scope: SessionScope = 'this';
    if (session.seriesId) {
      const asked = await ask('move');
      if (!asked) return revert();
      scope = asked;
    }
    const body = { start, ...(minutes !== session.minutes ? { minutes } : {}), scope };
    const done = await dispatch(moveSession({ id: session.id, body }));
    if (!moveSession.fulfilled.match(done)) revert();
  };

  const close = () => setOpen(null);
  const newSession = () =>
    setOpen({ kind: 'session', session: null, draft: { start: nextHour(albertaNow()), coachId: isAdmin ? coachFilter : null } });

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Calendar
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        {isAdmin
          ? "Every coach's sessions, in Alberta time. Choose a coach or a region to narrow it; find who is free for a visit."
          : 'Your sessions and the dates of your plans, in Alberta time. Click a time to schedule a session; drag one to move it.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Button variant="contained" onClick={newSession}>
          New session
        </Button>
        {isAdmin && (
          <>
            <Button variant="outlined" onClick={() => setOpen({ kind: 'free' })}>
              Who is free
            </Button>
            <TextField
              select
              size="small"
              label="Coach"
              value={coachFilter ? String(coachFilter) : ''}
              onChange={(e) => filter('coach', e.target.value)}
              sx={{ minWidth: 200 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Every coach</MenuItem>
              {coaches.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
              {coachFilter && !coaches.some((c) => c.id === coachFilter) && (
                <MenuItem value={String(coachFilter)}>Coach #{coachFilter}</MenuItem>
              )}
            </TextField>
            <TextField
              select
              size="small"
              label="Region"
              value={regionFilter ?? ''}
              onChange={(e) => filter('region', e.target.value)}
              sx={{ minWidth: 180 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Every region</MenuItem>
              {(regions.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.name}>
                  {r.name}
                </MenuItem>
              ))}
              {regionFilter && !(regions.data ?? []).some((r) => r.name === regionFilter) && (
                <MenuItem value={regionFilter}>{regionFilter}</MenuItem>
              )}
            </TextField>
          </>
        )}
      </Box>
      {sessions.status === 'failed' && sessions.failure && (
        <Box sx={{ mb: 2 }}>
          <LoadFailure failure={sessions.failure} what="the sessions" onRetry={sessions.retry} />
        </Box>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{range && sessions.status === 'loading' && <LinearProgress aria-label="Loading the sessions" />}</Box>
      <SessionCalendar
        sessions={sessions.data ?? shown}
        plans={plans.data ?? []}
        phone={phone}
        withCoach={isAdmin && !coachFilter}
        onRange={(next) => setRange((prev) => (prev && prev.from === next.from && prev.to === next.to ? prev : next))}
        onSlot={(start, minutes) =>
          setOpen({ kind: 'session', session: null, draft: { start, minutes, coachId: isAdmin ? coachFilter : null } })
        }
        onOpen={(session) => setOpen({ kind: 'session', session, draft: null })}
        onOpenPlan={(plan) => void navigate(paths.actionPlans(plan.client_id))}
        onMove={(request) => void move(request)}
      />
      {open?.kind === 'session' && (
        <SessionDialog
          viewer={viewer}
          session={open.session}
          draft={open.draft}
          askScope={ask}
          onClose={close}
          onDone={close}
          onCancel={(session) => setOpen({ kind: 'cancel', session })}
          onCompleted={(session) => setOpen({ kind: 'time', session })}
        />
      )}
      {open?.kind === 'cancel' && <CancelSessionDialog session={open.session} onClose={close} onCancelled={close} />}
      {open?.kind === 'time' && <SessionTimeDialog session={open.session} onClose={close} onSaved={close} />}
      {open?.kind === 'free' && (
        <WhoIsFreeDialog
          start={nextHour(albertaNow())}
          region={regionFilter}
          onClose={close}
          onSchedule={(coach, start, minutes) => setOpen({ kind: 'session', session: null, draft: { start, minutes, coachId: coach.id } })}
        />
      )}
      <ConfirmDialog
        open={pendingMove !== null}
        title="Move it anyway?"
        confirmLabel="Move anyway"
        cancelLabel="Keep it where it was"
        confirmColor="primary"
        onClose={() => {
          pendingMove?.revert();
          setPendingMove(null);
        }}
        onConfirm={async () => {
          const request = pendingMove;
          setPendingMove(null);
          if (request) await saveMove(request);
        }}
      >
        {pendingMove?.lines.map((line) => (
          <Box key={line}>{line}</Box>
        ))}
        {pendingMove && <Box sx={{ mt: 1 }}>Moving the session with {personName(pendingMove.session.client)}.</Box>}
      </ConfirmDialog>
      {question}
    </>
  );
}
