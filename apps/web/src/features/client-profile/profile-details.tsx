import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { User } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { DetailList } from '@/components/detail-list';
import { formatMomentDate } from '../../lib/calendar-date';
import { addressLine, fullName } from '../../lib/person-name';
import { statusText } from './profile-status';

/** The client's contact and business details, where a person can call or write from them. */
export function ProfileDetails({ client }: { client: User }) {
  const rows: [string, ReactNode][] = [
    ['Business', client.business_name || 'Not given'],
    ['Owner', fullName(client)],
    ['Email', <Link href={`mailto:${client.email}`}>{client.email}</Link>],
    ['Phone', client.phone ? <Link href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}>{client.phone}</Link> : 'Not given'],
    ['Address', addressLine(client) || 'Not given'],
    ['Region', client.region || 'No region yet'],
    ['Status', statusText(client)],
    ['Client since', formatMomentDate(client.createdAt)],
  ];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="profile-details"
      sx={{ p: 2, minWidth: 0 }}
      data-testid="profile-details"
    >
      <Typography variant="h6" component="h2" id="profile-details" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        Contact and business
      </Typography>
      <DetailList rows={rows} />
    </Paper>
  );
}
