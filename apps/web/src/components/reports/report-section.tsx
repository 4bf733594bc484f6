import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** Buttons beside the heading (Record milestone); they do not print. */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One part of a report under its own heading. */
export function ReportSection({ title, action, children, testId }: Props) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {action && <Box className="no-print">{action}</Box>}
      </Box>
      {children}
    </Box>
  );
}
