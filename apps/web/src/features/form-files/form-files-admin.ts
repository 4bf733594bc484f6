import { FORM_FILE_SORTS, formFileCreateFieldsSchema, formFileUpdateFieldsSchema, type FormFile } from '@tc/contract/content';
import { formFileEndpoints } from '@tc/contract/content-endpoints';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import type { AdminRecord, AdminSource, BodySchema, Page } from '../../lib/content-admin/admin-source';
import type { FieldSpec } from '../../lib/content-admin/field-spec';
import { sortOptions, totalFrom } from '../../lib/content-admin/list-query';
import { nextPosition } from '../../lib/content-admin/content-source';
import { messages } from '../../messages';
import { deleteFormFile, updateFormFile, uploadFormFile, type FormFileChange, type FormFileUpload } from './form-files-slice';
import { fileSize } from '../../lib/content-admin/file-size';

const m = messages.formFiles;

const FIELDS: readonly FieldSpec[] = [
  { name: 'form_title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'text', multiline: true, helper: 'What it is for, in a sentence or two.' },
  { name: 'category', label: 'Category', kind: 'text', helper: 'Groups files on the Resources page, e.g. Contracts or Budgets.' },
  {
    name: 'is_public',
    label: 'Public',
    kind: 'switch',
    helper: 'On: anyone may download it from Resources. Off: signed-in members only.',
  },
  { name: 'sort_order', label: 'Position', kind: 'number', helper: 'Lower numbers come first.' },
  {
    name: 'file',
    label: 'File',
    kind: 'file',
    required: true,
    current: (item) => `${String(item.file_name)}, ${fileSize(Number(item.size))}`,
  },
];

/** The multipart text fields as the contract reads them ('true'/'false', digits); the file is checked apart. */
const prepare = ({ file: _file, ...fields }: Record<string, unknown>) => ({
  ...fields,
  ...(fields.is_public !== undefined && { is_public: String(fields.is_public) }),
});
const withFile = (parsed: Record<string, unknown>, body: Record<string, unknown>) => (body.file ? { ...parsed, file: body.file } : parsed);

const create: BodySchema = {
  schema: formFileCreateFieldsSchema,
  prepare,
  check: (body): Record<string, string> => (body.file instanceof File ? {} : { file: 'Choose the file to upload' }),
  finish: withFile,
};
const update: BodySchema = { schema: formFileUpdateFieldsSchema, prepare, finish: withFile };

const list = apiThunk('formFilesAdmin/list', formFileEndpoints.list, {
  args: (query: Record<string, string | number>) => ({ query }),
  result: (data, _query, response): Page => ({
    items: data as AdminRecord[],
    total: totalFrom(response.headers as Record<string, unknown>, data.length),
  }),
  failure: m.fetchAllFailed,
  latest: true,
  provides: () => [TAGS.formFiles],
});

const restore = apiThunk('formFilesAdmin/restore', formFileEndpoints.restore, {
  args: (id: number) => ({ params: { id } }),
  success: m.restored,
  failure: m.restoreFailed,
  invalidates: () => [TAGS.formFiles],
});

/** /forms: the form files in the one admin list-and-form, uploads as multipart with their progress. */
export const formFilesAdmin: AdminSource = {
  key: 'form-files',
  one: 'form',
  many: 'forms',
  fields: FIELDS,
  create,
  update,
  searchHint: 'Title, description or category',
  sorts: sortOptions(FORM_FILE_SORTS, 'Position'),
  publishing: false,
  ordered: true,
  describe: (item) => {
    const file = item as unknown as FormFile;
    return {
      title: file.form_title,
      detail: file.description,
      tags: [
        file.is_public ? 'Public' : 'Members only',
        ...(file.category ? [file.category] : []),
        `${file.file_name}, ${fileSize(file.size)}`,
      ],
    };
  },
  newItem: (items) => ({ sort_order: String(nextPosition(items)) }),
  ops: {
    list: (dispatch, query) => dispatch(list(query)),
    provides: list.provides,
    // The resolver has checked the body against the contract (and that a file is chosen).
    create: (dispatch, body, options) => dispatch(uploadFormFile({ ...(body as unknown as FormFileUpload), ...options })).unwrap(),
    update: (dispatch, id, body, options) => dispatch(updateFormFile({ id, data: { ...(body as FormFileChange), ...options } })).unwrap(),
    remove: (dispatch, id) => dispatch(deleteFormFile(id)).unwrap(),
    restore: (dispatch, id) => dispatch(restore(id)).unwrap(),
  },
};
