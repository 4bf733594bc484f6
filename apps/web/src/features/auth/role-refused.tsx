import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ROLE_NAMES, type RoleId } from '@tc/contract/roles';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '../../lib/use-page-meta';

/** Shown in place of a screen the signed-in role may not use (never a blank page). */
export function RoleRefused({ categoryId }: { categoryId: number }) {
  usePageMeta('Not available to your role');
  const role = ROLE_NAMES[categoryId as RoleId] ?? 'your account';
  return (
    <Box sx={{ maxWidth: '70ch' }}>
      <Alert severity="warning" role="alert">
        <AlertTitle component="h1" sx={{ fontSize: '1.25rem' }}>
          This page is not available to your role
        </AlertTitle>
        You are signed in as {/^[AEIOU]/.test(role) ? 'an' : 'a'} {role}, and this page is for other roles. If you think you should have
        access, please ask the centre&apos;s administrator.
      </Alert>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 2 }}>
        Back to the dashboard
      </Button>
    </Box>
  );
}
