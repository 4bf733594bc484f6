import LockIcon from '@mui/icons-material/LockOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { PRIVATE_NOTE_MAX } from '@tc/contract/coaching';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

// A plan's, diary entry's and session's two texts (docs/decisions/023): the shared one the client reads, and a
// private note for the client's coaches and administrators only. The server sends a private note to no one
// else, so a record that carries the `privateNote` key was read by staff: that is when views mark which is which.

export const PRIVATE_NOTE_LABEL = 'Private note — coaches and administrators only';
const PRIVATE_NOTE_HELP = 'Never shown to the client: not on their screens, in reports, exports or emails.';

/** A shared field's label: what it is, and that the client reads it. */
export const sharedLabel = (what: string) => `${what} — shared with the client`;

/** Whether a record was read with its private note (by one of the client's coaches or an administrator). */
export const readAsStaff = (record: { privateNote?: string | null }) => record.privateNote !== undefined;

type FieldProps<V extends FieldValues> = Parameters<typeof FormTextField<V>>[0];

/** The private note's box of a form, marked with a lock. */
export function PrivateNoteField<V extends FieldValues>({ control, name }: { control: FieldProps<V>['control']; name: Path<V> }) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={PRIVATE_NOTE_LABEL}
      multiline
      minRows={2}
      helperText={PRIVATE_NOTE_HELP}
      slotProps={{
        htmlInput: { maxLength: PRIVATE_NOTE_MAX },
        input: {
          startAdornment: (
            <InputAdornment position="start" sx={{ alignSelf: 'flex-start', mt: 1.25 }}>
              <LockIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A record's two texts as staff read them, each labelled; a client's view shows only the shared text, as it always did. */
export function NoteTexts({
  shared,
  privateNote,
  sharedFallback,
}: {
  shared: string | null;
  privateNote?: string | null;
  sharedFallback?: ReactNode;
}) {
  if (privateNote === undefined) {
    return shared ? <NoteText text={shared} /> : <>{sharedFallback ?? null}</>;
  }
  return (
    <>
      {(shared || sharedFallback) && (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PeopleIcon sx={{ fontSize: 16 }} aria-hidden /> Shared with the client
          </Typography>
          {shared ? <NoteText text={shared} /> : sharedFallback}
        </Box>
      )}
      {privateNote && (
        <Box sx={{ mt: 0.5, pl: 1, borderLeft: 3, borderColor: 'warning.main', bgcolor: 'action.hover' }} data-testid="private-note">
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LockIcon sx={{ fontSize: 16 }} aria-hidden /> Private note — coaches and administrators only
          </Typography>
          <NoteText text={privateNote} />
        </Box>
      )}
    </>
  );
}

function NoteText({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
