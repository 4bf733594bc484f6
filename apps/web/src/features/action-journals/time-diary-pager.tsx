import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  total: number;
  /** One-based. */
  page: number;
  pageSize: number;
  shown: number;
  onChange: (page: number) => void;
}

/** Where the diary stands ("entries 21–40 of 57") and the pages to move to. */
export function TimeDiaryPager({ total, page, pageSize, shown, onChange }: Props) {
  const count = Math.max(1, Math.ceil(total / pageSize));
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mt: 3 }}
    >
      <Typography variant="body2" role="status">
        Page {page} of {count} · entries {from}–{from + shown - (shown ? 1 : 0)} of {total}
      </Typography>
      {count > 1 && (
        <Pagination
          count={count}
          page={page}
          onChange={(_, next) => onChange(next)}
          color="primary"
          siblingCount={0}
          aria-label="Time diary pages"
        />
      )}
    </Stack>
  );
}
