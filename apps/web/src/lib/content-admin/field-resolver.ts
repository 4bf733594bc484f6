import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { BodySchema } from './admin-source';
import { toBody, type FieldSpec, type FormValues } from './field-spec';

/** A contract message names the body's key ("sort_order must be…"); under a field it reads better with the label. */
export function labelledMessage(field: Pick<FieldSpec, 'name' | 'label'>, message: string): string {
  return message.startsWith(`${field.name} `) ? `${field.label}${message.slice(field.name.length)}` : message;
}

/**
 * react-hook-form's resolver for one of the contract's body schemas (`def.create`,
 * `def.update`): the form's values become the request body first (toBody, then
 * `prepare` for a multipart body's text fields), the schema checks that, and its
 * messages land under the fields they name. A valid form submits the parsed body.
 */
export function bodyResolver(
  { schema, prepare = (b) => b, check, finish = (parsed) => parsed }: BodySchema,
  fields: readonly FieldSpec[],
): Resolver<FormValues, unknown, Record<string, unknown>> {
  const inner = zodResolver(schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>);
  return async (values, context, options) => {
    const body = toBody(fields, values);
    const result = await inner(prepare(body), context, options as unknown as Parameters<typeof inner>[2]);
    const messages: Record<string, string> = { ...check?.(body) };
    for (const f of fields) if (f.kind === 'image' && f.required && !values[f.name]) messages[f.name] ??= 'Choose an image to upload';
    for (const [name, error] of Object.entries(result.errors as FieldErrors<Record<string, unknown>>))
      messages[name] ??= (error as FieldError | undefined)?.message ?? 'Check this field';
    if (Object.keys(messages).length === 0) return { values: finish(result.values as Record<string, unknown>, body), errors: {} };
    const placed: FieldErrors<FormValues> = {};
    for (const [name, message] of Object.entries(messages)) {
      const field = fields.find((f) => f.name === name);
      placed[name] = { type: 'validate', message: field ? labelledMessage(field, message) : message };
    }
    return { values: {}, errors: placed };
  };
}
