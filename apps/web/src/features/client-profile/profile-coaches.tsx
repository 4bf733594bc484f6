import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CoachOfClient } from '@tc/contract/client-profile';
import type { ReactNode } from 'react';
import { fullName } from '../../lib/person-name';
import type { ReadResult } from '../../lib/api-thunk';
import { ProfileSection } from './profile-section';

interface Props {
  loaded: ReadResult<CoachOfClient[]>;
  /** What to do when the client has no coach, in the viewer's terms. */
  emptyText: ReactNode;
  /** "Manage coaches", for administrators. */
  action?: ReactNode;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The client's coaches and how to reach them. */
export function ProfileCoaches({ loaded, emptyText, action }: Props) {
  return (
    <ProfileSection
      title="Coaches"
      what="the coaches"
      loaded={loaded}
      isEmpty={(coaches) => coaches.length === 0}
      empty={emptyText}
      action={action}
      testId="profile-coaches"
    >
      {(coaches) => (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {coaches.map((coach) => (
            <Box component="li" key={coach.id} sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullName(coach)}</Typography>
              {coach.region && (
                <Typography variant="body2" color="text.secondary">
                  {coach.region}
                </Typography>
              )}
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Link href={`mailto:${coach.email}`}>{coach.email}</Link>
                {coach.phone && (
                  <>
                    {' · '}
                    <Link href={telHref(coach.phone)}>{coach.phone}</Link>
                  </>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </ProfileSection>
  );
}
