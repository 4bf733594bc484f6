import { registerBodySchema, type RegisterBody } from '@tc/contract/users';

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

/** Validates with the contract's schema, the same one the server uses. */
export function validateRegister(
  values: RegisterValues,
): { ok: true; body: RegisterBody } | { ok: false; errors: Partial<Record<keyof RegisterBody, string>> } {
  const candidate: Record<string, string | undefined> = { ...values };
  for (const key of ['phone', 'business_name', 'region'] as const) if (!values[key].trim()) candidate[key] = undefined;
  const parsed = registerBodySchema.safeParse(candidate);
  if (parsed.success) {
    // Send what the person typed (trimmed); the server applies the same transforms.
    const body = Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined)) as RegisterBody;
    return { ok: true, body };
  }
  const errors: Partial<Record<keyof RegisterBody, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof RegisterBody;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
