import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS } from '@tc/contract/audit';
import { type ActorOption, AuditActorPicker } from './audit-actor-picker';
import { ACTION_LABELS, ENTITY_LABELS } from './audit-format';
import { type AuditQuery, hasFilters, rangeProblem } from './audit-query';

interface Props {
  query: AuditQuery;
  /** The search box's text as typed; it reaches the query once it settles. */
  text: string;
  onText: (text: string) => void;
  /** The chosen person, with their name where the screen knows it. */
  actor: ActorOption | null;
  onChange: (changes: Partial<AuditQuery>) => void;
  onActor: (actor: ActorOption | null) => void;
  onClear: () => void;
}

const field = { flex: '1 1 11rem', minWidth: 0, maxWidth: { sm: '16rem' } } as const;

/** What narrows the trail: words, action, kind of record, person and Alberta dates; every change shows page one. */
export function AuditFilters({ query, text, onText, actor, onChange, onActor, onClear }: Props) {
  const problem = rangeProblem(query);
  const entities =
    query.entity && !ENTITY_LABELS[query.entity] ? [query.entity, ...Object.keys(ENTITY_LABELS)] : Object.keys(ENTITY_LABELS);
  return (
    <Box component="section" aria-label="Filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="Name, title or value"
        value={text}
        onChange={(e) => onText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: '2 1 16rem', minWidth: 0, maxWidth: { sm: '24rem' } }}
      />
      <TextField
        select
        size="small"
        label="Action"
        value={query.action}
        onChange={(e) => onChange({ action: e.target.value as AuditQuery['action'] })}
        sx={field}
      >
        <MenuItem value="">Any action</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Record type"
        value={query.entity}
        onChange={(e) => onChange({ entity: e.target.value })}
        sx={field}
      >
        <MenuItem value="">Any record</MenuItem>
        {entities.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {ENTITY_LABELS[entity] ?? entity}
          </MenuItem>
        ))}
      </TextField>
      <AuditActorPicker key={actor ? `${actor.id}:${actor.label}` : 'anyone'} value={actor} onChange={onActor} />
      <TextField
        size="small"
        type="date"
        label="From"
        value={query.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={field}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={query.to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={Boolean(problem)}
        helperText={problem ?? undefined}
        slotProps={{ inputLabel: { shrink: true }, formHelperText: problem ? { role: 'alert' } : undefined }}
        sx={field}
      />
      {hasFilters(query) && (
        <Button variant="text" onClick={onClear} sx={{ height: 40 }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
