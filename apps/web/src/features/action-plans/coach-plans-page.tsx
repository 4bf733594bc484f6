import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../components/centered-spinner';
import { Refused } from './refused';
import { parseRouteId } from '../../lib/route-id';
import { usePageMeta } from '../../lib/use-page-meta';
import { ActionPlanList } from './action-plan-list';
import { clampPage, pageCount, pageFromSearch } from './action-plans-pagination';
import { ActionPlansPager } from './action-plans-pager';
import { useCoachOptions } from '../../lib/use-coach-options';
import { usePlanList } from './use-plan-list';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

/**
 * A coach's plans across their clients (the API narrows an unfiltered list to
 * the coach's clients); an administrator picks a coach, or sees every plan.
 */
export default function CoachPlansPage() {
  const user = useSelector(selectUser);
  const isAdmin = user?.category_id === ROLES.ADMIN;
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const coachId = isAdmin ? parseRouteId(params.get('coach') ?? undefined) : null;
  const { coaches, loading: coachesLoading } = useCoachOptions(isAdmin);
  const list = usePlanList({ coachId, page });
  const { total, pageSize } = list.pagination;
  const chosen = coaches.find((c) => c.id === coachId);
  usePageMeta(chosen ? `Plans of ${chosen.name}` : 'Coach plans');

  const update = (next: { page?: number; coach?: number | null }) => {
    const coach = next.coach === undefined ? coachId : next.coach;
    const p = next.page ?? 1;
    const query: Record<string, string> = {};
    if (coach) query.coach = String(coach);
    if (p > 1) query.page = String(p);
    setParams(query);
  };

  useEffect(() => {
    if (list.ready && list.plans.length === 0 && total > 0 && page > pageCount(total, pageSize))
      update({ page: clampPage(page, total, pageSize) });
  });

  if (list.failure) return <Refused failure={list.failure} onRetry={list.retry} />;

  const intro = isAdmin
    ? 'Choose a coach to review the plans they wrote, newest first.'
    : user?.category_id === ROLES.COACH
      ? 'The action plans of all the clients you coach, newest first. Open a client to write or change a plan.'
      : 'Your action plans, newest first.';

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {chosen ? `Plans of ${chosen.name}` : 'Coach plans'}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{intro}</Typography>
      {isAdmin && (
        <TextField
          select
          label="Coach"
          value={coachId ?? ''}
          onChange={(event) => update({ coach: event.target.value === '' ? null : Number(event.target.value) })}
          disabled={coachesLoading}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          helperText={coachesLoading ? 'Loading coaches…' : ' '}
          sx={{ minWidth: { xs: '100%', sm: 320 }, mb: 1 }}
        >
          <MenuItem value="">All coaches</MenuItem>
          {coaches.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
          {coachId !== null && !chosen && <MenuItem value={coachId}>Coach #{coachId}</MenuItem>}
        </TextField>
      )}
      {!list.ready ? (
        <CenteredSpinner label="Loading action plans" />
      ) : (
        <>
          <Box sx={{ height: 4, mb: 1 }}>{list.busy && <LinearProgress aria-label="Updating the plans" />}</Box>
          {list.plans.length === 0 ? (
            <Alert severity="info">No action plans to show.</Alert>
          ) : (
            <ActionPlanList plans={list.plans} showClient caption={chosen ? `Plans of ${chosen.name}` : 'Coach plans'} />
          )}
          <ActionPlansPager
            total={total}
            storePage={list.pagination.page}
            pageSize={pageSize}
            shown={list.plans.length}
            onChange={(p) => update({ page: p })}
          />
        </>
      )}
    </Box>
  );
}
