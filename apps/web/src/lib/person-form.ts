import type { User } from '@tc/contract/users';
import { createUserBodySchema, updateUserBodySchema, type CreateUserBody, type UpdateUserBody } from '@tc/contract/users';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from './contract-form';

/** The fields of the client and coach forms, in the order they are shown. */
export const PERSON_FIELDS = [
  'firstname',
  'lastname',
  'business_name',
  'email',
  'phone',
  'address',
  'city',
  'region',
  'postal_code',
  'username',
  'password',
] as const;

export type PersonField = (typeof PERSON_FIELDS)[number];
export type PersonValues = Record<PersonField, string>;
export type PersonFormMode = 'create' | 'edit';

const REQUIRED: readonly PersonField[] = ['firstname', 'lastname', 'email', 'username'];

export const PERSON_LABELS: Record<PersonField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  business_name: 'Business name',
  email: 'Email',
  phone: 'Phone',
  address: 'Street address',
  city: 'City or town',
  region: 'Region',
  postal_code: 'Postal code',
  username: 'Username',
  password: 'Initial password',
};

export function isRequired(field: PersonField, mode: PersonFormMode): boolean {
  return REQUIRED.includes(field) || (field === 'password' && mode === 'create');
}

export const emptyPersonValues = (): PersonValues => Object.fromEntries(PERSON_FIELDS.map((f) => [f, ''])) as PersonValues;

/** A user's record as form values (the password is never known: blank keeps it). */
export function personValuesFrom(user: User): PersonValues {
  const values = emptyPersonValues();
  for (const f of PERSON_FIELDS) if (f !== 'password') values[f] = (user[f] as string | null) ?? '';
  return values;
}

type CreateBody = Omit<CreateUserBody, 'category_id'>;

/** What a create sends: the shown fields, optional ones left out when blank. */
export function toCreateBody(values: PersonValues, fields: readonly PersonField[]): CreateBody {
  const body: Record<string, string> = {};
  for (const f of fields) {
    const value = f === 'password' ? values[f] : values[f].trim();
    // No password: the server emails an invitation to set one (docs/architecture.md#applications-and-accounts).
    if (value || (isRequired(f, 'create') && f !== 'password')) body[f] = value;
  }
  return body as unknown as CreateBody;
}

/** What an edit sends: every shown field (blank optional ones clear the value); a blank password keeps the old one. */
export function toUpdateBody(values: PersonValues, fields: readonly PersonField[]): UpdateUserBody {
  const body: Record<string, string | null> = {};
  for (const f of fields) {
    if (f === 'password') {
      if (values.password) body.password = values.password;
      continue;
    }
    const value = values[f].trim();
    body[f] = value || isRequired(f, 'edit') ? value : null;
  }
  return body as UpdateUserBody;
}

const createSchema = createUserBodySchema.omit({ category_id: true });

/** How a new account gets its first password: an invitation by email, or a password set in the form. */
export type PasswordBy = 'invitation' | 'now';

/** What the new-account dialog says about signing in, following the choice made in it (never the other one). */
export const FIRST_SIGN_IN: Record<PasswordBy, string> = {
  invitation: 'We email them an invitation to choose their own password; they then sign in with the username you choose here.',
  now: 'They sign in with the username and initial password you choose here.',
};

export const PASSWORD_OR_INVITATION = 'Enter a password, or choose to send an invitation instead.';

/** The fields a form shows: a new account's password only when one is set now (else an invitation is sent). */
export const shownFields = (fields: readonly PersonField[], mode: PersonFormMode, passwordBy: PasswordBy): readonly PersonField[] =>
  mode === 'create' && passwordBy === 'invitation' ? fields.filter((f) => f !== 'password') : fields;

/**
 * Checks the body the form sends with the contract's schema, the one the server uses, so the
 * messages match; a password field shown on a new account is filled in (the form leaves the
 * field out to send an invitation instead). A valid form submits its values, a password the
 * form does not show left blank; the context is how the new account gets its password.
 */
export function personResolver(fields: readonly PersonField[], mode: PersonFormMode): Resolver<PersonValues, PasswordBy, PersonValues> {
  const sent = (values: PersonValues, passwordBy: PasswordBy) =>
    shownFields(fields, mode, passwordBy).includes('password') ? values : { ...values, password: '' };
  const check = contractResolver<PersonValues, unknown, PasswordBy>(
    mode === 'create' ? createSchema : updateUserBodySchema,
    (values, passwordBy) => {
      const shown = shownFields(fields, mode, passwordBy);
      return mode === 'create' ? toCreateBody(values, shown) : toUpdateBody(values, shown);
    },
    (values, passwordBy) =>
      mode === 'create' && shownFields(fields, mode, passwordBy).includes('password') && !values.password
        ? { password: PASSWORD_OR_INVITATION }
        : {},
  );
  return async (values, passwordBy = 'invitation', options) => {
    const result = await check(values, passwordBy, options);
    return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values: sent(values, passwordBy), errors: {} };
  };
}
