import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT_FIELD_LABELS, type ImportField, type ImportPreview, type ImportRow, type ImportValues } from '@tc/contract/imports';
import { useState } from 'react';
import { ListPages } from '../../components/list-pages';

const PAGE = 25;

interface Props {
  preview: ImportPreview;
  fields: ImportField[];
  skip: number[];
  /** Answers whether the server took the fix (the row is checked again). */
  onFix: (row: number, values: ImportValues) => Promise<boolean>;
  onToggleSkip: (row: number) => void;
}

/** The rows as checked: the ones with problems first to see (a filter), each fixed in place or skipped. */
export function ImportRowsList({ preview, fields, skip, onFix, onToggleSkip }: Props) {
  const [onlyProblems, setOnlyProblems] = useState(preview.counts.problems > 0);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const shown = preview.rows.filter((r) => !onlyProblems || r.problems.length > 0 || skip.includes(r.row) || r.row === editing);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pages);

  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={onlyProblems}
            onChange={(e) => {
              setOnlyProblems(e.target.checked);
              setPage(1);
            }}
          />
        }
        label="Show only rows with problems (and skipped rows)"
      />
      {shown.length === 0 ? (
        <Typography sx={{ my: 1 }}>{onlyProblems ? 'No row has a problem.' : 'The file has no rows.'}</Typography>
      ) : (
        <Box component="ul" aria-label="Rows of the file" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.slice((current - 1) * PAGE, current * PAGE).map((row) => (
            <RowItem
              key={row.row}
              row={row}
              fields={fields}
              editing={editing === row.row}
              onEdit={() => setEditing(row.row)}
              onCancel={() => setEditing(null)}
              onSave={async (values) => {
                if (await onFix(row.row, values)) setEditing(null);
              }}
              onToggleSkip={() => onToggleSkip(row.row)}
            />
          ))}
        </Box>
      )}
      <ListPages pages={pages} page={current} onChange={setPage} what="rows" />
    </>
  );
}

interface RowProps {
  row: ImportRow;
  fields: ImportField[];
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (values: ImportValues) => Promise<void>;
  onToggleSkip: () => void;
}

function RowItem({ row, fields, editing, onEdit, onCancel, onSave, onToggleSkip }: RowProps) {
  const [draft, setDraft] = useState<ImportValues>({});
  const name = [row.values.firstname, row.values.lastname].filter(Boolean).join(' ') || '(no name)';
  const label = `Row ${row.row}`;
  // The fields a fix shows: those with a problem, and the name and email to see whose row it is.
  const editable = fields.filter((f) => f === 'firstname' || f === 'lastname' || f === 'email' || row.problems.some((p) => p.field === f));

  return (
    <Box
      component="li"
      data-testid="import-row"
      aria-label={label}
      sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' }, opacity: row.skipped ? 0.75 : 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <strong>{label}</strong> · {name} · {row.values.email || '(no email)'}
            {row.skipped && ' · skipped'}
          </Typography>
          {row.problems.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'error.main' }}>
              {row.problems.map((p) => (
                <Typography component="li" variant="body2" key={`${p.field}-${p.message}`}>
                  {IMPORT_FIELD_LABELS[p.field as ImportField] ?? p.field}: {p.message}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
        {!row.skipped && !editing && row.problems.length > 0 && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setDraft(Object.fromEntries(editable.map((f) => [f, row.values[f] ?? ''])));
              onEdit();
            }}
            aria-label={`Fix row ${row.row}`}
          >
            Fix
          </Button>
        )}
        <Button size="small" onClick={onToggleSkip} aria-label={`${row.skipped ? 'Include' : 'Skip'} row ${row.row}`}>
          {row.skipped ? 'Include' : 'Skip'}
        </Button>
      </Box>
      {editing && (
        <Box
          component="form"
          aria-label={`Fix row ${row.row}`}
          onSubmit={(e) => {
            e.preventDefault();
            void onSave(draft);
          }}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, mt: 1.5 }}
        >
          {editable.map((f, i) => (
            <TextField
              key={f}
              size="small"
              label={IMPORT_FIELD_LABELS[f]}
              value={draft[f] ?? ''}
              autoFocus={i === 0}
              onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" size="small">
              Save the fix
            </Button>
            <Button size="small" onClick={onCancel}>
              Cancel
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
