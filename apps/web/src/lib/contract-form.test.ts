import { describe, expect, it } from 'vitest';
import { fieldErrorsFromFailure, fieldErrorsFromIssues, hasFieldErrors } from './contract-form';

const FIELDS = ['username', 'email', 'password'] as const;

describe('field errors from the API', () => {
  it('puts the first message of each known field under it and ignores the rest', () => {
    const errors = fieldErrorsFromIssues(
      [
        { path: ['email'], message: 'Enter a valid email address' },
        { path: ['email'], message: 'second message' },
        { path: ['category_id'], message: 'not a field of this form' },
        { path: [], message: 'no field at all' },
      ],
      FIELDS,
    );
    expect(errors).toEqual({ email: 'Enter a valid email address' });
  });

  it('maps a 400 with issues and a 409 for a taken username', () => {
    expect(
      fieldErrorsFromFailure(
        {
          message: 'Invalid request body',
          status: 400,
          issues: [{ path: ['password'], message: 'Password must be at least 8 characters' }],
        },
        FIELDS,
      ),
    ).toEqual({ password: 'Password must be at least 8 characters' });
    expect(fieldErrorsFromFailure({ message: 'That username is already taken.', status: 409, issues: [] }, FIELDS)).toEqual({
      username: 'That username is already taken.',
    });
  });

  it('leaves failures that belong to no field to the form', () => {
    expect(fieldErrorsFromFailure({ message: 'Internal error', status: 500, issues: [] }, FIELDS)).toEqual({});
    expect(fieldErrorsFromFailure({ message: 'This coach is already assigned to this client.', status: 409, issues: [] }, FIELDS)).toEqual(
      {},
    );
    expect(fieldErrorsFromFailure(null, FIELDS)).toEqual({});
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ email: undefined })).toBe(false);
    expect(hasFieldErrors({ email: 'x' })).toBe(true);
  });
});
