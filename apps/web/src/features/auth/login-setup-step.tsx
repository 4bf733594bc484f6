import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TwoFactorSetup } from '@tc/contract/two-factor';
import { useEffect, useState } from 'react';
import { RecoveryCodesPanel } from '../../components/recovery-codes-panel';
import { SectionSpinner } from '../../components/section-spinner';
import { TwoFactorSetupPanel } from '../../components/two-factor-setup-panel';
import { useAppDispatch } from '../../lib/store-hooks';
import { enableAtSignIn, setUpAtSignIn } from './two-factor-thunks';

interface Props {
  challenge: string;
  onSignedIn: () => void;
  onBack: () => void;
}

/**
 * Staff whom the centre requires to use two-factor sign-in set it up before going on: the password
 * was right, the first code signs them in, and the recovery codes are shown once before the app opens.
 */
export function LoginSetupStep({ challenge, onSignedIn, onBack }: Props) {
  const dispatch = useAppDispatch();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    dispatch(setUpAtSignIn(challenge))
      .unwrap()
      .then((s) => live && setSetup(s))
      .catch((failure: { message?: string }) => live && setFailed(failure.message ?? 'Two-factor set-up could not start.'));
    return () => {
      live = false;
    };
  }, [dispatch, challenge]);

  if (codes) return <RecoveryCodesPanel codes={codes} doneLabel="Continue" onDone={onSignedIn} />;
  if (failed) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {failed}
        </Alert>
        <Button onClick={onBack}>Sign in again</Button>
      </Stack>
    );
  }
  if (!setup) return <SectionSpinner label="Preparing two-factor set-up" />;
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        The centre asks staff to sign in with a code from their phone as well as a password. Set it up now to go on.
      </Alert>
      <Typography component="h2" variant="h6">
        Set up two-factor sign-in
      </Typography>
      <TwoFactorSetupPanel
        setup={setup}
        onEnable={async (code) => setCodes((await dispatch(enableAtSignIn({ challenge, code })).unwrap()).recovery_codes)}
        onCancel={onBack}
      />
    </Stack>
  );
}
