import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { User } from '@tc/contract/users';

/** At least 24 px tall, so a finger finds each link (WCAG 2.5.8). */
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/** Email and phone as links that open the mail program or the dialler. */
export function CoachContact({ coach }: { coach: Pick<User, 'email' | 'phone'> }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
      <Link href={`mailto:${coach.email}`} sx={{ ...TARGET, overflowWrap: 'anywhere' }}>
        {coach.email}
      </Link>
      {coach.phone && (
        <Link href={`tel:${coach.phone.replace(/[^\d+]/g, '')}`} sx={TARGET}>
          {coach.phone}
        </Link>
      )}
    </Stack>
  );
}
