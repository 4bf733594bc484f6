import { registerBodySchema, type RegisterBody } from '@tc/contract/users';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../lib/contract-form';

export type RegisterValues = Record<keyof RegisterBody, string>;

export const emptyRegisterValues: RegisterValues = {
  username: '',
  email: '',
  password: '',
  firstname: '',
  lastname: '',
  phone: '',
  business_name: '',
  region: '',
};

export const registerFieldLabels: Record<keyof RegisterBody, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  business_name: 'Business name',
  email: 'Email',
  phone: 'Phone',
  region: 'Region',
  username: 'Username',
  password: 'Password',
};

/** What the form sends: what was typed, optional fields left out when empty (the server applies the schema's transforms). */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  const body: Record<string, string> = { ...values };
  for (const key of ['phone', 'business_name', 'region'] as const) if (!values[key].trim()) delete body[key];
  return body as RegisterBody;
}

/** Checks the body with the contract's schema, the same one the server uses. */
export const registerResolver: Resolver<RegisterValues, unknown, RegisterBody> = contractResolver(registerBodySchema, toRegisterBody);
