import type { ClientListItem, User } from '@tc/contract/users';
import { PersonFormDialog } from '../../components/person-form-dialog';
import { PERSON_FIELDS, emptyPersonValues, personValuesFrom, toCreateBody, toUpdateBody, type PersonValues } from '../../lib/person-form';
import { useAppDispatch } from '../../lib/store-hooks';
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

/** The new-client modal of product specification section 2, which also edits a client. Mount it only while open. */
export function ClientFormDialog({ client, regionNames, intro, onSaved, onClose }: Props) {
  const dispatch = useAppDispatch();

  const save = (values: PersonValues) =>
    client
      ? dispatch(updateClient({ id: client.id, data: toUpdateBody(values, PERSON_FIELDS) })).unwrap()
      : dispatch(createClient(toCreateBody(values, PERSON_FIELDS))).unwrap();

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
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
