import type { ClientListItem, User } from '@tc/contract/users';
import type { ApiFailureInfo } from '../../api/api-call';
import { PersonFormDialog } from '../../components/person-form-dialog';
import { fieldErrorsFromFailure } from '../../lib/field-errors';
import { PERSON_FIELDS, emptyPersonValues, personValuesFrom, toCreateBody, toUpdateBody, type PersonValues } from '../../lib/person-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { useEndSession } from '../../lib/use-end-session';
import { createClient, updateClient } from './clients-thunks';

interface Props {
  /** The client to edit (administrators); null registers a new one. */
  client: ClientListItem | null;
  regionNames: readonly string[];
  /** Shown above the fields (e.g. that a coach's new client becomes theirs). */
  intro?: string;
  onSaved: (client: User) => void;
  onClose: () => void;
}

/** The new-client modal of spec section 2, which also edits a client. Mount it only while open. */
export function ClientFormDialog({ client, regionNames, intro, onSaved, onClose }: Props) {
  const dispatch = useAppDispatch();
  const endSession = useEndSession();

  async function save(values: PersonValues) {
    try {
      const saved = client
        ? await dispatch(updateClient({ id: client.id, data: toUpdateBody(values, PERSON_FIELDS) })).unwrap()
        : await dispatch(createClient(toCreateBody(values, PERSON_FIELDS))).unwrap();
      onSaved(saved);
      return null;
    } catch (failure) {
      const info = failure as ApiFailureInfo;
      // The session is over (spec section 4): what was typed cannot be saved by this sign-in.
      if (info.status === 401) endSession();
      return { message: info.message, fields: fieldErrorsFromFailure(info, PERSON_FIELDS) };
    }
  }

  return (
    <PersonFormDialog
      title={client ? `Edit ${client.business_name ?? `${client.firstname} ${client.lastname}`}` : 'New client'}
      intro={intro}
      mode={client ? 'edit' : 'create'}
      fields={PERSON_FIELDS}
      initial={client ? personValuesFrom(client) : emptyPersonValues()}
      regionNames={regionNames}
      submitLabel={client ? 'Save changes' : 'Create client'}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
