import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Milestone } from '@tc/contract/reports';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { CenteredSpinner } from '../../components/centered-spinner';
import { HoursCharts } from '../../components/reports/hours-charts';
import { NoTimeLogged } from '../../components/reports/no-time-logged';
import { ReportFrame } from '../../components/reports/report-frame';
import { ReportRefused } from '../../components/reports/report-refused';
import { ReportSection } from '../../components/reports/report-section';
import { ReportTotals } from '../../components/reports/report-totals';
import type { DownloadFormat } from '../../lib/download-thunk';
import { fullName } from '../../lib/person-name';
import { countText } from '../../lib/report-format';
import { periodKey, periodQuery } from '../../lib/report-period';
import { parseRouteId } from '../../lib/route-id';
import { useAppDispatch } from '../../lib/store-hooks';
import { useReadResult } from '../../lib/api-thunk';
import { useReportPeriod } from '../../lib/use-report-period';
import { ClientBusinessDetails } from './client-business-details';
import { EntryList, MilestoneList, PlanList } from './client-report-lists';
import { selectClientReport } from './client-report-slice';
import { downloadClientReport, fetchClientReport } from './client-report-thunks';
import { durationText } from '../../lib/duration';

/**
 * Recording and changing milestones, given by app/ (the milestones feature) to those who may write them;
 * their saves invalidate `milestones`, and the report comes again (docs/decisions/011-read-path.md).
 */
export interface MilestoneTools {
  record: (args: { clientId: number; clientName: string }) => ReactNode;
  rowActions: (milestone: Milestone) => ReactNode;
}

interface Props {
  milestoneTools?: MilestoneTools | null;
}

const TITLE = 'Client report';

function ClientReport({ clientId, milestoneTools }: { clientId: number; milestoneTools: MilestoneTools | null }) {
  const dispatch = useAppDispatch();
  const { choice, problem, currentYear, setChoice } = useReportPeriod();
  const period = periodQuery(choice);
  const args = { clientId, period };
  const loaded = useReadResult(`${clientId}|${periodKey(choice)}`, fetchClientReport.provides(args), () =>
    dispatch(fetchClientReport(args)),
  );
  const report = useSelector(selectClientReport);

  if (loaded.status === 'failed' && loaded.failure)
    return <ReportRefused title={TITLE} failure={loaded.failure} what="this client's report" onRetry={loaded.retry} />;

  const client = report.user_details?.id === clientId ? report.user_details : null;
  const sums = client ? report.sums : null;
  const name = client ? fullName(client) : '';
  const download = (format: DownloadFormat) => dispatch(downloadClientReport({ client_id: clientId, ...period, format }));

  return (
    <ReportFrame
      title={TITLE}
      subtitle={
        client && (
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {client.business_name && `${client.business_name} · `}
            <Link component={RouterLink} to={paths.clientProfile(clientId)} aria-label={`${name}, client profile`}>
              {name}
            </Link>
          </Typography>
        )
      }
      choice={choice}
      currentYear={currentYear}
      onPeriodChange={setChoice}
      periodProblem={problem}
      answered={loaded.status === 'ready' ? sums?.period : null}
      onDownload={download}
      updating={loaded.status === 'loading' && sums !== null}
      idle={sums === null}
    >
      {!client || !sums ? (
        <CenteredSpinner label="Loading the report" />
      ) : (
        <>
          <ClientBusinessDetails client={client} />
          <ReportTotals
            items={[
              { label: 'Hours', value: durationText(sums.totals.minutes), detail: 'of coaching' },
              { label: 'Entries', value: countText(sums.totals.entries), detail: 'in the time diary' },
              { label: 'Plans', value: countText(sums.totals.plans), detail: 'action plans' },
              { label: 'Milestones', value: countText(report.milestones.length), detail: 'recorded' },
            ]}
          />
          {sums.totals.entries === 0 ? <NoTimeLogged /> : <HoursCharts byMonth={sums.by_month} byActivity={sums.by_activity} />}
          <ReportSection title="Milestones" testId="milestones" action={milestoneTools?.record({ clientId, clientName: name })}>
            <MilestoneList milestones={report.milestones} actions={milestoneTools ? (m) => milestoneTools.rowActions(m) : undefined} />
          </ReportSection>
          <ReportSection title="Action plans">
            <PlanList plans={report.action_plans} />
          </ReportSection>
          <ReportSection title="Time diary">
            <EntryList entries={report.action_journals} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}

/** /client-report/:client_id: one client's report for a period (the client, their coaches, administrators; the server decides). */
export default function ClientReportScreen({ milestoneTools = null }: Props) {
  const clientId = parseRouteId(useParams().client_id);
  if (clientId === null)
    return <ReportRefused title={TITLE} failure={{ status: 404, message: '', issues: [] }} what="this client's report" />;
  return <ClientReport key={clientId} clientId={clientId} milestoneTools={milestoneTools} />;
}
