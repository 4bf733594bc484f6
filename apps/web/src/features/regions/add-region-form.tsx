import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { createRegionBodySchema, type CreateRegionBody } from '@tc/contract/regions';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useUnsavedChanges } from '../../lib/unsaved-changes';

type Values = { name: string };
const resolver = contractResolver<Values, CreateRegionBody>(createRegionBodySchema, (v) => ({ name: v.name }));

interface Props {
  onAdd: (name: string) => Promise<unknown>;
}

/** An administrator adds a region; a name that exists (409) or is too short is said under the field, and stays typed. */
export function AddRegionForm({ onAdd }: Props) {
  const { form, control, formError, busy, submitWith } = useContractForm<Values, CreateRegionBody>({
    defaultValues: { name: '' },
    resolver,
    // The form's one field says it all: what the contract finds wrong, and any answer of the server (a name that exists).
    invalidMessage: null,
  });
  // A name typed and not added yet: leaving the page asks first.
  useUnsavedChanges(useWatch({ control, name: 'name' }).trim() !== '');
  const submit = submitWith(
    (body) => onAdd(body.name),
    () => form.reset({ name: '' }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Add a region"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <FormTextField
        control={control}
        name="name"
        label="New region name"
        size="small"
        error={Boolean(formError)}
        helperText={formError ?? ' '}
        required
        sx={{ flex: '1 1 14rem', maxWidth: '24rem' }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: '2px' }}>
        {busy ? 'Adding…' : 'Add region'}
      </Button>
    </Box>
  );
}
