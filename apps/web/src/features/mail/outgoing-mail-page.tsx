import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAIL_STATUSES, type MailStatus, type OutgoingMail } from '@tc/contract/mail-queue';
import { useState } from 'react';
import { StatusQueue, useStatusQueue } from '../../components/status-queue';
import { useReadResult } from '../../lib/api-thunk';
import { formatMomentDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { fetchOutgoingMail, sendMailAgain } from './outgoing-mail-thunks';

const PAGE_SIZE = 20;
type StatusFilter = MailStatus | 'all';

const LABELS: Record<MailStatus, string> = { waiting: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' };
/** Each status its own look, in colours that keep the label readable (WCAG contrast). */
const LOOKS: Record<MailStatus, { color: 'primary' | 'success' | 'error' | 'default'; variant: 'filled' | 'outlined' }> = {
  waiting: { color: 'primary', variant: 'outlined' },
  sending: { color: 'primary', variant: 'outlined' },
  sent: { color: 'success', variant: 'filled' },
  failed: { color: 'error', variant: 'filled' },
};
const STATUSES = [{ value: 'all' as const, label: 'All' }, ...MAIL_STATUSES.map((value) => ({ value, label: LABELS[value] }))];
const EMPTY: Record<StatusFilter, string> = {
  waiting: 'No message is waiting to be sent.',
  sending: 'No message is being sent right now.',
  sent: 'No message has been sent yet.',
  failed: 'No message has failed.',
  all: 'No email has been sent yet.',
};

function MailRow({ mail }: { mail: OutgoingMail }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', overflowWrap: 'anywhere' }}
        >
          {mail.recipient}
          <Chip size="small" label={LABELS[mail.status]} {...LOOKS[mail.status]} />
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {mail.sent_at
            ? `sent ${formatMomentDate(mail.sent_at)}`
            : `queued ${formatMomentDate(mail.createdAt)} · ${mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`}` +
              (mail.status === 'waiting' && mail.attempts > 0 ? ` · next try ${formatMomentDate(mail.next_attempt_at)}` : '')}
        </Typography>
        {mail.last_error && mail.status !== 'sent' && (
          <Typography variant="body2" sx={{ color: mail.status === 'failed' ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}>
            {`Reason: ${mail.last_error}`}
          </Typography>
        )}
      </Box>
      {mail.status === 'failed' && (
        <Button
          variant="outlined"
          disabled={busy}
          aria-label={`Send again to ${mail.recipient}`}
          onClick={async () => {
            setBusy(true);
            await dispatch(sendMailAgain({ id: mail.id, to: mail.recipient }));
            setBusy(false);
          }}
        >
          Send again
        </Button>
      )}
    </Paper>
  );
}

/** /outgoing-mail: what the site emailed, what waits for the mail server, and what failed and why (docs/decisions/017-mail-queue.md). */
export default function OutgoingMailPage() {
  const dispatch = useAppDispatch();
  usePageMeta('Outgoing mail');
  const filters = useStatusQueue<MailStatus>('all', PAGE_SIZE);
  const { query } = filters;
  // Send again invalidates the list, which comes again (docs/decisions/011-read-path.md).
  const loaded = useReadResult(filters.key, fetchOutgoingMail.provides(query), () => dispatch(fetchOutgoingMail(query)));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Outgoing mail
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        Every email the site sends: invitations, password resets, application confirmations. A message the mail server could not take waits
        and is tried again; one refused for good shows the reason, and you can send it again once it is put right.
      </Typography>
      <StatusQueue
        filters={filters}
        statuses={STATUSES}
        search={{ label: 'Search by recipient', hint: 'Email address' }}
        loaded={loaded}
        what="the outgoing mail"
        loadingLabel="Loading outgoing mail"
        noMatch="No message matches your search."
        empty={EMPTY}
        count={(total) => (total === 1 ? '1 message' : `${total} messages`)}
        pagesLabel="Pages of messages"
      >
        {(rows) => (
          <Box component="ul" aria-label="Outgoing mail" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {rows.map((m) => (
              <MailRow key={m.id} mail={m} />
            ))}
          </Box>
        )}
      </StatusQueue>
    </>
  );
}
