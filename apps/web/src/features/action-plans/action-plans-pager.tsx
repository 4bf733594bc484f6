import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fromStorePage, pageCount, pageRange } from './action-plans-pagination';

interface Props {
  total: number;
  /** Zero-based, as the store holds it. */
  storePage: number;
  pageSize: number;
  shown: number;
  /** One-based, as people count. */
  onChange: (page: number) => void;
}

/** Where the list stands ("Page 2 of 3 · plans 11–20 of 25") and the pages to move to. */
export function ActionPlansPager({ total, storePage, pageSize, shown, onChange }: Props) {
  const count = pageCount(total, pageSize);
  const page = fromStorePage(storePage);
  const { from, to } = pageRange(storePage, pageSize, shown, total);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mt: 2 }}
    >
      <Typography variant="body2" role="status" data-testid="plans-page-indicator">
        Page {page} of {count} · plans {from}–{to} of {total}
      </Typography>
      {count > 1 && (
        <Pagination
          count={count}
          page={page}
          onChange={(_, next) => onChange(next)}
          color="primary"
          siblingCount={0}
          aria-label="Action plan pages"
        />
      )}
    </Stack>
  );
}
