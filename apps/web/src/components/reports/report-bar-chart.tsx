import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { durationText } from '../../lib/duration';
import { countText, hoursOf } from '../../lib/report-format';
import { visuallyHiddenSx } from '../visually-hidden';

export interface ChartRow {
  key: string;
  /** On the chart's axis ("Apr 2026"). */
  label: string;
  /** In the table a screen reader reads ("April 2026"); the label when absent. */
  longLabel?: string;
  minutes: number;
  entries: number;
}

interface Props {
  title: string;
  /** The first column of the text alternative: "Month", "Activity", "Region". */
  category: string;
  rows: ChartRow[];
  /** Bars across (long category names: activities, regions) instead of up. */
  horizontal?: boolean;
  /** Room for the category names of a horizontal chart, in pixels. */
  labelWidth?: number;
}

/** What a bar says (its tooltip): the time as every screen writes it. */
const hoursFormatter = (value: number | null) => (value === null ? '' : durationText(value * 60));

/**
 * Hours as a bar chart, with its text alternative: the chart is hidden from
 * screen readers, who read the same numbers as a table (hidden on screen).
 */
export function ReportBarChart({ title, category, rows, horizontal = false, labelWidth = 100 }: Props) {
  const id = useId();
  const dataset = rows.map((r) => ({ label: r.label, hours: hoursOf(r.minutes) }));
  const band = { scaleType: 'band' as const, dataKey: 'label' };
  const value = { label: 'Hours', min: 0 };
  const height = horizontal ? Math.max(200, rows.length * 34 + 70) : 280;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 2, minWidth: 0, breakInside: 'avoid' }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', height }}>
        <BarChart
          dataset={dataset}
          layout={horizontal ? 'horizontal' : 'vertical'}
          xAxis={horizontal ? [value] : [band]}
          yAxis={horizontal ? [{ ...band, width: labelWidth }] : [{ ...value, width: 50 }]}
          series={[{ dataKey: 'hours', label: 'Hours', valueFormatter: hoursFormatter }]}
          height={height}
          hideLegend
          // The numbers are in the table below for the keyboard and screen readers: the chart takes no tab stop.
          disableKeyboardNavigation
          // Drawn at once: a report printed or captured straight away shows its full bars.
          skipAnimation
          margin={{ right: 16 }}
        />
      </Box>
      <Box sx={visuallyHiddenSx}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{category}</th>
              <th scope="col">Hours</th>
              <th scope="col">Entries</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.longLabel ?? r.label}</th>
                <td>{durationText(r.minutes)}</td>
                <td>{countText(r.entries)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}
