import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClientBulkAction, ClientBulkBody, ClientBulkResult } from '@tc/contract/client-bulk';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAppDispatch } from '../../lib/store-hooks';
import type { CoachOption } from '../../lib/use-coach-options';
import { BulkAssignDialog } from './bulk-assign-dialog';
import { clientsText, outcomeText, skippedText } from './bulk-outcome';
import { exportClientSelection, runClientBulk } from './client-bulk-thunks';
import type { ClientSelection, RowSelection } from './use-client-selection';

interface Props {
  selection: ClientSelection;
  /** The selection as the page on screen shows it. */
  rows: RowSelection;
  /** The clients on this page and how many match in all. */
  pageCount: number;
  total: number;
  /** The page's own checkbox, where no table header holds it (a phone's cards). */
  pageCheckbox: boolean;
  /** The listing's order, which an export keeps. */
  sort: string;
  coaches: CoachOption[];
  /** After a change: the list is read again. */
  onDone: () => void;
}

type Confirming = { action: 'invite' | 'archive'; preview: ClientBulkResult } | null;

const QUESTION = {
  invite: (n: number) => ({
    title: `Send ${n.toLocaleString('en-CA')} ${n === 1 ? 'invitation' : 'invitations'}?`,
    confirm: 'Send invitations',
    text: `${clientsText(n)} who have not set a password yet will get an email with a link to choose one (it works for 7 days; older links stop working).`,
  }),
  archive: (n: number) => ({
    title: `Close ${n.toLocaleString('en-CA')} ${n === 1 ? 'file' : 'files'}?`,
    confirm: 'Close files',
    text: `${clientsText(n)} will no longer be able to sign in, and leave the client lists, the coaches' dashboards and the reports. Their records are kept, and each file can be reopened under Closed files.`,
  }),
};

/**
 * Bulk actions on the client list (administrators; docs/decisions/031-bulk-actions.md): how many are selected (said
 * to screen readers as it changes), Gmail's "Select all 143 that match", and the actions on them. Invitations and
 * closing files first ask the server what they would do (a dry run), so the question says how many are sent or
 * closed and how many are skipped and why; the outcome is toasted, the list read again and the selection cleared.
 */
export function BulkActionBar({ selection, rows, pageCount, total, pageCheckbox, sort, coaches, onDone }: Props) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ClientBulkAction | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const count = selection.count;

  async function run(action: 'assign_coach' | 'invite' | 'archive', coach?: CoachOption) {
    const result = await dispatch(runClientBulk({ action, ...selection.target(), ...(coach ? { coach_id: coach.id } : {}) })).unwrap();
    toast.success(outcomeText(result, coach?.name));
    selection.clear();
    onDone();
  }

  /** Asks the server what the action would do, then the person. */
  async function ask(action: 'invite' | 'archive') {
    setBusy(action);
    try {
      const preview = await dispatch(runClientBulk({ action, ...selection.target(), dry_run: true })).unwrap();
      if (preview.done === 0) toast.error(`Nothing to do for the ${clientsText(count)} selected. ${skippedText(preview)}`);
      else setConfirming({ action, preview });
    } catch {
      // Toasted by the thunk.
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    setBusy('export');
    try {
      // One of CLIENT_SORTS, with or without a leading -: the listing keeps no other (client-list-query.ts).
      await dispatch(exportClientSelection({ ...selection.target(), sort: sort as ClientBulkBody['sort'] })).unwrap();
    } catch {
      // Toasted by the thunk.
    } finally {
      setBusy(null);
    }
  }

  const question = confirming && QUESTION[confirming.action](confirming.preview.done);
  const wholePage = rows.page === 'all' && pageCount > 0;

  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', minHeight: '2.5rem' }}>
        {pageCheckbox && (
          <FormControlLabel
            control={<Checkbox checked={rows.page === 'all'} indeterminate={rows.page === 'some'} onChange={rows.togglePage} />}
            label="Select this page"
          />
        )}
        <Typography role="status" aria-live="polite" variant="body2" sx={{ fontWeight: count ? 600 : undefined }}>
          {count ? `${clientsText(count)} selected` : ''}
        </Typography>
      </Box>
      {wholePage && total > pageCount && (
        <Alert severity="info" icon={false} sx={{ my: 1, alignItems: 'center' }}>
          {selection.allMatching ? (
            <>
              All {total.toLocaleString('en-CA')} that match are selected.{' '}
              <Button size="small" onClick={selection.clear}>
                Clear selection
              </Button>
            </>
          ) : (
            <>
              All {pageCount.toLocaleString('en-CA')} on this page are selected.{' '}
              <Button size="small" onClick={selection.selectAllMatching}>
                Select all {total.toLocaleString('en-CA')} that match
              </Button>
            </>
          )}
        </Alert>
      )}
      {count > 0 && (
        <Paper
          variant="outlined"
          role="toolbar"
          aria-label="Actions on the clients selected"
          sx={{ p: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button variant="outlined" onClick={() => setAssigning(true)} aria-haspopup="dialog" disabled={busy !== null}>
            Assign coach…
          </Button>
          <Button variant="outlined" onClick={() => void ask('invite')} aria-haspopup="dialog" disabled={busy !== null}>
            {busy === 'invite' ? 'Counting…' : 'Send invitations'}
          </Button>
          <Button variant="outlined" color="error" onClick={() => void ask('archive')} aria-haspopup="dialog" disabled={busy !== null}>
            {busy === 'archive' ? 'Counting…' : 'Close files'}
          </Button>
          <Button variant="outlined" onClick={() => void download()} disabled={busy !== null} aria-busy={busy === 'export'}>
            {busy === 'export' ? 'Exporting…' : 'Export selected'}
          </Button>
          <Button onClick={selection.clear} disabled={busy !== null}>
            Clear selection
          </Button>
        </Paper>
      )}
      {assigning && (
        <BulkAssignDialog
          count={count}
          coaches={coaches}
          onAssign={async (coach) => {
            await run('assign_coach', coach);
            setAssigning(false);
          }}
          onClose={() => setAssigning(false)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={question?.title ?? ''}
        confirmLabel={question?.confirm ?? ''}
        confirmColor={confirming?.action === 'invite' ? 'primary' : 'error'}
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await run(confirming.action);
            setConfirming(null);
          } catch {
            // Toasted by the thunk; the question stays for another try.
          }
        }}
        onClose={() => setConfirming(null)}
      >
        {question?.text}
        {confirming && confirming.preview.skipped > 0 && (
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            {skippedText(confirming.preview)}
          </Box>
        )}
      </ConfirmDialog>
    </Box>
  );
}
