import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReportPeriod } from '@tc/contract/reports';
import type { ReactNode } from 'react';
import type { DownloadFormat } from '../../lib/download-thunk';
import { fiscalYearRange } from '../../lib/fiscal-year';
import { periodInWords, periodKey, type PeriodChoice } from '../../lib/report-period';
import { usePageMeta } from '../../lib/use-page-meta';
import { PeriodPicker } from './period-picker';
import { ReportDownloads } from './report-downloads';

interface Props {
  title: string;
  /** Whose report (a name, a business), under the title. */
  subtitle?: ReactNode;
  choice: PeriodChoice;
  currentYear: number;
  onPeriodChange: (choice: PeriodChoice) => void;
  /** Why the address's period was set aside, if it was. */
  periodProblem?: string | null;
  /** The period the answer on screen covers (else the one asked for is described). */
  answered?: ReportPeriod | null;
  /** More filters beside the period (region, coach). */
  filters?: ReactNode;
  onDownload: (format: DownloadFormat) => Promise<unknown>;
  /** A newer answer is on its way: the report on screen stays, with a bar. */
  updating?: boolean;
  /** No report to download or print yet. */
  idle?: boolean;
  children: ReactNode;
}

function askedPeriod(choice: PeriodChoice) {
  return choice.kind === 'year' ? { ...fiscalYearRange(choice.year), fiscal_year: choice.year } : { ...choice, fiscal_year: null };
}

/**
 * What every report screen shares: its heading, the period in words, the period
 * picker with any other filters and the CSV, PDF and Print buttons (none of
 * which print), then the report itself.
 */
export function ReportFrame(props: Props) {
  const { title, subtitle, choice, currentYear, onPeriodChange, periodProblem, answered, filters, onDownload, updating, idle, children } =
    props;
  usePageMeta(title);
  return (
    <Box>
      <Box sx={{ mb: 2, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle}
        <Typography sx={{ mt: 1, fontWeight: 500 }} data-testid="report-period">
          {periodInWords(answered ?? askedPeriod(choice))}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        className="no-print"
        sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', minWidth: 0 }}>
          <PeriodPicker key={periodKey(choice)} choice={choice} currentYear={currentYear} onChange={onPeriodChange} />
          {filters}
        </Box>
        <ReportDownloads onDownload={onDownload} disabled={idle} />
      </Paper>
      {periodProblem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {periodProblem}
        </Alert>
      )}
      <Box sx={{ height: 4, mb: 1 }} className="no-print">
        {updating && <LinearProgress aria-label="Updating the report" />}
      </Box>
      {children}
    </Box>
  );
}
