import Button, { type ButtonProps } from '@mui/material/Button';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A form's send button. Rendered on the server, it is a plain button until the
 * app works, so the form never submits itself natively (its fields, a password
 * among them, in the address): boot.ts sends it through the app once it works.
 * Only the button renders again when the app takes over the page, so the
 * fields keep what the visitor typed before.
 */
export function FormSubmitButton(props: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...props} type={hydrated ? 'submit' : 'button'} />;
}
