import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { User } from '@tc/contract/users';

interface Props {
  client: User;
}

/** Who the report is about, as a lender or funder would want it: the business, its owner, where and how to reach them. */
export function ClientBusinessDetails({ client }: Props) {
  const place = [client.address, [client.city, client.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    ['Business', client.business_name],
    ['Owner', `${client.firstname} ${client.lastname}`.trim()],
    ['Address', place || null],
    ['Region', client.region],
    ['Phone', client.phone],
    ['Email', client.email],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="business-details">
      <Box
        component="dl"
        aria-label="Business details"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Box>
          ))}
      </Box>
    </Paper>
  );
}
