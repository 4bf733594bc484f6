import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SignInLock } from '@tc/contract/audit';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { CenteredSpinner } from '../../components/centered-spinner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { useAppDispatch } from '../../lib/store-hooks';
import { whenText } from '@tc/contract/audit-diff';
import { selectAudit } from './audit-slice';
import { fetchSignInLocks, unlockSignIn } from './audit-thunks';

const fromText = (lock: SignInLock) => lock.address ?? 'Any new address';
/** Locks by username, in the API's order. */
function groupByUsername(locks: readonly SignInLock[]): [string, SignInLock[]][] {
  const groups = new Map<string, SignInLock[]>();
  for (const lock of locks) groups.set(lock.username, [...(groups.get(lock.username) ?? []), lock]);
  return [...groups];
}

const COLUMNS = ['Username', 'From', 'Failed attempts', 'Locked until', 'Unlock'];

/** Usernames that may not sign in now (GET /audit/sign-in-locks), each with an Unlock that asks first. */
export function SignInLocksPanel() {
  const dispatch = useAppDispatch();
  const { locks, locksList } = useSelector(selectAudit);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [asking, setAsking] = useState<string | null>(null);

  useEffect(() => {
    void dispatch(fetchSignInLocks());
  }, [dispatch]);

  const readAgain = () => void dispatch(fetchSignInLocks());

  async function unlock(username: string) {
    const done = await dispatch(unlockSignIn(username));
    if (unlockSignIn.fulfilled.match(done)) {
      setAsking(null);
      await dispatch(fetchSignInLocks());
    }
  }

  // One row group (or card) and one Unlock per username, whatever addresses it is locked from.
  const groups = groupByUsername(locks);
  const unlockButton = (username: string) => (
    <Button
      size="small"
      variant="outlined"
      color="error"
      aria-haspopup="dialog"
      aria-label={`Unlock ${username}`}
      onClick={() => setAsking(username)}
    >
      Unlock
    </Button>
  );

  let body;
  if (locksList.status === 'failed' && locksList.failure)
    body = <LoadFailure failure={locksList.failure} what="the sign-in locks" onRetry={readAgain} />;
  else if (locksList.status !== 'succeeded' && locks.length === 0) body = <CenteredSpinner label="Loading the sign-in locks" />;
  else if (locks.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          No account is locked.
        </Typography>
      </Paper>
    );
  else if (wide)
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Sign-in locks">
          <TableHead>
            <TableRow>
              {COLUMNS.map((label) => (
                <TableCell key={label} component="th" scope="col">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map(([username, held]) =>
              held.map((lock, i) => (
                <TableRow key={`${username}|${lock.address ?? ''}`} data-testid="lock-row">
                  {i === 0 && (
                    <TableCell component="th" scope="rowgroup" rowSpan={held.length} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {username}
                    </TableCell>
                  )}
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{fromText(lock)}</TableCell>
                  <TableCell>{lock.failures}</TableCell>
                  <TableCell>{whenText(lock.lockedUntil)}</TableCell>
                  {i === 0 && <TableCell rowSpan={held.length}>{unlockButton(username)}</TableCell>}
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </TableContainer>
    );
  else
    body = (
      <Box component="ul" aria-label="Sign-in locks" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {groups.map(([username, held]) => (
          <Paper component="li" variant="outlined" key={username} data-testid="lock-card" sx={{ p: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {username}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
              {held.map((lock) => (
                <Typography component="li" variant="body2" key={lock.address ?? ''} sx={{ overflowWrap: 'anywhere' }}>
                  From {lock.address ?? 'any new address'}: {lock.failures} failed {lock.failures === 1 ? 'attempt' : 'attempts'}, locked
                  until {whenText(lock.lockedUntil)}
                </Typography>
              ))}
            </Box>
            {unlockButton(username)}
          </Paper>
        ))}
      </Box>
    );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography sx={{ maxWidth: '70ch', mr: 'auto' }}>
          After too many wrong passwords a username cannot sign in for a while, from one address or from any address it has not used before.
          Unlock clears its failed attempts from every address.
        </Typography>
        <Button variant="outlined" onClick={readAgain} disabled={locksList.status === 'loading'}>
          Refresh
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: '1.5em' }}>
        {locksList.status === 'succeeded' && groups.length > 0
          ? `${groups.length} ${groups.length === 1 ? 'username' : 'usernames'} locked`
          : ''}
      </Typography>
      <Box aria-busy={locksList.status === 'loading'}>{body}</Box>
      <ConfirmDialog
        open={asking !== null}
        title={`Unlock ${asking ?? ''}?`}
        confirmLabel="Unlock"
        onConfirm={() => (asking ? unlock(asking) : undefined)}
        onClose={() => setAsking(null)}
      >
        {asking} can then sign in again at once, from any address. Their failed attempts are cleared, and the unlock is recorded in the
        audit trail.
      </ConfirmDialog>
    </>
  );
}
