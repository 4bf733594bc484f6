import { CsvExportButton } from '../../components/csv-export-button';
import { useAppDispatch } from '../../lib/store-hooks';
import type { AuditQuery } from './audit-query';
import { exportAuditCsv } from './audit-thunks';

/**
 * "Export CSV": every entry the filters on screen match, not one page, as the server's file, with
 * how many rows it holds (the list's total) beside it. The server streams it, so any range is one file.
 */
export function AuditExportButton({ query, total }: { query: AuditQuery; total: number | null }) {
  const dispatch = useAppDispatch();
  return <CsvExportButton rows={total} onExport={() => dispatch(exportAuditCsv(query))} />;
}
