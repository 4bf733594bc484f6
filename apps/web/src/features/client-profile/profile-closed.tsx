import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '../../lib/use-page-meta';

export type ClosedReason = 'not-your-client' | 'not-yours' | 'not-found';

interface Props {
  reason: ClosedReason;
  /** The client's name where the viewer may know it (a coach may). */
  name?: string | null;
  /** The viewer's own id, for a client who opened someone else's profile. */
  viewerId?: number;
}

/** Why a profile is not shown, in a person's words, with the way back (never a bare refusal). */
export function ProfileClosed({ reason, name, viewerId }: Props) {
  usePageMeta('Client profile');
  const someone = name || 'this client';
  const content = {
    'not-your-client': {
      title: "You don't coach this client",
      text: `Only ${someone}'s coaches and the centre's administrators see their profile, plans and time diary. If you should be coaching them, ask an administrator to assign you.`,
      to: paths.clientListing,
      back: 'Back to the clients',
    },
    'not-yours': {
      title: 'This profile belongs to someone else',
      text: 'You can see your own profile, plans and time diary here, but not those of other clients.',
      to: viewerId ? paths.clientProfile(viewerId) : paths.dashboard,
      back: 'Go to your profile',
    },
    'not-found': {
      title: "We couldn't find this client",
      text: 'The link may be out of date, or the person is not a client of the centre.',
      to: paths.clientListing,
      back: 'Back to the clients',
    },
  }[reason];
  return (
    <Box sx={{ maxWidth: '70ch' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {reason === 'not-your-client' && name ? name : 'Client profile'}
      </Typography>
      <Alert severity="info" data-testid="profile-closed">
        <AlertTitle>{content.title}</AlertTitle>
        {content.text}
      </Alert>
      <Button component={RouterLink} to={content.to} variant="outlined" sx={{ mt: 2 }}>
        {content.back}
      </Button>
    </Box>
  );
}
