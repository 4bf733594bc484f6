import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** A report's empty state: the period holds no diary time (charts would be bars of zero). */
export function NoTimeLogged({ hint = 'Choose another fiscal year or a date range above.' }: { hint?: string }) {
  return (
    <Alert severity="info" sx={{ mb: 3, maxWidth: '70ch' }} data-testid="report-empty">
      <AlertTitle>No time logged in this period</AlertTitle>
      {hint}
    </Alert>
  );
}
