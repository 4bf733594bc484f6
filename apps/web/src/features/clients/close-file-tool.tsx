import FolderOffIcon from '@mui/icons-material/FolderOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { User } from '@tc/contract/users';
import { useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatMomentDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { closeClientFile, reopenClientFile } from './clients-thunks';

/**
 * An administrator closes a client's file, after a question, or reopens a closed one
 * (docs/decisions/029-closing-a-file.md). A closed file keeps every record; the client leaves the lists and
 * cannot sign in. The server refuses while a session is to come, and the question says so.
 */
export function CloseFileTool({ client }: { client: Pick<User, 'id' | 'firstname' | 'lastname' | 'archivedAt'> }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reopening, setReopening] = useState(false);
  const name = fullName(client);

  async function close() {
    setRefusal(null);
    try {
      await dispatch(closeClientFile(client.id)).unwrap();
      setAsking(false);
    } catch (error) {
      setRefusal((error as ApiFailureInfo).message);
    }
  }

  async function reopen() {
    setReopening(true);
    await dispatch(reopenClientFile(client.id));
    setReopening(false);
  }

  if (client.archivedAt) {
    return (
      <Alert
        severity="warning"
        sx={{ flexBasis: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={() => void reopen()} disabled={reopening}>
            {reopening ? 'Reopening…' : 'Reopen'}
          </Button>
        }
      >
        File closed on {formatMomentDate(client.archivedAt, 'words')}. {name} cannot sign in and is left out of the lists and reports; their
        records are kept.
      </Alert>
    );
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<FolderOffIcon />}
        onClick={() => {
          setRefusal(null);
          setAsking(true);
        }}
        aria-haspopup="dialog"
      >
        Close file
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Close ${name}'s file?`}
        confirmLabel="Close file"
        onConfirm={close}
        onClose={() => setAsking(false)}
      >
        {name} will no longer be able to sign in, and leaves the client lists, the coaches' dashboards and the reports. Their plans, time
        diary, sessions and files are kept, and you can reopen the file at any time.
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
