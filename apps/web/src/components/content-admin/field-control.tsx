import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { FieldSpec, FormValues } from '../../lib/content-admin/field-spec';
import { FileField } from './file-field';
import { ImageField } from './image-field';
import { MarkdownEditor } from './markdown-editor';

interface Props {
  field: FieldSpec;
  control: Control<FormValues, unknown, Record<string, unknown>>;
  /** The item being edited, for what a file field holds already. */
  item: Record<string, unknown> | null;
  autoFocus?: boolean;
  /** 0 to 1 while the form sends a file. */
  progress?: number | null;
  /** An image field's upload starts (true) or ends (false). */
  onUploading?: (uploading: boolean) => void;
}

/** One field of a collection's form, drawn from its spec; its message (the schema's or the server's) under it. */
export function FieldControl({ field, control, item, autoFocus, progress, onUploading }: Props) {
  // A collection that describes its picture itself (the gallery's `alt`) gives that to a new image as its alt text.
  const itemAlt = useWatch({ control, name: 'alt', disabled: field.kind !== 'image' });
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) => {
        const message = error?.message;
        switch (field.kind) {
          case 'markdown':
            return (
              <MarkdownEditor
                label={field.label}
                value={String(value ?? '')}
                onChange={onChange}
                onBlur={onBlur}
                inputRef={ref}
                error={message}
                required={field.required}
              />
            );
          case 'image':
            return (
              <ImageField
                label={field.label}
                value={String(value ?? '')}
                onChange={onChange}
                error={message}
                helper={field.helper}
                required={field.required}
                onUploading={onUploading}
                suggestedAlt={typeof itemAlt === 'string' ? itemAlt : undefined}
              />
            );
          case 'file':
            return (
              <FileField
                label={field.label}
                value={value instanceof File ? value : null}
                onChange={onChange}
                current={item && field.current ? field.current(item) : null}
                error={message}
                required={field.required && !item}
                progress={progress}
              />
            );
          case 'switch':
            return (
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(value)}
                      onChange={(e) => onChange(e.target.checked)}
                      onBlur={onBlur}
                      slotProps={{ input: { ref } }}
                    />
                  }
                  label={field.label}
                />
                <FormHelperText error={Boolean(message)} sx={{ mt: 0 }}>
                  {message ?? field.helper ?? ' '}
                </FormHelperText>
              </Box>
            );
          default: {
            // The page finds an existing item by its key: changing it would move the item off its place.
            const fixed = Boolean(field.key && item);
            return (
              <TextField
                label={field.label}
                value={String(value ?? '')}
                onChange={onChange}
                onBlur={onBlur}
                inputRef={ref}
                required={field.required}
                error={Boolean(message)}
                helperText={message ?? (fixed ? KEY_HELPER : (field.helper ?? ' '))}
                autoFocus={autoFocus}
                fullWidth
                select={field.kind === 'select'}
                multiline={field.multiline}
                minRows={field.multiline ? 2 : undefined}
                type={INPUT_TYPES[field.kind]}
                slotProps={{
                  inputLabel: field.kind === 'date' || field.kind === 'datetime' ? { shrink: true } : undefined,
                  htmlInput: field.kind === 'number' ? { inputMode: 'numeric', min: 0 } : fixed ? { readOnly: true } : undefined,
                }}
              >
                {field.options?.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
        }
      }}
    />
  );
}

const KEY_HELPER = 'Set when the block was added: the page finds it by this, so it stays as it is.';

const INPUT_TYPES: Partial<Record<FieldSpec['kind'], string>> = { date: 'date', datetime: 'datetime-local', number: 'number' };
