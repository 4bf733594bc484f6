import { describe, expect, it } from 'vitest';
import { makeUser } from '../test-utils';
import {
  emptyPersonValues,
  personResolver,
  personValuesFrom,
  toCreateBody,
  toUpdateBody,
  type PasswordBy,
  type PersonField,
  type PersonFormMode,
  type PersonValues,
} from './person-form';

const COACH: PersonField[] = ['firstname', 'lastname', 'email', 'phone', 'region', 'username', 'password'];

const filled = () => ({
  ...emptyPersonValues(),
  firstname: ' Nadia ',
  lastname: 'Okoye',
  email: 'nadia@example.ca',
  username: 'nadia.o',
  password: ' spaced password ',
});

/** The message under each field the contract's schema finds wrong, as the form shows them (a password set now, unless said). */
async function messages(values: PersonValues, fields: readonly PersonField[], mode: PersonFormMode, passwordBy: PasswordBy = 'now') {
  const { errors } = await personResolver(fields, mode)(values, passwordBy, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

describe('person form', () => {
  it('creates with the shown fields, leaving blank optional ones out and the password untouched', () => {
    expect(toCreateBody({ ...filled(), business_name: 'ignored: not shown' }, COACH)).toEqual({
      firstname: 'Nadia',
      lastname: 'Okoye',
      email: 'nadia@example.ca',
      username: 'nadia.o',
      password: ' spaced password ',
    });
  });

  it('edits every shown field, clearing blank optional ones; a blank password keeps the old one', () => {
    const body = toUpdateBody({ ...filled(), password: '' }, COACH);
    expect(body).toEqual({
      firstname: 'Nadia',
      lastname: 'Okoye',
      email: 'nadia@example.ca',
      phone: null,
      region: null,
      username: 'nadia.o',
    });
    expect(toUpdateBody({ ...filled(), password: 'New-password-1' }, COACH).password).toBe('New-password-1');
  });

  it('checks with the contract messages, the server’s own', async () => {
    const errors = await messages(
      { ...emptyPersonValues(), email: 'nope', username: 'a', password: 'short', postal_code: '12345' },
      [...COACH, 'postal_code'],
      'create',
    );
    expect(errors).toMatchObject({
      firstname: 'Required',
      email: 'Enter a valid email address',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      postal_code: 'Postal code must look like T5J 0N3',
    });
    expect(await messages(filled(), COACH, 'create')).toEqual({});
    // Editing without a new password is fine; creating without one is not, unless an invitation is sent.
    expect(await messages({ ...filled(), password: '' }, COACH, 'edit')).toEqual({});
    expect((await messages({ ...filled(), password: '' }, COACH, 'create')).password).toBeTruthy();
    expect(await messages({ ...filled(), password: '' }, COACH, 'create', 'invitation')).toEqual({});
  });

  it('starts an edit from the record, never with a password', () => {
    const values = personValuesFrom(makeUser({ business_name: 'Maple Day Home', phone: null }));
    expect(values).toMatchObject({ firstname: 'Maple', business_name: 'Maple Day Home', phone: '', password: '' });
  });
});
