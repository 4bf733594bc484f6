import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

export interface TotalItem {
  label: string;
  value: string;
  /** Words a screen reader or a printout adds ("coaching hours"). */
  detail?: string;
}

/** A report's totals as a row of figures (a description list: each label with its number). */
export function ReportTotals({ items, label = 'Totals' }: { items: TotalItem[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      data-testid="report-totals"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(140px, 1fr))' },
        gap: 1.5,
        m: 0,
        mb: 3,
      }}
    >
      {items.map((item) => (
        <Paper key={item.label} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`total-${item.label.toLowerCase()}`}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
          {item.detail && (
            <Box component="dd" sx={{ m: 0, color: 'text.secondary', fontSize: '0.8rem' }}>
              {item.detail}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
