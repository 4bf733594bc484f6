import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SESSION_KIND_LABELS, SESSION_STATUS_LABELS, type CoachingSession } from '@tc/contract/sessions';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { TAGS, useReadResult } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import { personName } from './session-labels';
import { addDays, formatClock, formatDay, mondayOf } from './session-time';
import { fetchSessions } from './sessions-thunks';

const itemSx = { display: 'block', px: 0, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } };

function Card({ title, count, testId, children }: { title: string; count?: number; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        {title}
        {count !== undefined && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '1rem' }}>
            ({count})
          </Box>
        )}
      </Typography>
      <Box sx={{ flex: 1 }}>{children}</Box>
      <Box>
        <Button component={RouterLink} to={paths.calendar} variant="outlined">
          Open the calendar
        </Button>
      </Box>
    </Paper>
  );
}

function SessionList({ sessions, label, withDay }: { sessions: CoachingSession[]; label: string; withDay: boolean }) {
  return (
    <List disablePadding aria-label={label}>
      {sessions.map((s) => (
        <ListItem key={s.id} sx={itemSx}>
          <Typography sx={{ fontWeight: 600, textDecoration: s.status === 'cancelled' ? 'line-through' : undefined }}>
            {withDay ? `${formatDay(s.localStart)}, ` : ''}
            {formatClock(s.localStart)}–{formatClock(s.localEnd)} · {personName(s.client)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {SESSION_KIND_LABELS[s.kind]} · {SESSION_STATUS_LABELS[s.status]}
            {s.location ? ` · ${s.location}` : ''}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** A coach's dashboard: today's sessions, and the rest of the week's (Monday to Sunday), each a way to the calendar. */
export function CoachSessionCards({ coachId, today }: { coachId: number; today: string }) {
  const dispatch = useAppDispatch();
  const from = mondayOf(today);
  const to = addDays(from, 6);
  const week = useReadResult<CoachingSession[]>(`${coachId}|${from}`, [TAGS.sessions], () =>
    dispatch(fetchSessions({ from, to, coachId })),
  );
  if (week.status === 'failed' && week.failure) {
    return <LoadFailure failure={week.failure} what="your sessions" onRetry={week.retry} />;
  }
  const all = week.data ?? [];
  const ofToday = all.filter((s) => s.localStart.startsWith(today));
  const later = all.filter((s) => s.localStart.slice(0, 10) > today);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Card title="Today" count={week.data ? ofToday.length : undefined} testId="sessions-today">
        {!week.data ? (
          <SectionSpinner label="Loading today's sessions" />
        ) : ofToday.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No sessions today. Schedule one from the calendar.</Typography>
        ) : (
          <SessionList sessions={ofToday} label="Today's sessions" withDay={false} />
        )}
      </Card>
      <Card title="This week" count={week.data ? later.length : undefined} testId="sessions-week">
        {!week.data ? (
          <SectionSpinner label="Loading this week's sessions" />
        ) : later.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Nothing else this week after today.</Typography>
        ) : (
          <SessionList sessions={later} label="This week's sessions" withDay />
        )}
      </Card>
    </Box>
  );
}
