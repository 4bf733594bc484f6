import Typography from '@mui/material/Typography';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@tc/contract/applications';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusQueue, useStatusQueue } from '../../components/status-queue';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { useReadResult } from '../../lib/api-thunk';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { ApplicationList } from './application-list';
import { fetchApplication, fetchApplications } from './applications-thunks';

const PAGE_SIZE = 20;
type StatusFilter = ApplicationStatus | 'all';

const STATUSES = [
  ...APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
  { value: 'all' as const, label: 'All' },
];
const EMPTY: Record<StatusFilter, string> = {
  new: 'No new applications are waiting.',
  contacted: 'No application is waiting for a decision.',
  enrolled: 'No one has been enrolled from an application yet.',
  declined: 'No application has been declined.',
  all: 'No one has applied yet.',
};

/** /applications: the administrators' queue of applications for coaching (docs/architecture.md#applications-and-accounts). */
export default function ApplicationsPage() {
  const dispatch = useAppDispatch();
  usePageMeta('Applications');
  const filters = useStatusQueue<ApplicationStatus>('new', PAGE_SIZE);
  const [open, setOpen] = useState<Application | null>(null);
  // `?open=12`: the link from a client's intake opens that application (docs/decisions/028-hand-offs.md).
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('open'));
  useEffect(() => {
    if (!Number.isInteger(linked) || linked <= 0) return;
    void dispatch(fetchApplication(linked)).then((result) => {
      if (fetchApplication.fulfilled.match(result)) setOpen(result.payload);
    });
  }, [dispatch, linked]);
  function close() {
    setOpen(null);
    if (params.has('open')) {
      const next = new URLSearchParams(params);
      next.delete('open');
      setParams(next, { replace: true });
    }
  }
  const { query } = filters;
  // A change to an application invalidates the queue, which comes again (docs/decisions/011-read-path.md).
  const loaded = useReadResult(filters.key, fetchApplications.provides(query), () => dispatch(fetchApplications(query)));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Applications
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        People who applied for coaching on the website, and people who registered an account themselves (marked “Registered an account”):
        each was told someone will be in touch. Mark an application contacted once you have spoken to the applicant, then enrol them (which
        creates their client account, or makes a registered account a client, and can give them a coach) or decline it.
      </Typography>
      <StatusQueue
        filters={filters}
        statuses={STATUSES}
        search={{ label: 'Search applications', hint: 'Name, email, phone, business, city or region' }}
        loaded={loaded}
        what="the applications"
        loadingLabel="Loading applications"
        noMatch="No application matches your search."
        empty={EMPTY}
        count={(total) => (total === 1 ? '1 application' : `${total} applications`)}
        pagesLabel="Pages of applications"
      >
        {(rows) => <ApplicationList rows={rows} onOpen={setOpen} />}
      </StatusQueue>
      <ApplicationDetailDialog application={open} onClose={close} onChanged={setOpen} />
    </>
  );
}
