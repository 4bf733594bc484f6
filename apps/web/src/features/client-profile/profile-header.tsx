import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { fullName } from '../../lib/person-name';
import { statusText } from './profile-status';

interface Props {
  client: User;
  /** The viewer is the client: the links read "your". */
  own: boolean;
  /** What the viewer may do here (new plan, log time, edit, coaches), given by the screen. */
  actions: ReactNode;
}

/** Who the profile is about, their status and region, the ways to their records and what the viewer may do. */
export function ProfileHeader({ client, own, actions }: Props) {
  const status = statusText(client);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', mb: 3 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {own ? 'Your profile' : fullName(client)}
          <Box component="span" sx={{ display: 'block', fontSize: '1.1rem', fontWeight: 500, color: 'text.secondary' }}>
            {own ? fullName(client) : 'Client profile'}
            {client.business_name && ` · ${client.business_name}`}
          </Box>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" variant="outlined" label={`Status: ${status}`} color={status === 'Active' ? 'success' : 'default'} />
          <Chip size="small" variant="outlined" label={client.region ? `Region: ${client.region}` : 'No region yet'} />
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Records and actions" role="group">
        <Button component={RouterLink} to={paths.actionPlans(client.id)} variant="outlined" startIcon={<AssignmentIcon />}>
          {own ? 'Your action plans' : 'Action plans'}
        </Button>
        <Button component={RouterLink} to={paths.timeDiary(client.id)} variant="outlined" startIcon={<ScheduleIcon />}>
          {own ? 'Your time diary' : 'Time diary'}
        </Button>
        <Button component={RouterLink} to={paths.clientReport(client.id)} variant="outlined" startIcon={<AssessmentIcon />}>
          {own ? 'Your report' : 'Report'}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
