import { collections, formFileCreateFieldsSchema } from '@tc/contract/content';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { collectionAdminSpecs } from './collection-fields';
import { bodyResolver, labelledMessage } from './field-resolver';
import { initialValues, type FieldSpec, type FormValues } from './field-spec';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FormValues>;
const services = collectionAdminSpecs.services.fields;

describe('the form resolver over the contract schema', () => {
  it('puts the schema messages under the fields, with their labels', async () => {
    const resolve = bodyResolver({ schema: collections.services.create }, services);
    const { errors } = await resolve({ ...initialValues(services), sort_order: '-1' }, undefined, options);
    expect(errors.title?.message).toBe('Title is required');
    expect(errors.description?.message).toBe('description is required'.replace('description', 'Description'));
    expect(errors.sort_order?.message).toBe('Position must be 0 or more');
    expect(errors.image_url).toBeUndefined();
  });

  it('submits the parsed body: trimmed, empty optional fields null, the default position', async () => {
    const resolve = bodyResolver({ schema: collections.services.create }, services);
    const result = await resolve(
      { ...initialValues(services), title: '  Budgeting  ', summary: 'Plan the year', description: '**Yes**' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ title: 'Budgeting', summary: 'Plan the year', description: '**Yes**', image_url: null, sort_order: 0 });
  });

  it('refuses a publish time that is not one, and accepts an empty one', async () => {
    const fields = collectionAdminSpecs.blogPosts.fields;
    const resolve = bodyResolver({ schema: collections.blogPosts.update }, fields);
    const filled = { ...initialValues(fields), title: 'T', summary: 'S', body: 'B', author: 'A' };
    expect((await resolve(filled, undefined, options)).values).toMatchObject({ status: 'draft', publish_at: null });
    const bad = await resolve({ ...filled, publish_at: 'soon' }, undefined, options);
    expect(bad.errors.publish_at?.message).toMatch(/^Publish at must be a date and time/);
  });

  it('runs checks the schema cannot make and puts back what it left out', async () => {
    const fields: FieldSpec[] = [
      { name: 'form_title', label: 'Title', kind: 'text' },
      { name: 'is_public', label: 'Public', kind: 'switch' },
      { name: 'file', label: 'File', kind: 'file' },
    ];
    const resolve = bodyResolver(
      {
        schema: formFileCreateFieldsSchema,
        prepare: ({ file: _f, ...rest }) => ({ ...rest, is_public: String(rest.is_public) }),
        check: (body): Record<string, string> => (body.file ? {} : { file: 'Choose the file to upload' }),
        finish: (parsed, body) => ({ ...parsed, file: body.file }),
      },
      fields,
    );
    const missing = await resolve({ form_title: 'Contract', is_public: true, file: null }, undefined, options);
    expect(missing.errors.file?.message).toBe('Choose the file to upload');
    const file = new File(['x'], 'contract.pdf');
    const ok = await resolve({ form_title: 'Contract', is_public: true, file }, undefined, options);
    expect(ok.values).toEqual({ form_title: 'Contract', description: null, category: null, is_public: true, sort_order: 0, file });
  });

  it('names a field by its label only where the message starts with its key', () => {
    expect(labelledMessage({ name: 'alt', label: 'Description' }, 'alt is required')).toBe('Description is required');
    expect(labelledMessage({ name: 'alt', label: 'Description' }, 'altogether wrong')).toBe('altogether wrong');
  });
});
