import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { type Control, Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { centre } from '../../settings';
import type { ApplyValues } from './application-values';

/** The applicant's consent, required (docs/architecture.md#applications-and-accounts), with where the privacy policy says how the details are used. */
export function ConsentCheckbox({ control }: { control: Control<ApplyValues, unknown, unknown> }) {
  return (
    <Controller
      name="consent"
      control={control}
      render={({ field: { value, onChange, ref }, fieldState: { error } }) => (
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            label={`I agree that ${centre.name} may keep these details and use them to contact me about coaching. *`}
            control={
              <Checkbox name="consent" checked={value} slotProps={{ input: { ref } }} onChange={(e) => onChange(e.target.checked)} />
            }
          />
          <FormHelperText>
            {error?.message ?? (
              <>
                How we use your information:{' '}
                <Link component={RouterLink} to={paths.privacyPolicy}>
                  Privacy Policy
                </Link>
              </>
            )}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
