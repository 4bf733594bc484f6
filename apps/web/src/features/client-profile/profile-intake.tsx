import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BUSINESS_TYPE_LABELS, LICENSED_LABELS, NEED_LABELS } from '@tc/contract/applications';
import type { ClientIntake } from '@tc/contract/handoffs';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { DetailList } from '@/components/detail-list';
import { useReadResult } from '../../lib/api-thunk';
import { formatMomentDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchProfileIntake } from './client-profile-thunks';
import { ProfileSection } from './profile-section';

const NOT_GIVEN = 'Not given';

/** The intake as rows: what they told us, "Not given" where they left it out (a registration asks less). */
function intakeRows(intake: ClientIntake): [string, ReactNode][] {
  return [
    ['Kind of childcare', intake.business_type ? BUSINESS_TYPE_LABELS[intake.business_type] : NOT_GIVEN],
    ['Licensed', intake.licensed ? LICENSED_LABELS[intake.licensed] : NOT_GIVEN],
    ['Childcare spaces', intake.spaces === null ? NOT_GIVEN : String(intake.spaces)],
    ['Help with', intake.needs.length ? intake.needs.map((n) => NEED_LABELS[n]).join('; ') : NOT_GIVEN],
    [
      'Message',
      intake.message ? (
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {intake.message}
        </Typography>
      ) : (
        'None'
      ),
    ],
    [intake.source === 'registration' ? 'Registered' : 'Applied', formatMomentDate(intake.applied_at)],
  ];
}

/**
 * "Intake": what the client wrote when they applied (or registered), read from their application
 * (docs/decisions/028-hand-offs.md). Shown to administrators, the client's coaches and the client; an
 * administrator also gets a link back to the application. Nothing for a client the centre added by hand.
 */
export function ProfileIntake({ clientId, admin }: { clientId: number; admin: boolean }) {
  const dispatch = useAppDispatch();
  const loaded = useReadResult(String(clientId), fetchProfileIntake.provides(clientId), () => dispatch(fetchProfileIntake(clientId)));
  if (loaded.status === 'ready' && !loaded.data?.intake) return null;
  return (
    <ProfileSection
      title="Intake"
      what="the intake"
      loaded={loaded}
      isEmpty={() => false}
      empty={null}
      testId="profile-intake"
      more={(answer) =>
        admin &&
        answer.intake && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            <Link component={RouterLink} to={`${paths.applications}?open=${answer.intake.application_id}`}>
              {answer.intake.source === 'registration' ? 'Open the registration in Applications' : 'Open the application'}
            </Link>
          </Typography>
        )
      }
    >
      {(answer) => answer.intake && <DetailList rows={intakeRows(answer.intake)} />}
    </ProfileSection>
  );
}
