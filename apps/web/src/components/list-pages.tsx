import Pagination from '@mui/material/Pagination';

/**
 * The pages of a list held in the browser (a client's documents, an import's rows, the imports done): shown only
 * when there is more than one, each button named for what it pages ("Documents page 2", "Next page of documents").
 */
export function ListPages({
  pages,
  page,
  onChange,
  what,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  /** The plural, lower case: "documents". */
  what: string;
}) {
  if (pages <= 1) return null;
  const title = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <Pagination
      sx={{ mt: 1.5 }}
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_e, value) => onChange(value)}
      getItemAriaLabel={(type, n) => (type === 'page' ? `${title} page ${n}` : `${type === 'next' ? 'Next' : 'Previous'} page of ${what}`)}
    />
  );
}
