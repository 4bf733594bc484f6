import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageMeta } from '@/lib/use-page-meta';
import { OfflineCopyLine, useSendWaiting } from './offline-notice';
import { useOfflineState } from './use-offline-state';
import { dropChange, updateChange, waitingChanges, type WaitingChange } from './waiting-changes';

// /changes: what this device keeps to send (issue 29, docs/decisions/055-offline-work.md). A change that met a newer
// version shows both and lets the coach choose; one the server refused shows why; the coach's own words can always
// be copied, and nothing is deleted without asking.

const STATE_LABEL = { waiting: 'Waiting to send', conflict: 'Changed on the server too', refused: 'Not accepted' } as const;

const madeAt = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** A field's name and value as a person reads them ("Due date: 2026-12-01"). */
const FIELD_NAMES: Record<string, string> = {
  summary: 'Summary',
  description: 'Description',
  due_date: 'Due date',
  status: 'Status',
  localStart: 'Starts',
  minutes: 'Minutes',
  agenda: 'Agenda',
  privateNote: 'Private note',
  actionplan_id: 'Plan',
  coach_id: 'Coach',
};
const fieldName = (field: string) => FIELD_NAMES[field] ?? field.replace(/_/g, ' ');
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '(empty)' : String(value));

function Version({ title, fields, values }: { title: string; fields: string[]; values: Record<string, unknown> | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {values === null ? (
        <Typography>Deleted on the server.</Typography>
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          {fields.map((field) => (
            <Box key={field} sx={{ mt: 1 }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {fieldName(field)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {shown(values[field])}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied');
  } catch {
    toast.error("Couldn't copy: select the text and copy it yourself.");
  }
}

function ChangeCard({ change, onChosen, onDelete }: { change: WaitingChange; onChosen: () => void; onDelete: (c: WaitingChange) => void }) {
  const mine = (change.base?.mine ?? change.body ?? {}) as Record<string, unknown>;
  const fields = Object.keys(change.base?.fields ?? {});
  const sendMine = async () => {
    // The person chose their version: it is sent as it is, whatever the server holds now.
    await updateChange({ ...change, state: 'waiting', base: undefined, theirs: undefined });
    onChosen();
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={change.label} data-testid="waiting-change">
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mr: 'auto' }}>
          {change.label}
        </Typography>
        <Chip size="small" label={STATE_LABEL[change.state]} color={change.state === 'waiting' ? 'default' : 'warning'} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Made {madeAt.format(change.madeAt)}
      </Typography>
      {change.state === 'refused' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {change.reason}
        </Alert>
      )}
      {change.state === 'conflict' && (
        <>
          <Typography sx={{ mt: 1 }}>
            {change.theirs === null
              ? 'This was deleted on the server after you changed it here.'
              : 'Someone changed this on the server after you changed it here. Choose which version to keep.'}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
            <Version title="Your version" fields={fields} values={mine} />
            <Version title="On the server now" fields={fields} values={change.theirs ?? null} />
          </Stack>
        </>
      )}
      {change.state !== 'waiting' && (
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {change.state === 'conflict' && change.theirs !== null && (
            <Button variant="contained" onClick={() => void sendMine()}>
              Keep mine
            </Button>
          )}
          {change.text && (
            <Button variant="outlined" onClick={() => void copy(change.text ?? '')}>
              Copy my text
            </Button>
          )}
          <Button color="error" onClick={() => onDelete(change)}>
            {change.state === 'conflict' && change.theirs !== null ? "Keep the server's" : 'Delete my change'}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/** /changes: the changes kept on this device, oldest first, and what the coach can do with each. */
export default function OfflineChangesPage() {
  usePageMeta('Changes on this device');
  const { waiting, attention, online, sending } = useOfflineState();
  const [rows, setRows] = useState<WaitingChange[] | null>(null);
  const [deleting, setDeleting] = useState<WaitingChange | null>(null);
  const load = useCallback(() => void waitingChanges().then(setRows), []);
  // The list follows the count: a change sent, kept or set aside elsewhere shows here at once.
  useEffect(load, [load, waiting, attention, sending]);
  const sendWaiting = useSendWaiting();
  const send = () => void sendWaiting();
  const chosen = () => {
    load();
    if (online) send();
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Changes on this device
      </Typography>
      <OfflineCopyLine />
      <Typography sx={{ my: 2 }}>
        What you save without a signal waits here and is sent, in the order you made it, when you are back online.
      </Typography>
      {online && waiting - attention > 0 && (
        <Button variant="contained" onClick={send} disabled={sending} sx={{ mb: 2 }}>
          {sending ? 'Sending…' : 'Send now'}
        </Button>
      )}
      {rows === null ? null : rows.length === 0 ? (
        <Alert severity="success">No changes are waiting on this device.</Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Changes waiting to send">
          {rows.map((change) => (
            <ChangeCard key={change.seq} change={change} onChosen={chosen} onDelete={setDeleting} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this change?"
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await dropChange(deleting);
          setDeleting(null);
          load();
        }}
      >
        {deleting?.text ? 'What you wrote will be gone from this device. Copy it first if you need it.' : 'It will not be sent.'}
      </ConfirmDialog>
    </Box>
  );
}
