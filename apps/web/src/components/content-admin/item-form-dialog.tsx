import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminRecord, AdminSource } from '../../lib/content-admin/admin-source';
import { bodyResolver, labelledMessage } from '../../lib/content-admin/field-resolver';
import { initialValues, valuesFromItem, type FormValues } from '../../lib/content-admin/field-spec';
import { CORRECT_MARKED_FIELDS, runSave } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { FormDialog } from '../form-dialog';
import { FieldControl } from './field-control';
import { PublishNowButtons } from './publish-now-buttons';

const WAIT_FOR_UPLOAD = 'The image is still uploading: save once it has arrived.';

interface Props {
  source: AdminSource;
  /** The item to change; null adds one. */
  item: AdminRecord | null;
  /** A new item's starting values beyond the fields' own. */
  defaults?: FormValues;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Add or change one item of a collection: react-hook-form with the contract's
 * create or update schema as its resolver, the fields drawn from the collection's
 * field spec. A failed save keeps what was typed and puts the server's messages
 * under the fields they name. Mount it only while open.
 */
export function ItemFormDialog({ source, item, defaults, onSaved, onClose }: Props) {
  const dispatch = useAppDispatch();
  const bodySchema = item ? source.update : source.create;
  const resolver = useMemo(() => bodyResolver(bodySchema, source.fields), [bodySchema, source.fields]);
  const { control, handleSubmit, setError, setValue, formState } = useForm<FormValues, unknown, Record<string, unknown>>({
    defaultValues: item ? valuesFromItem(source.fields, item) : initialValues(source.fields, defaults),
    resolver,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploads = useRef(0);
  const onUploading = (uploading: boolean) => {
    uploads.current += uploading ? 1 : -1;
    if (!uploading && uploads.current === 0) setFormError((e) => (e === WAIT_FOR_UPLOAD ? null : e));
  };
  const names = source.fields.map((f) => f.name);
  const wide = source.fields.some((f) => f.kind === 'markdown');

  const submit = handleSubmit(
    async (body) => {
      setFormError(null);
      const sending = source.fields.some((f) => f.kind === 'file' && body[f.name] instanceof File);
      const options = sending ? { onProgress: setProgress } : undefined;
      if (sending) setProgress(0);
      const outcome = await runSave(
        () => (item ? source.ops.update(dispatch, item.id, body, options) : source.ops.create(dispatch, body, options)),
        names,
      );
      setProgress(null);
      if (outcome.ok) return onSaved();
      let first = true;
      for (const field of source.fields) {
        const message = outcome.errors[field.name];
        if (!message) continue;
        setError(field.name, { type: 'server', message: labelledMessage(field, message) }, { shouldFocus: first });
        first = false;
      }
      setFormError(outcome.formError);
    },
    () => setFormError(CORRECT_MARKED_FIELDS),
  );

  return (
    <FormDialog
      open
      title={item ? `Edit ${source.one}` : `New ${source.one}`}
      submitLabel={item ? 'Save changes' : `Add ${source.one}`}
      busy={formState.isSubmitting}
      error={formError}
      onSubmit={() => (uploads.current > 0 ? setFormError(WAIT_FOR_UPLOAD) : void submit())}
      onClose={onClose}
      dirty={formState.isDirty}
      maxWidth={wide ? 'lg' : 'sm'}
    >
      {source.fields.map((field, index) => (
        <FieldControl
          key={field.name}
          field={field}
          control={control}
          item={item}
          autoFocus={index === 0}
          progress={progress}
          onUploading={onUploading}
        />
      ))}
      <PublishNowButtons fields={source.fields} setValue={setValue} />
    </FormDialog>
  );
}
