import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SESSION_KIND_LABELS, SESSION_STATUS_LABELS, type CoachingSession, type SessionStatus } from '@tc/contract/sessions';
import { fullName } from '../../lib/person-name';
import { excerpt } from '../../lib/plain-text';
import { isMeetingLink, sessionWhen } from '../../lib/session-time';

const STATUS_COLOURS: Record<SessionStatus, 'default' | 'primary' | 'success' | 'warning' | 'error'> = {
  requested: 'warning',
  scheduled: 'primary',
  completed: 'success',
  cancelled: 'default',
  no_show: 'error',
};

/** Sessions a client may still cancel: asked for or scheduled, and not yet over. */
export const cancellable = (s: CoachingSession) => s.status === 'requested' || s.status === 'scheduled';

interface Props {
  sessions: CoachingSession[];
  label: string;
  /** The Cancel button of each upcoming requested or scheduled session. */
  onCancel?: (session: CoachingSession) => void;
}

/** A client's sessions, one card-like row each: when, status, kind and coach, where, and what it is about. */
export function SessionList({ sessions, label, onCancel }: Props) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {sessions.map((s) => {
        const when = sessionWhen(s);
        const agenda = s.agenda ? excerpt(s.agenda, 160) : '';
        return (
          <Box
            component="li"
            key={s.id}
            data-testid="session-row"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 0.5, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {when}
              </Typography>
              <Chip size="small" label={SESSION_STATUS_LABELS[s.status]} color={STATUS_COLOURS[s.status]} variant="outlined" />
            </Box>
            <Typography>
              {SESSION_KIND_LABELS[s.kind]} with {fullName(s.coach)}
            </Typography>
            {s.location &&
              (isMeetingLink(s.location) ? (
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  Link: <Link href={s.location.trim()}>{s.location.trim()}</Link>
                </Typography>
              ) : (
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {s.kind === 'phone' ? `Phone: ${s.location}` : `Where: ${s.location}`}
                </Typography>
              ))}
            {agenda && (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                Agenda: {agenda}
              </Typography>
            )}
            {s.status === 'cancelled' && s.statusReason && (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                Cancelled{s.statusBy ? ` by ${fullName(s.statusBy)}` : ''}: {s.statusReason}
              </Typography>
            )}
            {onCancel && cancellable(s) && (
              <Box>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => onCancel(s)}
                  aria-label={`Cancel the session of ${when}`}
                >
                  Cancel
                </Button>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
