import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ActionJournalExportQuery } from '@tc/contract/coaching';
import { CsvExportButton } from '../../components/csv-export-button';
import { ReportSection } from '../../components/reports/report-section';
import { dateInWords } from '../../lib/report-period';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLoaded } from '../../lib/use-loaded';
import { countDiaryEntries, exportDiary } from './client-report-thunks';

interface Props {
  /** The period the report answered for. */
  period: { start_date: string; end_date: string };
  /** The coach chosen in the report's filters, if any: their id, and their name once the coaches are loaded. */
  coach: { id: number; name?: string } | null;
  /** A region is chosen: the file still holds every region's entries, and says so. */
  regionChosen: boolean;
}

/**
 * The centre's time diary for the report's period (and coach), every entry as one CSV file, with how
 * many rows it holds beside the button (the diary list's own total for the same filters). The server
 * streams it with no cap, so a whole year of a large centre downloads whole.
 */
export function DiaryExport({ period, coach, regionChosen }: Props) {
  const dispatch = useAppDispatch();
  const query: ActionJournalExportQuery = { from: period.start_date, to: period.end_date, coach_id: coach ? String(coach.id) : undefined };
  const count = useLoaded(() => dispatch(countDiaryEntries(query)), `${query.from}|${query.to}|${query.coach_id ?? ''}`);
  const rows = count.status === 'ready' && count.data !== undefined ? count.data : null;
  const when =
    period.start_date === period.end_date
      ? `on ${dateInWords(period.start_date)}`
      : `from ${dateInWords(period.start_date)} to ${dateInWords(period.end_date)}`;
  return (
    <ReportSection title="Time diary" testId="diary-export">
      <Typography sx={{ mb: 1.5, maxWidth: '70ch' }}>
        Every time diary entry {when}
        {coach ? ` logged by ${coach.name ?? 'the chosen coach'}` : ''}
        {regionChosen ? ', in every region' : ''}, as one file: the date, client, business, plan, coach, activity, minutes and notes of
        each.
      </Typography>
      {count.status === 'failed' ? (
        <Typography color="error">
          The entries could not be counted, so the diary cannot be exported just now.{' '}
          <Button size="small" onClick={count.retry}>
            Try again
          </Button>
        </Typography>
      ) : (
        <CsvExportButton rows={rows} onExport={() => dispatch(exportDiary(query))} />
      )}
    </ReportSection>
  );
}
