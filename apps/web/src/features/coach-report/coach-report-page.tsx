import Typography from '@mui/material/Typography';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router';
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
import { periodKey, periodQuery, periodSearchOf } from '../../lib/report-period';
import { parseRouteId } from '../../lib/route-id';
import { useAppDispatch } from '../../lib/store-hooks';
import { useCoachOptions } from '../../lib/use-coach-options';
import { useLoaded } from '../../lib/use-loaded';
import { useReportPeriod } from '../../lib/use-report-period';
import { ChooseCoach } from './choose-coach';
import { coachClientRows } from './coach-clients';
import { CoachClientsTable } from './coach-clients-table';
import { CoachPicker } from './coach-picker';
import { downloadCoachReport, fetchCoachReport, selectCoachReport } from './coach-report-slice';
import { durationText } from '../../lib/duration';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;
const TITLE = 'Coach report';

function CoachReport({ coachId, chooser }: { coachId: number; chooser: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { choice, problem, currentYear, setChoice } = useReportPeriod();
  const period = periodQuery(choice);
  const loaded = useLoaded(() => dispatch(fetchCoachReport({ coachId, period })), `${coachId}|${periodKey(choice)}`);
  const report = useSelector(selectCoachReport);
  const { coaches, loading: coachesLoading } = useCoachOptions(chooser);

  if (loaded.status === 'failed' && loaded.failure)
    return <ReportRefused title={TITLE} failure={loaded.failure} what="this coach's report" onRetry={loaded.retry} />;

  const coach = report.coach?.id === coachId ? report.coach : null;
  const sums = coach ? report.sums : null;
  const download = (format: DownloadFormat) => dispatch(downloadCoachReport({ coach_id: coachId, ...period, format }));
  const periodSearch = periodSearchOf(new URLSearchParams(search));

  return (
    <ReportFrame
      title={TITLE}
      subtitle={
        coach && (
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {fullName(coach)}
            {coach.region ? ` · ${coach.region}` : ''}
          </Typography>
        )
      }
      choice={choice}
      currentYear={currentYear}
      onPeriodChange={setChoice}
      periodProblem={problem}
      answered={loaded.status === 'ready' ? sums?.period : null}
      filters={
        chooser && (
          <CoachPicker
            coachId={coachId}
            coaches={coaches}
            loading={coachesLoading}
            onChoose={(id) => void navigate(`${paths.coachReport(id)}${search}`)}
          />
        )
      }
      onDownload={download}
      updating={loaded.status === 'loading' && sums !== null}
      idle={sums === null}
    >
      {!coach || !sums ? (
        <CenteredSpinner label="Loading the report" />
      ) : (
        <>
          <ReportTotals
            items={[
              { label: 'Hours', value: durationText(sums.totals.minutes), detail: 'of coaching' },
              { label: 'Entries', value: countText(sums.totals.entries), detail: 'in time diaries' },
              { label: 'Plans', value: countText(sums.totals.plans), detail: 'action plans' },
              {
                label: 'Clients',
                value: countText(sums.totals.clients),
                detail: `with activity, of ${countText(report.users.length)} assigned`,
              },
            ]}
          />
          {sums.totals.entries === 0 ? <NoTimeLogged /> : <HoursCharts byMonth={sums.by_month} byActivity={sums.by_activity} />}
          <ReportSection title="Clients">
            {(() => {
              const rows = coachClientRows(report.users, report.action_plans, report.action_journals);
              return rows.length === 0 ? (
                <Typography>No clients are assigned to this coach.</Typography>
              ) : (
                <CoachClientsTable rows={rows} periodSearch={periodSearch} openAny={chooser} />
              );
            })()}
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}

/**
 * /report-coach is the signed-in coach's own report (an administrator chooses a
 * coach); /report-coach/:coach_id one coach's, which the server allows to that
 * coach and to administrators.
 */
export default function CoachReportPage() {
  const user = useSelector(selectUser);
  const param = useParams().coach_id;
  const admin = user?.category_id === ROLES.ADMIN;
  if (param !== undefined) {
    const coachId = parseRouteId(param);
    if (coachId === null)
      return <ReportRefused title={TITLE} failure={{ status: 404, message: '', issues: [] }} what="this coach's report" />;
    return <CoachReport key={coachId} coachId={coachId} chooser={admin} />;
  }
  if (user?.category_id === ROLES.COACH) return <CoachReport key={user.id} coachId={user.id} chooser={false} />;
  if (admin) return <ChooseCoach />;
  return <ReportRefused title={TITLE} failure={{ status: 403, message: '', issues: [] }} what="coach reports" />;
}
