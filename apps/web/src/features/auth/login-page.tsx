import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { RESPONSE_TIME } from '@tc/contract/centre-facts';
import { usePageMeta } from '../../lib/use-page-meta';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'signin' | 'register';

/** What another page tells the sign-in page to say (set-password: "your password is set"). */
const noticeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string'
    ? (state as { notice: string }).notice
    : null;

export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  // The page to go back to after signing in (AuthGuard) survives switching tabs.
  const { state } = useLocation();
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'signin';
  const forgot = params.get('mode') === 'forgot';
  const notice = noticeOf(state);
  usePageMeta(
    forgot ? 'Forgot your password?' : mode === 'register' ? 'Create an account' : 'Sign in',
    'Sign in to the coaching dashboard, or create an account to apply for business coaching.',
  );

  if (forgot) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Forgot your password?
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ForgotPasswordForm />
        </Paper>
      </Container>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Typography variant="h4" component="h1" gutterBottom>
        {mode === 'register' ? 'Create an account' : 'Sign in'}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {mode === 'register'
          ? `Childcare business owners can open an account to apply for coaching. Your coach will contact you within ${RESPONSE_TIME}.`
          : 'Coaches, clients and staff sign in here to reach their dashboard.'}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={mode}
          onChange={(_, next: Mode) => setParams(next === 'register' ? { mode: 'register' } : {}, { replace: true, state })}
          variant="fullWidth"
          aria-label="Sign in or create an account"
        >
          <Tab label="Sign in" value="signin" id="tab-signin" aria-controls="panel-auth" />
          <Tab label="Create an account" value="register" id="tab-register" aria-controls="panel-auth" />
        </Tabs>
        <Box role="tabpanel" id="panel-auth" aria-labelledby={`tab-${mode}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {mode === 'register' ? <RegisterForm /> : <LoginForm />}
        </Box>
      </Paper>
      {mode === 'signin' && (
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ display: 'inline-block', mt: 2 }}>
          Forgot password?
        </Link>
      )}
    </Container>
  );
}
