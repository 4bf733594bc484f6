import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';

/** One titled section of the account page, as a form with its own heading. */
export function AccountSection({
  title,
  intro,
  onSubmit,
  children,
}: {
  title: string;
  intro?: string;
  /** The form's submit (react-hook-form's, which keeps the browser from sending the form itself). */
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      <Stack component="form" onSubmit={onSubmit} spacing={2} noValidate aria-labelledby={headingId}>
        {children}
      </Stack>
    </Paper>
  );
}
