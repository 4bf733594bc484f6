import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'signin' | 'register';

export default function LoginScreen() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'signin';
  usePageMeta(
    mode === 'register' ? 'Create an account' : 'Sign in',
    'Sign in to the coaching dashboard, or create an account to apply for business coaching.',
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {mode === 'register' ? 'Create an account' : 'Sign in'}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {mode === 'register'
          ? 'Childcare business owners can open an account to apply for coaching. Your coach will contact you within two business days.'
          : 'Coaches, clients and staff sign in here to reach their dashboard.'}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={mode}
          onChange={(_, next: Mode) => setParams(next === 'register' ? { mode: 'register' } : {}, { replace: true })}
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
    </Container>
  );
}
