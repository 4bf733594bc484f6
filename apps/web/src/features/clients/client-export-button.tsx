import { CsvExportButton } from '../../components/csv-export-button';
import { useAppDispatch } from '../../lib/store-hooks';
import { apiQueryOf, type ListingQuery } from './client-list-query';
import { exportClients } from './clients-thunks';

/**
 * Downloads the list on screen, every page of it, with its filters, search and
 * order, as the server's CSV file (a failure is toasted by the thunk); `rows`,
 * the list's total, is how many rows the file holds.
 */
export function ClientExportButton({ query, rows, disabled = false }: { query: ListingQuery; rows: number | null; disabled?: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <CsvExportButton
      rows={rows}
      disabled={disabled}
      onExport={() => dispatch(exportClients({ ...apiQueryOf(query, { paged: false }), format: 'csv' }))}
    />
  );
}
