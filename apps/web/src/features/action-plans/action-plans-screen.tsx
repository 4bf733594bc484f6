import { ClientRecordsHeading } from '../../components/client-records-heading';
import AddIcon from '@mui/icons-material/Add';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { CenteredSpinner } from '../../components/centered-spinner';
import { Refused } from './refused';
import { parseRouteId } from '../../lib/route-id';
import { clientDisplayName, useClientRef } from '../../lib/use-client-ref';
import { usePageMeta } from '../../lib/use-page-meta';
import { ActionPlanFormDialog } from './action-plan-form-dialog';
import { ActionPlanList } from './action-plan-list';
import { clampPage, pageCount, pageFromSearch } from './action-plans-pagination';
import { ActionPlansPager } from './action-plans-pager';
import type { ActionPlan } from '@tc/contract/coaching';
import { DeletePlanDialog } from './delete-plan-dialog';
import { DeletedPlans } from './deleted-plans';
import { usePlanList } from './use-plan-list';
import { PlanStatusFilter, statusFromSearch } from './plan-status-filter';
import { PlanStepsDialog } from './plan-steps-dialog';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

type Editing = { plan: ActionPlan | null } | null;

/** More buttons beside "New action plan" for those who write plans, given by app/ (Record milestone). */
export type ExtraPlanActions = (clientId: number, clientName: string | null) => ReactNode;

function ClientPlans({ clientId, extraActions }: { clientId: number; extraActions?: ExtraPlanActions }) {
  const user = useSelector(selectUser);
  const canWrite = user !== null && user.category_id !== ROLES.CLIENT;
  const isAdmin = user?.category_id === ROLES.ADMIN;
  const [showDeleted, setShowDeleted] = useState(false);
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const status = statusFromSearch(params.get('status'));
  const list = usePlanList({ clientId, page, status });
  const client = useClientRef(clientId, list.plans[0]?.client, list.ready && list.plans.length === 0);
  const name = clientDisplayName(client);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ActionPlan | null>(null);
  const [stepsOf, setStepsOf] = useState<ActionPlan | null>(null);
  usePageMeta(name ? `Action plans of ${name}` : 'Action plans');

  const goTo = (next: number, show = status) =>
    setParams({ ...(next > 1 ? { page: String(next) } : {}), ...(show ? { status: show } : {}) });
  const { total, pageSize } = list.pagination;

  // A page past the end (the last plan of it deleted, or an old link) moves back to the last page.
  useEffect(() => {
    if (list.ready && list.plans.length === 0 && total > 0 && page > pageCount(total, pageSize)) goTo(clampPage(page, total, pageSize));
  });

  if (list.failure) return <Refused failure={list.failure} onRetry={list.retry} />;

  return (
    <Box>
      {/* Actions sit under the title, clear of the toasts at the top right. */}
      <Stack spacing={2} sx={{ alignItems: 'flex-start', mb: 3 }}>
        <ClientRecordsHeading
          title="Action plans"
          name={name}
          businessName={client?.business_name}
          profileHref={paths.clientProfile(clientId)}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={RouterLink} to={paths.timeDiary(clientId)} variant="outlined" startIcon={<ScheduleIcon />}>
            Time diary
          </Button>
          <Button component={RouterLink} to={paths.clientReport(clientId)} variant="outlined" startIcon={<AssessmentIcon />}>
            Report
          </Button>
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ plan: null })}>
              New action plan
            </Button>
          )}
          {canWrite && extraActions?.(clientId, name || null)}
        </Stack>
        <PlanStatusFilter value={status} onChange={(show) => goTo(1, show)} />
        {isAdmin && (
          <FormControlLabel
            control={<Switch checked={showDeleted} onChange={(e) => setShowDeleted(e.target.checked)} />}
            label="Show deleted plans"
          />
        )}
      </Stack>

      {!canWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your coach writes and updates these plans with you. Ask your coach about any change.
        </Alert>
      )}

      {!list.ready ? (
        <CenteredSpinner label="Loading action plans" />
      ) : (
        <>
          <Box sx={{ height: 4, mb: 1 }}>{list.busy && <LinearProgress aria-label="Updating the plans" />}</Box>
          {list.plans.length === 0 ? (
            <Alert severity="info">
              {status ? `No ${status} action plans.` : 'No action plans yet.'}
              {canWrite && !status && ' Choose “New action plan” to write the first one.'}
            </Alert>
          ) : (
            <ActionPlanList
              plans={list.plans}
              caption={name ? `Action plans of ${name}` : 'Action plans'}
              actions={canWrite ? { onEdit: (plan) => setEditing({ plan }), onDelete: setDeleting } : null}
              onOpenSteps={setStepsOf}
            />
          )}
          <ActionPlansPager total={total} storePage={list.pagination.page} pageSize={pageSize} shown={list.plans.length} onChange={goTo} />
        </>
      )}
      {isAdmin && showDeleted && <DeletedPlans clientId={clientId} />}

      {editing && (
        <ActionPlanFormDialog
          clientId={clientId}
          chooseCoach={user?.category_id === ROLES.ADMIN}
          plan={editing.plan}
          onClose={() => setEditing(null)}
          onSaved={() => {
            const created = editing.plan === null;
            setEditing(null);
            if (created && page !== 1) goTo(1); // newest first: a new plan is on page 1
          }}
        />
      )}
      {stepsOf && <PlanStepsDialog plan={stepsOf} canWrite={canWrite} onClose={() => setStepsOf(null)} />}
      <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </Box>
  );
}

export default function ActionPlansScreen({ extraActions }: { extraActions?: ExtraPlanActions }) {
  const clientId = parseRouteId(useParams().clientId);
  if (clientId === null) return <Refused failure={{ status: 404, message: '', issues: [] }} />;
  return <ClientPlans key={clientId} clientId={clientId} extraActions={extraActions} />;
}
