import MailIcon from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { User } from '@tc/contract/users';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { resendInvitation } from './invitation-thunks';

/**
 * "Send invitation again" for an administrator: the person gets a new link to choose their password (7 days).
 * Only for someone who has never set a password (the server refuses the others: a reset is for them), and only
 * once the administrator has said yes to a question naming the person and the address.
 */
export function ResendInvitationButton({ user }: { user: Pick<User, 'id' | 'firstname' | 'lastname' | 'email' | 'hasPassword'> }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (user.hasPassword) return null;
  const name = fullName(user);

  async function send() {
    setOutcome(null);
    const action = await dispatch(resendInvitation(user.id));
    // On failure the toast says why and the question stays, for another try or Cancel.
    if (resendInvitation.fulfilled.match(action)) {
      setOutcome(action.payload.message);
      setAsking(false);
    }
  }

  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MailIcon />} onClick={() => setAsking(true)} aria-haspopup="dialog">
        Send invitation again
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Send ${name} a new invitation?`}
        confirmLabel="Send invitation"
        confirmColor="primary"
        onConfirm={send}
        onClose={() => setAsking(false)}
      >
        We will email {user.email} a link to choose a password for this account. It works for 7 days, and the links sent before stop
        working.
      </ConfirmDialog>
      <Typography role="status" variant="body2" sx={{ flexBasis: '100%' }}>
        {outcome}
      </Typography>
    </>
  );
}
