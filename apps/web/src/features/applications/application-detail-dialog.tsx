import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { APPLICATION_SOURCE_LABELS, type Application, BUSINESS_TYPE_LABELS, LICENSED_LABELS, NEED_LABELS } from '@tc/contract/applications';
import type { SuggestedCoach } from '@tc/contract/handoffs';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { formatMomentDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { type StatusAction, StatusActions } from './application-status-actions';
import { applicantName, placeOf, StatusChip } from './application-list';
import { applicationMessages, updateApplication } from './applications-thunks';

/** What a registration does not ask (phone, region, city, kind of childcare, licence): to be asked on the first call. */
const NOT_ASKED = 'Not asked';

interface Props {
  application: Application | null;
  onClose: () => void;
  /** The application as the server answered after a change. */
  onChanged: (a: Application) => void;
}

/** One application in full: what the applicant sent, the administrators' note and the status changes it allows. */
export function ApplicationDetailDialog({ application, onClose, onChanged }: Props) {
  // One dialog per application: the note field starts from that application's note.
  return application && <DetailDialog key={application.id} a={application} onClose={onClose} onChanged={onChanged} />;
}

function DetailDialog({ a, onClose, onChanged }: Omit<Props, 'application'> & { a: Application }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [note, setNote] = useState(a.admin_note ?? '');
  const [saving, setSaving] = useState(false);
  const name = applicantName(a);

  async function change(body: Parameters<typeof updateApplication>[0]['body'], done: string) {
    const result = await dispatch(updateApplication({ id: a.id, body, done }));
    if (updateApplication.fulfilled.match(result)) onChanged(result.payload);
  }
  const act = (action: StatusAction, coach?: SuggestedCoach | null) =>
    coach
      ? change(
          { status: action.status, coach_id: coach.id },
          applicationMessages.enrolledWithCoach(name, `${coach.firstname} ${coach.lastname}`),
        )
      : change({ status: action.status }, applicationMessages[action.status](name));
  async function saveNote() {
    setSaving(true);
    await change({ admin_note: note }, applicationMessages.noteSaved);
    setSaving(false);
  }

  const details: [string, ReactNode][] = [
    ['Status', <StatusChip key="s" status={a.status} />],
    ['Came from', APPLICATION_SOURCE_LABELS[a.source]],
    [a.source === 'registration' ? 'Registered' : 'Applied', formatMomentDate(a.createdAt)],
    [
      'Email',
      <Link key="e" href={`mailto:${a.email}`}>
        {a.email}
      </Link>,
    ],
    [
      'Phone',
      a.phone ? (
        <Link key="p" href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>
          {a.phone}
        </Link>
      ) : (
        'Not given'
      ),
    ],
    ['Business', a.business_name ?? 'No name yet'],
    ['Kind of childcare', a.business_type ? BUSINESS_TYPE_LABELS[a.business_type] : NOT_ASKED],
    ['Where', placeOf(a) || 'Not given'],
    ['Licensed', a.licensed ? LICENSED_LABELS[a.licensed] : NOT_ASKED],
    ['Childcare spaces', a.spaces === null ? 'Not given' : String(a.spaces)],
    ['Help with', a.needs.length ? a.needs.map((n) => NEED_LABELS[n]).join('; ') : 'Not given'],
    ['Message', a.message ?? 'None'],
  ];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Application of ${name}`}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          {details.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {a.user_id !== null && (
          <Typography sx={{ mt: 2 }}>
            <Link component={RouterLink} to={paths.clientProfile(a.user_id)}>
              {`Open ${name}'s client profile`}
            </Link>
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 3 }}>
          <TextField
            label="Note for the team"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            sx={{ flex: '1 1 18rem' }}
            helperText="Only administrators see it"
          />
          <Button onClick={() => void saveNote()} disabled={saving || note.trim() === (a.admin_note ?? '')} sx={{ mt: 1 }}>
            {saving ? 'Saving…' : 'Save note'}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <StatusActions application={a} onAct={act} />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
