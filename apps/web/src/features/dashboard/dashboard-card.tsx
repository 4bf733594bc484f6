import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** A figure beside the title (how many). */
  count?: number;
  /** Links or buttons under the content. */
  actions?: ReactNode;
  /** Marks the card that asks for something to be done. */
  tone?: 'attention' | 'plain';
  children: ReactNode;
  testId?: string;
}

/** One card of a dashboard: a section under its own heading. */
export function DashboardCard({ title, count, actions, tone = 'plain', children, testId }: Props) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      data-testid={testId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        ...(tone === 'attention' ? { borderLeft: 6, borderLeftColor: 'warning.main' } : {}),
      }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        {title}
        {count !== undefined && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '1rem' }}>
            ({count})
          </Box>
        )}
      </Typography>
      <Box sx={{ flex: 1 }}>{children}</Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Paper>
  );
}

/** A row of figures: each label with its value (a description list). */
export function Figures({ items, label }: { items: { label: string; value: string; detail?: string }[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 2, m: 0 }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 }}>
            {item.value}
          </Box>
          {item.detail && (
            <Box component="dd" sx={{ m: 0, color: 'text.secondary', fontSize: '0.8rem' }}>
              {item.detail}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The words a card shows when it has nothing to list: what it means and what to do. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>;
}
