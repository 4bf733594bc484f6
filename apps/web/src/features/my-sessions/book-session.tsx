import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Slot } from '@tc/contract/sessions';
import { useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { TAGS, useReadResult } from '../../lib/api-thunk';
import { addCalendarDays, clockOf, dayHeading, dayLabel, dayOf } from '../../lib/session-time';
import { useAppDispatch } from '../../lib/store-hooks';
import { AskSessionDialog } from './ask-session-dialog';
import { fetchSlots, SLOT_DAYS } from './my-sessions-thunks';

export interface CoachChoice {
  id: number;
  name: string;
}

/** Free slots by day, in the order they come (the server's: by time). */
export function slotsByDay(slots: readonly Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = dayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

const MODE_WORDS = { visit: 'visit', call: 'phone or video call' } as const;

interface Props {
  coaches: CoachChoice[];
  today: string;
}

/**
 * Asking for a session: the coach (when there are several), two weeks of their free slots at a time, a day,
 * then one of its times. A time taken meanwhile is said here, and the free times come again.
 */
export function BookSession({ coaches, today }: Props) {
  const dispatch = useAppDispatch();
  const [coachId, setCoachId] = useState(coaches[0].id);
  const [from, setFrom] = useState(today);
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const [asking, setAsking] = useState<Slot | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const coach = coaches.find((c) => c.id === coachId) ?? coaches[0];
  const to = addCalendarDays(from, SLOT_DAYS - 1);
  const slots = useReadResult(`${coach.id}|${from}`, [TAGS.sessions, TAGS.availability], () =>
    dispatch(fetchSlots({ coachId: coach.id, from })),
  );
  const days = slotsByDay(slots.data ?? []);
  const day = pickedDay && days.has(pickedDay) ? pickedDay : ([...days.keys()][0] ?? null);

  const move = (weeks: number) => {
    setFrom(addCalendarDays(from, weeks * SLOT_DAYS));
    setPickedDay(null);
    setTaken(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {coaches.length > 1 && (
        <TextField
          select
          label="Coach"
          value={coach.id}
          onChange={(e) => {
            setCoachId(Number(e.target.value));
            setPickedDay(null);
            setTaken(null);
          }}
          sx={{ maxWidth: 360 }}
        >
          {coaches.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" onClick={() => move(-1)} disabled={from <= today}>
          Previous two weeks
        </Button>
        <Button variant="outlined" onClick={() => move(1)}>
          Next two weeks
        </Button>
        <Typography aria-live="polite" sx={{ color: 'text.secondary' }}>
          {`Free times of ${coach.name}, ${dayLabel(from)} to ${dayLabel(to)}`}
        </Typography>
      </Box>
      {taken && (
        <Alert severity="warning" role="alert" onClose={() => setTaken(null)}>
          {taken} Choose another time below.
        </Alert>
      )}
      {slots.status === 'failed' && slots.failure ? (
        <LoadFailure failure={slots.failure} what="the free times" onRetry={slots.retry} />
      ) : slots.status === 'loading' ? (
        <SectionSpinner label="Loading the free times" />
      ) : days.size === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {`${coach.name} has no free time in these two weeks. Look at the next two weeks, or call or write to your coach to find a time.`}
        </Typography>
      ) : (
        <>
          <Box>
            <Typography component="h3" variant="subtitle1" id="book-day" sx={{ fontWeight: 600, mb: 1 }}>
              Choose a day
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={day}
              onChange={(_, value: string | null) => value && setPickedDay(value)}
              aria-labelledby="book-day"
              sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
            >
              {[...days.keys()].map((d) => (
                <ToggleButton key={d} value={d} sx={{ textTransform: 'none' }}>
                  {dayLabel(d)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          {day && (
            <Box component="section" aria-labelledby="book-times">
              <Typography component="h3" variant="subtitle1" id="book-times" sx={{ fontWeight: 600, mb: 1 }}>
                {`Free times on ${dayHeading(day)}`}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {(days.get(day) ?? []).map((slot) => (
                  <li key={slot.start}>
                    <Button
                      variant="outlined"
                      onClick={() => {
                        setTaken(null);
                        setAsking(slot);
                      }}
                      title={`Ask for this time: a ${MODE_WORDS[slot.mode]}`}
                      sx={{ textTransform: 'none' }}
                    >
                      {`${clockOf(slot.start)}–${clockOf(slot.end)} · ${slot.mode === 'visit' ? 'Visit' : 'Call'}`}
                    </Button>
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
      {asking && (
        <AskSessionDialog
          coach={coach}
          slot={asking}
          onClose={() => setAsking(null)}
          onAsked={() => setAsking(null)}
          onTaken={(message) => {
            setAsking(null);
            setTaken(message);
            slots.retry();
          }}
        />
      )}
    </Box>
  );
}
