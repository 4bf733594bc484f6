import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_NEEDS,
  type ApplicationBody,
  type ApplicationReceived,
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  LICENSED_ANSWERS,
  LICENSED_LABELS,
  NEED_LABELS,
} from '@tc/contract/applications';
import { ALBERTA_REGIONS } from '@tc/contract/regions';
import { FormSubmitButton } from '@/components/form-submit-button';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { runSave } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { ConsentCheckbox } from './application-consent';
import { CheckboxChoices, RadioChoice, TextInput } from './application-inputs';
import { ApplicationThankYou } from './application-thank-you';
import { APPLY_FIELDS, applicationResolver, type ApplyValues, EMPTY_APPLICATION } from './application-values';
import { submitApplication } from './applications-thunks';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }));
const BUSINESS_OPTIONS = options(BUSINESS_TYPES, BUSINESS_TYPE_LABELS);
const LICENSED_OPTIONS = options(LICENSED_ANSWERS, LICENSED_LABELS);
const NEED_OPTIONS = options(APPLICATION_NEEDS, NEED_LABELS);
const REGION_OPTIONS = ALBERTA_REGIONS.map((r) => ({ value: r, label: r }));
/** The fields a visitor types in or chooses from (the browser's own selects), which work before the app starts. */
type TypedField =
  'firstname' | 'lastname' | 'email' | 'phone' | 'business_name' | 'business_type' | 'region' | 'city' | 'spaces' | 'message';
const TYPED_FIELDS = new Set<string>([
  'firstname',
  'lastname',
  'email',
  'phone',
  'business_name',
  'business_type',
  'region',
  'city',
  'spaces',
  'message',
] satisfies TypedField[]);

/** The application of /apply (docs/architecture.md#applications-and-accounts): no account needed; a thank-you that says what happens next. */
export function ApplicationForm() {
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [received, setReceived] = useState<{ answer: ApplicationReceived; email: string } | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<ApplyValues, unknown, ApplicationBody>({
    defaultValues: EMPTY_APPLICATION,
    resolver: applicationResolver,
  });
  const field = { control };
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(form, (name, value) => {
    if (TYPED_FIELDS.has(name)) setValue(name as TypedField, value, { shouldDirty: true });
  });

  const submit = handleSubmit(
    async (body) => {
      setFormError(null);
      const outcome = await runSave(() => dispatch(submitApplication(body)).unwrap(), APPLY_FIELDS);
      if (outcome.ok) return setReceived({ answer: outcome.value, email: String(body.email) });
      let first = true;
      for (const [name, message] of Object.entries(outcome.errors)) {
        setError(name as keyof ApplyValues, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      setFormError(outcome.formError);
    },
    () => setFormError('Please correct the marked fields.'),
  );

  if (received) return <ApplicationThankYou answer={received.answer} email={received.email} />;
  return (
    <Box
      component="form"
      ref={form}
      id="application-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="application-form-title"
      sx={{ mt: 4, maxWidth: 820 }}
    >
      <Typography id="application-form-title" variant="h5" component="h2" gutterBottom>
        Your application
      </Typography>
      <Typography variant="body2" sx={{ mb: 3, color: 'text.secondary' }}>
        Fields marked * are required. It takes about ten minutes; nothing is sent until you press the button at the end.
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...field} name="firstname" label="First name" required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...field} name="lastname" label="Last name" required autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...field} name="email" label="Email" type="email" required autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...field} name="phone" label="Phone" type="tel" required autoComplete="tel" helper="With the area code" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...field} name="business_name" label="Business name" autoComplete="organization" helper="If it has one yet" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...field} name="business_type" label="Kind of childcare" required options={BUSINESS_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...field} name="region" label="Region" required options={REGION_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput {...field} name="city" label="City or town" required autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <RadioChoice {...field} name="licensed" label="Are you licensed?" options={LICENSED_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            {...field}
            name="spaces"
            label="Childcare spaces"
            inputMode="numeric"
            helper="How many children you care for, or plan to"
          />
        </Grid>
        <Grid size={12}>
          <CheckboxChoices {...field} label="What would you like help with?" options={NEED_OPTIONS} helper="Choose any that apply" />
        </Grid>
        <Grid size={12}>
          <TextInput {...field} name="message" label="Anything else we should know?" multiline />
        </Grid>
        <Grid size={12}>
          <ConsentCheckbox {...field} />
        </Grid>
        <Grid size={12}>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <FormSubmitButton
            variant="contained"
            size="large"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {formState.isSubmitting ? 'Sending your application…' : 'Send my application'}
          </FormSubmitButton>
        </Grid>
      </Grid>
    </Box>
  );
}
