import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SESSION_STATUS_LABELS, type CoachingSession, type SessionStatusBody } from '@tc/contract/sessions';

interface StatusBarProps {
  session: CoachingSession;
  busy: boolean;
  onStatus: (body: SessionStatusBody) => void;
  onCancel: () => void;
  onLogTime: () => void;
  onDelete: () => void;
}

/** Where the session stands and what can be done with it: confirm a request, record how it went, cancel, delete. */
export function StatusBar({ session, busy, onStatus, onCancel, onLogTime, onDelete }: StatusBarProps) {
  const s = session.status;
  const live = s === 'requested' || s === 'scheduled';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="session-status">
      <Typography>
        Status: <strong>{SESSION_STATUS_LABELS[s]}</strong>
        {session.statusReason ? ` (${session.statusReason})` : ''}
        {session.journal_id ? ' · time logged' : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {s === 'requested' && (
          <Button variant="contained" size="small" disabled={busy} onClick={() => onStatus({ status: 'scheduled' })}>
            Confirm
          </Button>
        )}
        {s === 'scheduled' && (
          <>
            <Button variant="outlined" size="small" disabled={busy} onClick={() => onStatus({ status: 'completed' })}>
              Mark completed
            </Button>
            <Button variant="outlined" size="small" disabled={busy} onClick={() => onStatus({ status: 'no_show' })}>
              Mark no-show
            </Button>
          </>
        )}
        {live && (
          <Button variant="outlined" size="small" color="error" disabled={busy} onClick={onCancel}>
            Cancel session…
          </Button>
        )}
        {s === 'completed' && !session.journal_id && (
          <Button variant="contained" size="small" disabled={busy} onClick={onLogTime}>
            Log time
          </Button>
        )}
        {!live && (
          <Button variant="outlined" size="small" disabled={busy} onClick={() => onStatus({ status: 'scheduled' })}>
            Back to scheduled
          </Button>
        )}
        <Button size="small" color="error" disabled={busy} onClick={onDelete}>
          Delete
        </Button>
      </Box>
    </Box>
  );
}
