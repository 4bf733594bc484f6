import type { CoachListItem, User } from '@tc/contract/users';
import { PersonFormDialog } from '../../components/person-form-dialog';
import {
  emptyPersonValues,
  personValuesFrom,
  toCreateBody,
  toUpdateBody,
  type PersonField,
  type PersonValues,
} from '../../lib/person-form';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { createCoach, updateCoach } from './coaches-thunks';

const COACH_FIELDS: readonly PersonField[] = ['firstname', 'lastname', 'email', 'phone', 'city', 'region', 'username', 'password'];

interface Props {
  /** The coach to edit; null creates one. */
  coach: CoachListItem | null;
  regionNames: readonly string[];
  onSaved: (coach: User) => void;
  onClose: () => void;
}

/** New coach and edit coach (administrators), with the spec's coach toasts. Mount it only while open. */
export function CoachFormDialog({ coach, regionNames, onSaved, onClose }: Props) {
  const dispatch = useAppDispatch();

  const save = (values: PersonValues) =>
    coach
      ? dispatch(updateCoach({ id: coach.id, data: toUpdateBody(values, COACH_FIELDS) })).unwrap()
      : dispatch(createCoach(toCreateBody(values, COACH_FIELDS))).unwrap();

  return (
    <PersonFormDialog
      title={coach ? `Edit ${fullName(coach)}` : 'New coach'}
      intro={coach ? undefined : 'Assign clients afterwards with the Clients button on their row.'}
      mode={coach ? 'edit' : 'create'}
      fields={COACH_FIELDS}
      initial={coach ? personValuesFrom(coach) : emptyPersonValues()}
      regionNames={regionNames}
      submitLabel={coach ? 'Save changes' : 'Create coach'}
      onSubmit={save}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
