import MailIcon from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { resendInvitation } from './invitation-thunks';

/** "Send invitation again" for an administrator: the person gets a new link to choose their password (7 days). */
export function ResendInvitationButton({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function send() {
    setBusy(true);
    setOutcome(null);
    const action = await dispatch(resendInvitation(userId));
    if (resendInvitation.fulfilled.match(action)) setOutcome(action.payload.message);
    setBusy(false);
  }

  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MailIcon />} onClick={() => void send()} disabled={busy}>
        {busy ? 'Sending…' : 'Send invitation again'}
      </Button>
      <Typography role="status" variant="body2" sx={{ flexBasis: '100%' }}>
        {outcome}
      </Typography>
    </>
  );
}
