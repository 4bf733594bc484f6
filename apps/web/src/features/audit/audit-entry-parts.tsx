import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tc/contract/audit';
import { whenText } from '@tc/contract/audit-diff';
import { Link as RouterLink } from 'react-router';
import { fullName } from '../../lib/person-name';
import { recordLink } from './audit-format';

/** A word beside an erased person's name: "Erased client #14" already says it; this says it for every name. */
function ErasedMark() {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', ml: 0.75, px: 0.5, border: 1, borderRadius: 1, fontSize: '0.75rem', fontWeight: 600 }}
    >
      erased
    </Box>
  );
}

/** Who made the change: their name as it is now, else what is known. */
export function ActorText({ entry }: { entry: AuditEntry }) {
  if (entry.actor) {
    return (
      <>
        {fullName(entry.actor) || entry.actor.username}
        {entry.actor.erased && <ErasedMark />}
        {!entry.actor.erased && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {entry.actor.username}
          </Typography>
        )}
      </>
    );
  }
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {entry.actor_id === null ? 'Not signed in' : `User ${entry.actor_id}`}
    </Typography>
  );
}

/** The entry as the server words it, linked to the record's screen where there is one. */
export function DescriptionText({ entry }: { entry: AuditEntry }) {
  const to = recordLink(entry);
  const erased = entry.person?.erased && entry.person.id !== entry.actor?.id;
  return (
    <>
      {to ? (
        <Link component={RouterLink} to={to}>
          {entry.description}
        </Link>
      ) : (
        entry.description
      )}
      {erased && <ErasedMark />}
    </>
  );
}

/** The details button's name: visible "Details", then which entry, for a screen reader's list of buttons. */
export const detailsLabel = (entry: AuditEntry) => `Details: ${entry.description}, ${whenText(entry.at)}`;
