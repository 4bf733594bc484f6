import MenuItem from '@mui/material/MenuItem';
import {
  AGENDA_MAX,
  requestSessionBodySchema,
  SESSION_KIND_LABELS,
  type CoachingSession,
  type RequestSessionBody,
  type SessionKind,
  type Slot,
} from '@tc/contract/sessions';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { clockOf, dayHeading } from '../../lib/session-time';
import { useAppDispatch } from '../../lib/store-hooks';
import { requestSession } from './my-sessions-thunks';

/** A visit slot takes a visit; a call slot a phone or a video call. */
export const kindsForSlot = (slot: Pick<Slot, 'mode'>): SessionKind[] => (slot.mode === 'visit' ? ['visit'] : ['phone', 'video']);

type Values = { kind: SessionKind; agenda: string };

const askResolver = (coachId: number, slot: Slot) =>
  contractResolver<Values, RequestSessionBody>(requestSessionBodySchema, (v) => ({
    coach_id: coachId,
    start: slot.start,
    kind: v.kind,
    agenda: v.agenda.trim() || undefined,
  }));

interface Props {
  coach: { id: number; name: string };
  slot: Slot;
  onClose: () => void;
  onAsked: (session: CoachingSession) => void;
  /** The slot was taken meanwhile (409): the page says so and shows the free times again. */
  onTaken: (message: string) => void;
}

/** Asks for one free slot: what kind of meeting, and what to talk about. */
export function AskSessionDialog({ coach, slot, onClose, onAsked, onTaken }: Props) {
  const dispatch = useAppDispatch();
  const kinds = kindsForSlot(slot);
  const [resolver] = useState(() => askResolver(coach.id, slot));
  const { control, formError, busy, dirty, submitWith } = useContractForm<Values, RequestSessionBody>({
    defaultValues: { kind: kinds[0], agenda: '' },
    resolver,
    failureMessage: (outcome) => {
      if (outcome.failure.status !== 409) return outcome.formError;
      onTaken(outcome.failure.message);
      return null;
    },
  });
  const submit = submitWith((body) => dispatch(requestSession(body)).unwrap(), onAsked);
  return (
    <FormDialog
      open
      title="Ask for a session"
      submitLabel="Ask for this time"
      busy={busy}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
      dirty={dirty}
    >
      <span>
        {dayHeading(slot.start)}, {clockOf(slot.start)}–{clockOf(slot.end)} with {coach.name}. Your coach confirms it, or proposes another
        time.
      </span>
      <FormTextField control={control} name="kind" select label="Kind of session" required disabled={kinds.length === 1}>
        {kinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {SESSION_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="agenda"
        label="What would you like to talk about?"
        multiline
        minRows={3}
        helperText="Optional: your coach reads it before you meet"
        slotProps={{ htmlInput: { maxLength: AGENDA_MAX } }}
      />
    </FormDialog>
  );
}
