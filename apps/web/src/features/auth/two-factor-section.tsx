import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TwoFactorSetup, TwoFactorStatus } from '@tc/contract/two-factor';
import type { Session } from '@tc/contract/users';
import { useCallback, useEffect, useId, useState } from 'react';
import { RecoveryCodesPanel } from '../../components/recovery-codes-panel';
import { SectionSpinner } from '../../components/section-spinner';
import { TwoFactorSetupPanel } from '../../components/two-factor-setup-panel';
import { useAppDispatch } from '../../lib/store-hooks';
import { CurrentPasswordForm } from './current-password-form';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { enableTwoFactor, fetchTwoFactor, startTwoFactorSetup } from './two-factor-settings-thunks';

type Stage =
  | { kind: 'status' }
  | { kind: 'password' }
  | { kind: 'setup'; setup: TwoFactorSetup; password: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

interface Props {
  /** Turning it on or off ended the account's other sessions: this one goes on with the session answered. */
  onSession: (session: Session) => void;
}

/**
 * The account page's "Two-factor sign-in" section: turn it on (current password, QR code, first code,
 * recovery codes) or off. A session alone cannot change how the account signs in.
 */
export function TwoFactorSection({ onSession }: Props) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'status' });

  // Read when the section opens, and again on the way back to it (after turning it on or off: the number of
  // codes left, whether it is required), once the session answered is this tab's.
  const read = useCallback(() => {
    let live = true;
    dispatch(fetchTwoFactor())
      .unwrap()
      .then((s) => live && setStatus(s))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dispatch]);
  useEffect(read, [read]);

  /** The current password opens the set-up; it goes again with the first code. */
  async function start(password: string) {
    setStage({ kind: 'setup', setup: await dispatch(startTwoFactorSetup(password)).unwrap(), password });
  }

  async function enable(code: string, password: string) {
    const answer = await dispatch(enableTwoFactor({ code, current_password: password })).unwrap();
    onSession(answer.session);
    setStage({ kind: 'codes', codes: answer.recovery_codes });
  }

  const back = () => {
    setStage({ kind: 'status' });
    setStatus(null);
    read();
  };

  let body;
  if (stage.kind === 'password') {
    body = <CurrentPasswordForm onContinue={start} onCancel={back} />;
  } else if (stage.kind === 'setup') {
    const { password } = stage;
    body = <TwoFactorSetupPanel setup={stage.setup} onEnable={(code) => enable(code, password)} onCancel={back} />;
  } else if (stage.kind === 'codes') {
    body = <RecoveryCodesPanel codes={stage.codes} doneLabel="Done" onDone={back} />;
  } else if (stage.kind === 'disable') {
    body = (
      <DisableTwoFactorForm
        onDone={(session) => {
          onSession(session);
          back();
        }}
        onCancel={() => setStage({ kind: 'status' })}
      />
    );
  } else if (!status) {
    body = <SectionSpinner label="Loading two-factor sign-in" />;
  } else if (status.enabled) {
    body = (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          Two-factor sign-in is on. You have {status.recovery_codes_left} of 10 recovery codes left.
        </Alert>
        {status.required ? (
          <Typography>The centre requires two-factor sign-in for staff, so it stays on.</Typography>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setStage({ kind: 'disable' })}>
            Turn off two-factor sign-in
          </Button>
        )}
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          Two-factor sign-in is off. Turn it on to sign in with a code from an app on your phone as well as your password, so nobody can
          sign in with your password alone.
        </Typography>
        <Button variant="contained" onClick={() => setStage({ kind: 'password' })}>
          Set up two-factor sign-in
        </Button>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: '70ch' }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Two-factor sign-in
      </Typography>
      {body}
    </Box>
  );
}
