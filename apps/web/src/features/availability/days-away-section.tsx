import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createExceptionBodySchema, type Availability, type CreateExceptionBody } from '@tc/contract/sessions';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormTextField } from '../../components/form-text-field';
import { formatCalendarDate, todayInAlberta } from '../../lib/calendar-date';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { addDaysAway, removeDaysAway } from './availability-thunks';

type Values = { firstDay: string; lastDay: string; reason: string };
type Away = Availability['exceptions'][number];

const awayResolver = () =>
  contractResolver<Values, CreateExceptionBody>(createExceptionBodySchema, (v) => ({
    firstDay: v.firstDay,
    lastDay: v.lastDay,
    reason: v.reason.trim() || null,
  }));

/** "Dec 24, 2026 to Jan 2, 2027", or one day alone. */
export const awayDays = (a: Pick<Away, 'firstDay' | 'lastDay'>): string =>
  a.firstDay === a.lastDay ? formatCalendarDate(a.firstDay) : `${formatCalendarDate(a.firstDay)} to ${formatCalendarDate(a.lastDay)}`;

interface Props {
  coachId: number;
  availability: Availability;
  who: string;
}

/** Days the coach is away (a holiday, a day off): no slot is free on them. Added one at a time, removed after asking. */
export function DaysAwaySection({ coachId, availability, who }: Props) {
  const dispatch = useAppDispatch();
  const [resolver] = useState(awayResolver);
  const today = todayInAlberta();
  const { form, control, formError, busy, submitWith } = useContractForm<Values, CreateExceptionBody>({
    defaultValues: { firstDay: today, lastDay: today, reason: '' },
    resolver,
  });
  const [removing, setRemoving] = useState<Away | null>(null);
  const submit = submitWith(
    (body) => dispatch(addDaysAway({ coachId, body })).unwrap(),
    () => form.reset({ firstDay: today, lastDay: today, reason: '' }),
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {availability.exceptions.length === 0 ? (
        <Typography
          sx={{ color: 'text.secondary' }}
        >{`No days away ahead. Add the days ${who === 'you' ? 'you are' : `${who} is`} away, so no client asks for them.`}</Typography>
      ) : (
        <Box component="ul" aria-label="Days away" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {availability.exceptions.map((a) => (
            <Box
              component="li"
              key={a.id}
              data-testid="away-row"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                justifyContent: 'space-between',
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
              }}
            >
              <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                <strong>{awayDays(a)}</strong>
                {a.reason ? `: ${a.reason}` : ''}
              </Typography>
              <Button size="small" color="error" onClick={() => setRemoving(a)} aria-label={`Remove the days away ${awayDays(a)}`}>
                Remove
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Add days away
        </Typography>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
          <FormTextField
            control={control}
            name="firstDay"
            label="First day"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="lastDay"
            label="Last day"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField control={control} name="reason" label="Reason" helperText="Optional: a holiday, a training day" />
        </Box>
        <Button type="submit" variant="outlined" disabled={busy} sx={{ justifySelf: 'start' }}>
          {busy ? 'Adding…' : 'Add days away'}
        </Button>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title="Remove these days away?"
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await dispatch(removeDaysAway({ coachId, id: removing.id }))
            .unwrap()
            .then(() => setRemoving(null))
            .catch(() => undefined);
        }}
      >
        {removing ? `${awayDays(removing)}: clients may then ask for the free times of these days.` : ''}
      </ConfirmDialog>
    </Box>
  );
}
