import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { resetTwoFactor } from './two-factor-settings-thunks';

/** An administrator's row action: remove a person's second factor (a lost phone), after asking. */
export function ResetTwoFactorButton({ person }: { person: { id: number; firstname: string; lastname: string } }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const name = fullName(person);

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Reset two-factor sign-in of ${name}`} aria-haspopup="dialog">
        Reset two-factor
      </Button>
      <ConfirmDialog
        open={open}
        title={`Reset two-factor sign-in of ${name}?`}
        confirmLabel="Reset two-factor"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await dispatch(resetTwoFactor(person.id)).unwrap();
          setOpen(false);
        }}
      >
        <Typography component="span">
          {name} will be signed out everywhere and can then sign in with their password alone, until they set up two-factor sign-in again.
          Do this only when you are sure it is them asking (for example, they lost their phone).
        </Typography>
      </ConfirmDialog>
    </>
  );
}
