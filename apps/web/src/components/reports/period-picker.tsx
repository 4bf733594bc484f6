import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid } from 'date-fns';
import { enCA } from 'date-fns/locale/en-CA';
import { useId, useState, type FormEvent } from 'react';
import { fiscalYearLabel, fiscalYearOptions, fiscalYearRange } from '../../lib/fiscal-year';
import { rangeProblem, type PeriodChoice } from '../../lib/report-period';

interface Props {
  choice: PeriodChoice;
  currentYear: number;
  onChange: (choice: PeriodChoice) => void;
}

const toDate = (iso: string): Date => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const toIso = (date: Date | null): string | null => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : null);

/**
 * The period of a report: an Alberta fiscal year (April to March), or a date range
 * applied as one (so the report is asked for once, with both dates). Give it a
 * `key` that changes with the period so that its drafts follow the address.
 */
export function PeriodPicker({ choice, currentYear, onChange }: Props) {
  const id = useId();
  const [mode, setMode] = useState<PeriodChoice['kind']>(choice.kind);
  const initial = choice.kind === 'range' ? choice : fiscalYearRange(choice.year);
  const [start, setStart] = useState<string | null>(initial.start_date);
  const [end, setEnd] = useState<string | null>(initial.end_date);
  const [problem, setProblem] = useState<string | null>(null);
  const yearValue = choice.kind === 'year' ? choice.year : currentYear;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(start, end);
    setProblem(found);
    if (!found && start && end) onChange({ kind: 'range', start_date: start, end_date: end });
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box component="span" id={`${id}-label`} sx={{ fontWeight: 600 }}>
        Period
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        onChange={(_, next: PeriodChoice['kind'] | null) => {
          if (!next) return;
          setMode(next);
          setProblem(null);
          if (next === 'year' && choice.kind === 'range') onChange({ kind: 'year', year: currentYear });
        }}
        aria-label="Choose the period by"
      >
        <ToggleButton value="year">Fiscal year</ToggleButton>
        <ToggleButton value="range">Date range</ToggleButton>
      </ToggleButtonGroup>

      {mode === 'year' ? (
        <TextField
          select
          size="small"
          label="Fiscal year"
          value={yearValue}
          onChange={(event) => onChange({ kind: 'year', year: Number(event.target.value) })}
          helperText="April 1 to March 31"
          sx={{ minWidth: 180, maxWidth: 260 }}
        >
          {fiscalYearOptions(currentYear, 6, choice.kind === 'year' ? choice.year : null).map((year) => (
            <MenuItem key={year} value={year}>
              {fiscalYearLabel(year)}
              {year === currentYear ? ' (current)' : ''}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enCA}>
          <Box
            component="form"
            noValidate
            onSubmit={apply}
            aria-label="Date range"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
          >
            <DatePicker
              label="From"
              value={start ? toDate(start) : null}
              onChange={(value) => setStart(toIso(value))}
              format="yyyy-MM-dd"
              slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
            />
            <DatePicker
              label="To"
              value={end ? toDate(end) : null}
              onChange={(value) => setEnd(toIso(value))}
              format="yyyy-MM-dd"
              slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
            />
            <Button type="submit" variant="outlined" sx={{ height: 40 }}>
              Apply dates
            </Button>
            {problem && (
              <Box role="alert" sx={{ color: 'error.main', flexBasis: '100%', fontSize: '0.875rem' }}>
                {problem}
              </Box>
            )}
          </Box>
        </LocalizationProvider>
      )}
    </Box>
  );
}
