import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatCalendarDate, isCalendarDate } from '../../lib/calendar-date';
import { NO_PLAN, NO_PLAN_LABEL, type ActionPlan } from '@tc/contract/coaching';
import { NO_FILTERS, type JournalFilters } from './action-journals-types';

export interface CoachChoice {
  id: number;
  name: string;
}

interface Props {
  filters: JournalFilters;
  plans: ActionPlan[];
  coaches: CoachChoice[];
  onChange: (filters: JournalFilters) => void;
}

/** Show "All plans" rather than an empty box. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const asId = (value: string) => (value === '' ? null : Number(value));

/** Narrow the diary to a plan, a coach and a date range; a range that ends before it starts is not applied. */
export function TimeDiaryFilters({ filters, plans, coaches, onChange }: Props) {
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const rangeError = from && to && from > to ? 'The end comes before the start' : null;

  const setRange = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const f = isCalendarDate(nextFrom) ? nextFrom : null;
    const t = isCalendarDate(nextTo) ? nextTo : null;
    if (f && t && f > t) return;
    if (f !== filters.from || t !== filters.to) onChange({ ...filters, from: f, to: t });
  };

  const active = filters.actionplanId !== null || filters.coachId !== null || from !== '' || to !== '';

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter the time diary"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        alignItems: 'start',
        '& .wide': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
      }}
    >
      <TextField
        className="wide"
        select
        label="Plan"
        slotProps={SHOW_ALL}
        value={filters.actionplanId ?? ''}
        onChange={(e) => onChange({ ...filters, actionplanId: e.target.value === NO_PLAN ? NO_PLAN : asId(e.target.value) })}
      >
        <MenuItem value="">All plans</MenuItem>
        <MenuItem value={NO_PLAN}>{NO_PLAN_LABEL}</MenuItem>
        {plans.map((plan) => (
          <MenuItem key={plan.id} value={plan.id} sx={{ whiteSpace: 'normal' }}>
            {plan.summary || 'N/A'}
            {plan.date ? ` (${formatCalendarDate(plan.date)})` : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        className="wide"
        select
        label="Coach"
        slotProps={SHOW_ALL}
        value={filters.coachId ?? ''}
        onChange={(e) => onChange({ ...filters, coachId: asId(e.target.value) })}
      >
        <MenuItem value="">All coaches</MenuItem>
        {coaches.map((coach) => (
          <MenuItem key={coach.id} value={coach.id}>
            {coach.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="From"
        type="date"
        value={from}
        onChange={(e) => setRange(e.target.value, to)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        onChange={(e) => setRange(from, e.target.value)}
        error={Boolean(rangeError)}
        helperText={rangeError}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {active && (
        <Button
          variant="text"
          onClick={() => {
            setFrom('');
            setTo('');
            onChange(NO_FILTERS);
          }}
          sx={{ gridColumn: '1 / -1', justifySelf: 'start', mt: -1 }}
        >
          Clear filters
        </Button>
      )}
    </Box>
  );
}
