import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tc/contract/audit';
import { Link as RouterLink } from 'react-router';
import { fullName } from '../../lib/person-name';
import { ACTION_LABELS, recordLink, recordText, whenText } from './audit-format';

/** Who made the change: their name as it is now, else what is known. */
export function ActorText({ entry }: { entry: AuditEntry }) {
  if (entry.actor) {
    return (
      <>
        {fullName(entry.actor) || entry.actor.username}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {entry.actor.username}
        </Typography>
      </>
    );
  }
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {entry.actor_id === null ? 'Not signed in' : `User ${entry.actor_id}`}
    </Typography>
  );
}

/** The record, linked to the screen that shows it where there is one. */
export function RecordText({ entry }: { entry: AuditEntry }) {
  const to = recordLink(entry);
  const text = recordText(entry);
  return to ? (
    <Link component={RouterLink} to={to}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

export const actionText = (entry: AuditEntry) => ACTION_LABELS[entry.action] ?? entry.action;

/** The details button's name: visible "Details", then which entry, for a screen reader's list of buttons. */
export const detailsLabel = (entry: AuditEntry) =>
  `Details of ${recordText(entry)}, ${actionText(entry).toLowerCase()} ${whenText(entry.at)}`;
