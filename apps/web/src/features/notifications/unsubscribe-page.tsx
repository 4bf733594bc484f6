import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_LABELS, notificationKindSchema } from '@tc/contract/notifications';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import type { ApiFailureInfo } from '../../api/api-call';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { unsubscribe } from './notifications-thunks';

/**
 * /unsubscribe?u=&k=&t=, the link at the foot of an email a person may turn off (docs/architecture.md#notifications).
 * It names what would be turned off and asks; only the button changes anything, because link checkers and mail
 * scanners open every link of an email. The mail program's own one-click button posts to the API directly.
 */
export default function UnsubscribePage() {
  usePageMeta('Turn off emails', 'Turn off one kind of email from the coaching centre.', { noindex: true });
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const kind = notificationKindSchema.safeParse(params.get('k'));
  const u = params.get('u') ?? '';
  const t = params.get('t') ?? '';
  const [state, setState] = useState<
    { status: 'asking' | 'busy' } | { status: 'done'; message: string } | { status: 'failed'; message: string }
  >({
    status: 'asking',
  });
  const label = kind.success ? NOTIFICATION_LABELS[kind.data] : null;
  const what = label ? label.toLowerCase() : '';

  async function confirm() {
    if (!kind.success) return;
    setState({ status: 'busy' });
    try {
      const answer = await dispatch(unsubscribe({ u, k: kind.data, t })).unwrap();
      setState({ status: 'done', message: answer.message });
    } catch (error) {
      setState({ status: 'failed', message: (error as ApiFailureInfo).message });
    }
  }

  const accountLink = (
    <Link component={RouterLink} to={paths.account}>
      your account page
    </Link>
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Turn off emails
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {!label || !u || !t ? (
          <Alert severity="error">
            This link is incomplete: open it again from the email, or choose which emails you get on {accountLink} once signed in.
          </Alert>
        ) : state.status === 'done' ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              Done. {state.message}
            </Alert>
            <Typography>You can choose which emails you get at any time on {accountLink} (sign in first).</Typography>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              You will no longer get emails of this kind: <strong>{label}</strong>. Other emails from the centre, and those you need to use
              your account, still come.
            </Typography>
            {state.status === 'failed' && (
              <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
                {state.message}
              </Alert>
            )}
            <Button variant="contained" onClick={() => void confirm()} disabled={state.status === 'busy'}>
              {state.status === 'busy' ? 'Turning off…' : `Turn off ${what} emails`}
            </Button>
            <Typography variant="body2">Changed your mind? Close this page: nothing is changed until you press the button.</Typography>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
