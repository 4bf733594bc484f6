import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAIL_STATUSES, type MailStatus, type OutgoingMail } from '@tc/contract/mail-queue';
import { useState } from 'react';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { SearchField } from '../../components/search-field';
import { useReadResult } from '../../lib/api-thunk';
import { formatMomentDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { useDebouncedValue } from '../../lib/use-debounced-value';
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
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const query = { ...(status === 'all' ? {} : { status }), ...(q ? { q } : {}), page, pageSize: PAGE_SIZE };
  // Send again invalidates the list, which comes again (docs/decisions/011-read-path.md).
  const loaded = useReadResult(`${status}|${q}|${page}`, fetchOutgoingMail.provides(query), () => dispatch(fetchOutgoingMail(query)));
  const data = loaded.status === 'ready' ? loaded.data : undefined;
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Outgoing mail
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        Every email the site sends: invitations, password resets, application confirmations. A message the mail server could not take waits
        and is tried again; one refused for good shows the reason, and you can send it again once it is put right.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as StatusFilter);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="all">All</MenuItem>
          {MAIL_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <SearchField
          label="Search by recipient"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          helperText="Email address"
        />
      </Box>
      {loaded.status === 'failed' && loaded.failure ? (
        <LoadFailure failure={loaded.failure} what="the outgoing mail" onRetry={loaded.retry} />
      ) : !data ? (
        <CenteredSpinner label="Loading outgoing mail" />
      ) : data.rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{q ? 'No message matches your search.' : EMPTY[status]}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} aria-live="polite">
            {data.total === 1 ? '1 message' : `${data.total} messages`}
          </Typography>
          <Box component="ul" aria-label="Outgoing mail" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.rows.map((m) => (
              <MailRow key={m.id} mail={m} />
            ))}
          </Box>
          {pages > 1 && (
            <Pagination sx={{ mt: 3 }} count={pages} page={page} onChange={(_, p) => setPage(p)} aria-label="Pages of messages" />
          )}
        </>
      )}
    </>
  );
}
