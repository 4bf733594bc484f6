import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { AllClientsReportQuery } from '@tc/contract/reports';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { CenteredSpinner } from '../../components/centered-spinner';
import { HoursCharts } from '../../components/reports/hours-charts';
import { NoTimeLogged } from '../../components/reports/no-time-logged';
import { ReportFrame } from '../../components/reports/report-frame';
import { ReportRefused } from '../../components/reports/report-refused';
import { ReportSection } from '../../components/reports/report-section';
import type { SortDirection } from '../../components/reports/report-table';
import { ReportTotals } from '../../components/reports/report-totals';
import type { DownloadFormat } from '../../lib/download-thunk';
import { countText } from '../../lib/report-format';
import { periodKey, periodQuery, periodSearchOf } from '../../lib/report-period';
import { parseRouteId } from '../../lib/route-id';
import { useAppDispatch } from '../../lib/store-hooks';
import type { CoachOption } from '../../lib/use-coach-options';
import { useLoaded } from '../../lib/use-loaded';
import { useReportPeriod } from '../../lib/use-report-period';
import { AllClientsFilters } from './all-clients-filters';
import { selectClientReport } from './client-report-slice';
import { downloadAllClientsReport, downloadRegionsReport, fetchAllClientsReport, fetchRegionsReport } from './client-report-thunks';
import { ClientsTable } from './clients-table';
import { DiaryExport } from './diary-export';
import { clientSortFromSearch, isClientSortKey, nextClientSort } from './clients-sort';
import { RegionsView } from './regions-view';
import { durationText } from '../../lib/duration';

interface Props {
  /** The region names to filter by and the coaches to filter by, from app/ (regions and coaches). */
  regionNames: readonly string[];
  coaches: readonly CoachOption[];
}

type View = 'clients' | 'regions';
const TITLE = 'Report: all clients';

/** /report: every active client's plans, diary time and milestones for a period, by client or by region (administrators). */
export default function AllClientsReportScreen({ regionNames, coaches }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const { choice, problem, currentYear, setChoice, params, setParams } = useReportPeriod();
  const view: View = params.get('view') === 'regions' ? 'regions' : 'clients';
  const region = params.get('region')?.trim() ?? '';
  const coachId = parseRouteId(params.get('coach_id') ?? undefined);
  const sort = clientSortFromSearch(params);
  const query: AllClientsReportQuery = {
    ...periodQuery(choice),
    region: region || undefined,
    coach_id: coachId === null ? undefined : String(coachId),
  };
  const key = `${view}|${periodKey(choice)}|${region}|${coachId ?? ''}`;
  const loaded = useLoaded<unknown>(
    () => (view === 'regions' ? dispatch(fetchRegionsReport(query)) : dispatch(fetchAllClientsReport(query))),
    key,
  );
  const { allClients, regions } = useSelector(selectClientReport);
  const shown = view === 'regions' ? regions : allClients;

  /** One parameter changed in the address (empty removes it), the rest kept. */
  const setParam = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const onSort = (column: string, direction?: SortDirection) => {
    if (!isClientSortKey(column)) return;
    const next = nextClientSort(sort, column, direction);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('sort', next.by);
      updated.set('order', next.direction);
      return updated;
    });
  };

  if (loaded.status === 'failed' && loaded.failure)
    return <ReportRefused title={TITLE} failure={loaded.failure} what="the all-clients report" onRetry={loaded.retry} />;

  const download = (format: DownloadFormat) =>
    view === 'regions' ? dispatch(downloadRegionsReport({ ...query, format })) : dispatch(downloadAllClientsReport({ ...query, format }));
  const periodSearch = periodSearchOf(params);

  return (
    <ReportFrame
      title={TITLE}
      choice={choice}
      currentYear={currentYear}
      onPeriodChange={setChoice}
      periodProblem={problem}
      answered={loaded.status === 'ready' ? shown?.period : null}
      filters={
        <AllClientsFilters
          region={region}
          coachId={coachId === null ? '' : String(coachId)}
          regionNames={regionNames}
          coaches={coaches}
          onRegion={(value) => setParam('region', value)}
          onCoach={(value) => setParam('coach_id', value)}
        />
      }
      onDownload={download}
      updating={loaded.status === 'loading' && shown !== null}
      idle={shown === null}
    >
      <Tabs
        value={view}
        onChange={(_, next: View) => setParam('view', next === 'regions' ? 'regions' : '')}
        aria-label="Report views"
        className="no-print"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="clients" label="By client" id={`${id}-tab-clients`} aria-controls={`${id}-panel`} />
        <Tab value="regions" label="By region" id={`${id}-tab-regions`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${view}`}>
        {view === 'regions' ? (
          regions ? (
            <RegionsView report={regions} />
          ) : (
            <CenteredSpinner label="Loading the report" />
          )
        ) : allClients ? (
          <>
            <ReportTotals
              items={[
                { label: 'Hours', value: durationText(allClients.totals.minutes), detail: 'of coaching' },
                { label: 'Entries', value: countText(allClients.totals.entries), detail: 'in time diaries' },
                { label: 'Plans', value: countText(allClients.totals.plans), detail: 'action plans' },
                { label: 'Clients', value: countText(allClients.totals.clients), detail: 'with activity' },
                { label: 'Milestones', value: countText(allClients.clients.reduce((n, c) => n + c.milestones, 0)), detail: 'recorded' },
              ]}
            />
            {allClients.totals.entries === 0 ? (
              <NoTimeLogged />
            ) : (
              <HoursCharts byMonth={allClients.by_month} byActivity={allClients.by_activity} />
            )}
            {allClients.clients.length > 0 && (
              <ReportSection title="Clients">
                <ClientsTable rows={allClients.clients} sort={sort} onSort={onSort} periodSearch={periodSearch} />
              </ReportSection>
            )}
            <DiaryExport
              period={allClients.period}
              coach={coachId === null ? null : { id: coachId, name: coaches.find((c) => c.id === coachId)?.name }}
              regionChosen={region !== ''}
            />
          </>
        ) : (
          <CenteredSpinner label="Loading the report" />
        )}
      </Box>
    </ReportFrame>
  );
}
