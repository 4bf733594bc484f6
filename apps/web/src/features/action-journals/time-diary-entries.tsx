import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../../lib/calendar-date';
import type { ActionJournal } from '@tc/contract/coaching';
import { NoteTexts } from '../../components/private-note';
import { activityLabel, groupByDate, personName, planText } from './journal-format';
import { durationText } from '../../lib/duration';
import { isWaitingId } from '../../offline/waiting-ids';

export interface EntryActions {
  onEdit: (entry: ActionJournal) => void;
  onDelete: (entry: ActionJournal) => void;
}

const entryName = (e: ActionJournal) => `${activityLabel(e.activity)}, ${durationText(e.minutes)} on ${formatCalendarDate(e.date)}`;

function Entry({ entry, actions }: { entry: ActionJournal; actions?: EntryActions | null }) {
  // Added without a signal and not yet sent (docs/decisions/055-offline-work.md): it is changed from /changes, not here.
  const waiting = isWaitingId(entry.id);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip label={activityLabel(entry.activity)} size="small" color="primary" variant="outlined" />
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {durationText(entry.minutes)}
          </Typography>
          {waiting && <Chip label="Waiting to send" size="small" color="warning" variant="outlined" />}
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Plan:{' '}
          </Box>
          {planText(entry)}
        </Typography>
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Coach:{' '}
          </Box>
          {personName(entry.coach)}
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          <NoteTexts shared={entry.notes} privateNote={entry.privateNote} />
        </Box>
      </Box>
      {actions && !waiting && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <Tooltip title="Edit">
            <IconButton onClick={() => actions.onEdit(entry)} aria-label={`Edit time entry: ${entryName(entry)}`}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton onClick={() => actions.onDelete(entry)} aria-label={`Delete time entry: ${entryName(entry)}`} color="error">
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Paper>
  );
}

/** The diary's entries by day, newest first, each day with its own total. */
export function TimeDiaryEntries({ entries, actions }: { entries: ActionJournal[]; actions?: EntryActions | null }) {
  return (
    <Stack spacing={3}>
      {groupByDate(entries).map((day) => (
        <Box component="section" key={day.date} aria-labelledby={`day-${day.date}`}>
          <Stack
            direction="row"
            sx={{
              justifyContent: 'space-between',
              alignItems: 'baseline',
              borderBottom: 1,
              borderColor: 'divider',
              pb: 0.5,
              mb: 1.5,
              gap: 1,
            }}
          >
            <Typography variant="h6" component="h3" id={`day-${day.date}`} sx={{ fontSize: '1.05rem' }}>
              <time dateTime={day.date}>{formatCalendarDate(day.date, 'long')}</time>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {durationText(day.minutes)}
            </Typography>
          </Stack>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {day.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} actions={actions} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
