import Paper from '@mui/material/Paper';
import type { User } from '@tc/contract/users';
import { DetailList } from '@/components/detail-list';
import { addressLine, fullName } from '../../lib/person-name';

interface Props {
  client: User;
}

/** Who the report is about, as a lender or funder would want it: the business, its owner, where and how to reach them. */
export function ClientBusinessDetails({ client }: Props) {
  const rows: [string, string | null][] = [
    ['Business', client.business_name],
    ['Owner', fullName(client)],
    ['Address', addressLine(client) || null],
    ['Region', client.region],
    ['Phone', client.phone],
    ['Email', client.email],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="business-details">
      <DetailList
        rows={rows.filter(([, value]) => value)}
        columns={{ xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto minmax(0, 1fr)' }}
        rowGap={0.5}
        aria-label="Business details"
      />
    </Paper>
  );
}
