import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ApiFailureInfo } from '../api/api-call';
import { LoadFailure } from './load-failure';
import { SectionSpinner } from './section-spinner';

interface Props {
  /** The base of the heading's and the list's ids: `archived-coaches`. */
  id: string;
  /** "Archived coaches": the heading, the list's name, and the toggle's "Show …" / "Hide …" in lower case. */
  title: string;
  shown: boolean;
  onToggle: () => void;
  /** The rows once loaded; null while loading. */
  rows: { key: number; body: ReactNode; action: ReactNode }[] | null;
  failure: ApiFailureInfo | null;
  onRetry: () => void;
  /** What an empty list says: "No coach is archived." */
  empty: string;
}

/**
 * An administrator's list of what is archived (archived coaches, closed files), under the live list: shown on
 * request, loaded then, each row with what it is and the action that brings it back.
 */
export function ArchiveSection({ id, title, shown, onToggle, rows, failure, onRetry, empty }: Props) {
  const lower = title.toLowerCase();
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`${id}-heading`} variant="h6" component="h2">
          {title}
        </Typography>
        <Button variant="outlined" size="small" onClick={onToggle} aria-expanded={shown} aria-controls={`${id}-list`}>
          {shown ? `Hide ${lower}` : `Show ${lower}`}
        </Button>
      </Box>
      <Box id={`${id}-list`} hidden={!shown}>
        {!shown ? null : failure ? (
          <LoadFailure failure={failure} what={`the ${lower}`} onRetry={onRetry} />
        ) : rows === null ? (
          <SectionSpinner label={`Loading ${lower}`} />
        ) : rows.length === 0 ? (
          <Typography>{empty}</Typography>
        ) : (
          <List aria-label={title} disablePadding>
            {rows.map((row) => (
              <ListItem key={row.key} divider sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}>
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>{row.body}</Box>
                {row.action}
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
