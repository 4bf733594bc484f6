import { ClientRecordsHeading } from '../../components/client-records-heading';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { parseRouteId } from '../../lib/route-id';
import { clientDisplayName, useClientRef } from '../../lib/use-client-ref';
import { usePageMeta } from '../../lib/use-page-meta';
import type { ActionJournal } from '@tc/contract/coaching';
import { NO_FILTERS, type JournalFilters } from './action-journals-types';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { DeletedEntries } from './deleted-entries';
import { JournalEntryDialog } from './journal-entry-dialog';
import { mayMoveEntry } from './journal-entry-form';
import { personName } from './journal-format';
import { TimeDiaryEntries } from './time-diary-entries';
import { TimeDiaryFilters, type CoachChoice } from './time-diary-filters';
import { TimeDiaryPager } from './time-diary-pager';
import { TimeDiaryTotals } from './time-diary-totals';
import { useTimeDiary } from './action-journals-slice';
import { exportJournalCsv } from './action-journals-thunks';
import { CsvExportButton } from '../../components/csv-export-button';
import { useAppDispatch } from '../../lib/store-hooks';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

type Editing = { entry: ActionJournal | null } | null;

function ClientDiary({ clientId }: { clientId: number }) {
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  const canWrite = user !== null && user.category_id !== ROLES.CLIENT;
  const isAdmin = user?.category_id === ROLES.ADMIN;
  const [showDeleted, setShowDeleted] = useState(false);
  const [filters, setFilters] = useState<JournalFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const diary = useTimeDiary(clientId, filters, page);
  const client = useClientRef(clientId, diary.plans[0]?.client, diary.ready && diary.plans.length === 0);
  const name = clientDisplayName(client);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ActionJournal | null>(null);
  usePageMeta(name ? `Time diary of ${name}` : 'Time diary');

  // Coaches to filter by: those of the client's plans and of the entries in view.
  const coaches = useMemo(() => {
    const found = new Map<number, CoachChoice>();
    for (const plan of diary.plans) if (plan.coach?.id) found.set(plan.coach.id, { id: plan.coach.id, name: personName(plan.coach) });
    for (const entry of diary.entries) found.set(entry.coach_id, { id: entry.coach_id, name: personName(entry.coach) });
    return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [diary.plans, diary.entries]);
  const livePlanIds = useMemo(
    () => (diary.plansReady && !diary.plansFailure ? new Set(diary.plans.map((p) => p.id)) : null),
    [diary.plansReady, diary.plansFailure, diary.plans],
  );

  // A page past the end (its last entry deleted) moves back a page, adjusted while rendering (no effect needed).
  if (diary.ready && diary.entries.length === 0 && page > 1) {
    setPage(Math.max(1, Math.min(page - 1, Math.ceil(diary.pagination.total / diary.pagination.pageSize))));
  }

  const changeFilters = (next: JournalFilters) => {
    setFilters(next);
    setPage(1);
  };
  const heading = (
    <ClientRecordsHeading title="Time diary" name={name} businessName={client?.business_name} profileHref={paths.clientProfile(clientId)} />
  );

  if (diary.failure) {
    return (
      <>
        {heading}
        <Box sx={{ mt: 2 }}>
          <LoadFailure failure={diary.failure} what="this time diary" onRetry={diary.retry} />
        </Box>
      </>
    );
  }

  const noPlans = diary.ready && diary.plans.length === 0 && !diary.plansFailure;
  return (
    <Box>
      {/* Actions sit under the title, clear of the toasts at the top right. */}
      <Stack spacing={2} sx={{ alignItems: 'flex-start', mb: 3 }}>
        {heading}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={RouterLink} to={paths.actionPlans(clientId)} variant="outlined" startIcon={<AssignmentIcon />}>
            Action plans
          </Button>
          {canWrite && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ entry: null })}
              disabled={!diary.plansReady || Boolean(diary.plansFailure)}
            >
              Log time
            </Button>
          )}
        </Stack>
        {isAdmin && (
          <FormControlLabel
            control={<Switch checked={showDeleted} onChange={(e) => setShowDeleted(e.target.checked)} />}
            label="Show deleted entries"
          />
        )}
      </Stack>

      {!canWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your coach logs the time spent with you here.
        </Alert>
      )}
      {canWrite && noPlans && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This client has no action plan yet: time logged now has no plan (an intake call, paperwork).{' '}
          <Link component={RouterLink} to={paths.actionPlans(clientId)}>
            Write the first plan
          </Link>
          .
        </Alert>
      )}
      {diary.plansFailure && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The client&apos;s plans could not be loaded, so time cannot be logged just now. {diary.plansFailure.message}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Box sx={{ gridColumn: { lg: 2 }, gridRow: { lg: 1 }, position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <TimeDiaryTotals summary={diary.summary} failed={Boolean(diary.summaryFailure)} filters={filters} />
        </Box>
        <Box component="section" aria-labelledby="diary-entries" sx={{ minWidth: 0, gridColumn: { lg: 1 }, gridRow: { lg: 1 } }}>
          <Typography variant="h6" component="h2" id="diary-entries" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
            Entries
          </Typography>
          <TimeDiaryFilters filters={filters} plans={diary.plans} coaches={coaches} onChange={changeFilters} />
          {/* Staff export the entries these filters match, every page; the count is the list's total. */}
          {canWrite && (
            <Box sx={{ mt: 2 }}>
              <CsvExportButton
                rows={diary.ready ? diary.pagination.total : null}
                onExport={() => dispatch(exportJournalCsv({ clientId, filters }))}
              />
            </Box>
          )}
          <Box sx={{ height: 4, my: 2 }}>{diary.ready && diary.busy && <LinearProgress aria-label="Updating the diary" />}</Box>
          {!diary.ready ? (
            <CenteredSpinner label="Loading the time diary" />
          ) : diary.entries.length === 0 ? (
            <Alert severity="info">No time logged{Object.values(filters).every((v) => v === null) ? ' yet' : ' for these filters'}.</Alert>
          ) : (
            <>
              <TimeDiaryEntries
                entries={diary.entries}
                actions={canWrite ? { onEdit: (entry) => setEditing({ entry }), onDelete: setDeleting } : null}
              />
              <TimeDiaryPager
                total={diary.pagination.total}
                page={page}
                pageSize={diary.pagination.pageSize}
                shown={diary.entries.length}
                onChange={setPage}
              />
            </>
          )}
          {isAdmin && showDeleted && <DeletedEntries clientId={clientId} livePlanIds={livePlanIds} />}
        </Box>
      </Box>

      {editing && (
        <JournalEntryDialog
          clientId={clientId}
          chooseCoach={user?.category_id === ROLES.ADMIN}
          planLocked={!mayMoveEntry(user, editing.entry)}
          entry={editing.entry}
          plans={diary.plans}
          defaultPlanId={typeof filters.actionplanId === 'number' ? filters.actionplanId : null}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </Box>
  );
}

export default function TimeDiaryPage() {
  const clientId = parseRouteId(useParams().id);
  if (clientId === null) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Time diary
        </Typography>
        <LoadFailure failure={{ status: 404, message: '', issues: [] }} what="this time diary" />
      </>
    );
  }
  return <ClientDiary key={clientId} clientId={clientId} />;
}
