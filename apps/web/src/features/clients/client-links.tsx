import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ClientListItem } from '@tc/contract/users';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';

/** Where a client's row leads. The accessible names are a contract with the coaching screens' tests. */
export function clientLinks(client: Pick<ClientListItem, 'id' | 'firstname' | 'lastname'>) {
  const name = fullName(client);
  return [
    { label: 'Action plans', name: `Action plans for ${name}`, to: paths.actionPlans(client.id) },
    { label: 'Time diary', name: `Time diary for ${name}`, to: paths.timeDiary(client.id) },
    { label: 'Report', name: `Report for ${name}`, to: paths.clientReport(client.id) },
  ];
}

/** Outlined buttons on a card; plain underlined links where a table row has little room. */
export function ClientLinks({ client, compact = false }: { client: ClientListItem; compact?: boolean }) {
  if (compact) {
    return (
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'nowrap' }}>
        {clientLinks(client).map((link) => (
          <Link
            key={link.to}
            component={RouterLink}
            to={link.to}
            aria-label={link.name}
            variant="body2"
            sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
          >
            {link.label}
          </Link>
        ))}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {clientLinks(client).map((link) => (
        <Button
          key={link.to}
          component={RouterLink}
          to={link.to}
          aria-label={link.name}
          size="small"
          variant="outlined"
          sx={{ whiteSpace: 'nowrap', px: 1.25, minWidth: 0 }}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The client's name as a list shows it (the business, else the person): a link to
 * their profile where the viewer may open it, plain text where it would be refused.
 */
export function ClientName({ client, canOpen }: { client: ClientListItem; canOpen: boolean }) {
  const label = client.business_name ?? fullName(client);
  if (!canOpen) return label;
  return (
    <Link component={RouterLink} to={paths.clientProfile(client.id)} sx={{ fontWeight: 'inherit', overflowWrap: 'anywhere' }}>
      {label}
    </Link>
  );
}

/** "Jan 10, 2026", or a plain statement before the first diary entry. */
export function lastActivityText(client: Pick<ClientListItem, 'last_activity'>): string {
  return client.last_activity ? formatCalendarDate(client.last_activity) : 'No activity yet';
}

/** Where a row of a client the viewer does not coach would have its links. */
export const NOT_YOURS = 'Not your client';

/** "Sarah Thompson, Amrit Sandhu", or a plain statement when nobody is assigned. */
export function coachNames(client: Pick<ClientListItem, 'coaches'>): string {
  return client.coaches.length ? client.coaches.map(fullName).join(', ') : 'No coach assigned';
}

/** "Calgary · Calgary region"; the city alone when it names the region. */
export function placeOf(client: Pick<ClientListItem, 'city' | 'region'>): string {
  const { city, region } = client;
  if (city && region && city !== region) return `${city} · ${region}`;
  return city || region || 'No city given';
}
