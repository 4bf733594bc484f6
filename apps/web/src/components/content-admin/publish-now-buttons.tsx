import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseFormSetValue } from 'react-hook-form';
import type { FieldSpec, FormValues } from '../../lib/content-admin/field-spec';
import { isoToLocalInput } from '../../lib/content-admin/field-spec';

interface Props {
  fields: readonly FieldSpec[];
  setValue: UseFormSetValue<FormValues>;
}

/**
 * Under the publish date of a form with publishing: "Publish now" sets the status to published and the date to
 * this minute, "Unpublish" sets it back to draft; the save is the form's own (docs/architecture.md#content-and-files).
 */
export function PublishNowButtons({ fields, setValue }: Props) {
  if (!fields.some((f) => f.name === 'status')) return null;
  const dated = fields.some((f) => f.name === 'publish_at');
  const options = { shouldDirty: true, shouldValidate: false };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: -1, mb: 2 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          setValue('status', 'published', options);
          if (dated) setValue('publish_at', isoToLocalInput(new Date().toISOString()), options);
        }}
      >
        Publish now
      </Button>
      <Button size="small" onClick={() => setValue('status', 'draft', options)}>
        Unpublish
      </Button>
    </Box>
  );
}
