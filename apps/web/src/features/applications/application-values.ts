import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApplicationBody,
  applicationBodySchema,
  type ApplicationNeed,
  type BusinessType,
  type LicensedAnswer,
} from '@tc/contract/applications';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The application form as typed: text as text, choices not yet made as ''. */
export interface ApplyValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  business_name: string;
  business_type: BusinessType | '';
  region: string;
  city: string;
  licensed: LicensedAnswer | '';
  spaces: string;
  needs: ApplicationNeed[];
  message: string;
  consent: boolean;
}

export type ApplyField = keyof ApplyValues;

export const EMPTY_APPLICATION: ApplyValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  business_name: '',
  business_type: '',
  region: '',
  city: '',
  licensed: '',
  spaces: '',
  needs: [],
  message: '',
  consent: false,
};

export const APPLY_FIELDS = Object.keys(EMPTY_APPLICATION) as ApplyField[];

/** What the form sends: an unmade choice is left out (the schema says what to choose), spaces a number or null. */
export function toApplicationBody(v: ApplyValues): Record<string, unknown> {
  const spaces = v.spaces.trim();
  return {
    ...v,
    business_type: v.business_type || undefined,
    licensed: v.licensed || undefined,
    region: v.region || undefined,
    spaces: spaces === '' ? null : /^\d+$/.test(spaces) ? Number(spaces) : Number.NaN,
  };
}

const schemaResolver = zodResolver(applicationBodySchema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>);

/**
 * react-hook-form's resolver: the contract's schema (the one the server checks)
 * reads the body the form would send, and its messages go under their fields.
 */
export const applicationResolver: Resolver<ApplyValues, unknown, ApplicationBody> = async (values, context, options) => {
  const result = await schemaResolver(toApplicationBody(values), context, options as unknown as Parameters<typeof schemaResolver>[2]);
  const found = Object.entries(result.errors as FieldErrors<Record<string, unknown>>);
  if (found.length === 0) return { values: result.values as ApplicationBody, errors: {} };
  const errors: FieldErrors<ApplyValues> = {};
  for (const [name, error] of found) {
    // A list's message sits on its first wrong item.
    const message = (error as FieldError | undefined)?.message ?? (error as unknown as FieldError[] | undefined)?.find?.(Boolean)?.message;
    errors[name as ApplyField] = { type: 'validate', message: message ?? 'Check this field' };
  }
  return { values: {}, errors };
};
