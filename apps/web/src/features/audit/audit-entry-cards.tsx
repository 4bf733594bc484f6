import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tc/contract/audit';
import type { ReactNode } from 'react';
import { AuditDiffView } from './audit-diff-view';
import { ActorText, DescriptionText, detailsLabel } from './audit-entry-parts';
import { whenText } from '@tc/contract/audit-diff';

interface Props {
  entries: AuditEntry[];
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** The trail on a phone or tablet: one card per entry, nothing wider than the screen. */
export function AuditEntryCards({ entries, open, onToggle }: Props) {
  return (
    <Box component="ul" aria-label="Audit trail" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry) => {
        const expanded = open.has(entry.id);
        const panel = `audit-entry-${entry.id}`;
        return (
          <Paper component="li" variant="outlined" key={entry.id} data-testid="audit-card" sx={{ p: 2, minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
              <DescriptionText entry={entry} />
            </Typography>
            <Line label="When">{whenText(entry.at)}</Line>
            <Line label="Who">
              <ActorText entry={entry} />
            </Line>
            <Line label="Address">{entry.ip ?? '—'}</Line>
            <Button
              size="small"
              variant={expanded ? 'contained' : 'outlined'}
              aria-expanded={expanded}
              aria-controls={expanded ? panel : undefined}
              aria-label={detailsLabel(entry)}
              onClick={() => onToggle(entry.id)}
              sx={{ mt: 1 }}
            >
              Details
            </Button>
            {expanded && (
              <Box id={panel} sx={{ mt: 1.5 }}>
                <AuditDiffView entry={entry} compact />
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
