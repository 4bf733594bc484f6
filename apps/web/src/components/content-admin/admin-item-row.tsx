import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMomentDate } from '../../lib/calendar-date';
import type { AdminRecord, ItemSummary } from '../../lib/content-admin/admin-source';
import { STATUS_COLORS, itemStatus, statusText } from '../../lib/content-admin/item-status';
import { previewUrl } from './image-field';
import { MarkdownExcerpt } from './markdown-excerpt';

interface Props {
  item: AdminRecord;
  summary: ItemSummary;
  deleted: boolean;
  /** Move buttons: each present when reordering is possible, disabled at an end. */
  move?: { up: boolean; down: boolean; busy: boolean; onMove: (delta: -1 | 1) => void };
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
  /** Further actions (Download). */
  extra?: ReactNode;
}

/** One item of an admin list: picture, title, an excerpt, its status and facts, and what can be done with it. */
export function AdminItemRow({ item, summary, deleted, move, busy, onEdit, onDelete, onRestore, extra }: Props) {
  const status = itemStatus(item);
  const label = summary.title;
  return (
    <ListItem divider sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', px: 0, py: 1.5 }}>
      {summary.image && (
        <Box
          component="img"
          src={previewUrl(summary.image)}
          alt=""
          loading="lazy"
          width={72}
          height={54}
          sx={{ objectFit: 'cover', borderRadius: 1, flex: '0 0 auto', bgcolor: 'action.hover' }}
        />
      )}
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label}</Typography>
        {summary.detail && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
          >
            <MarkdownExcerpt markdown={summary.markdown}>{summary.detail}</MarkdownExcerpt>
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
          {status && <Chip size="small" label={statusText(item)} color={STATUS_COLORS[status]} />}
          {deleted && item.archivedAt && <Chip size="small" label={`Deleted ${formatMomentDate(item.archivedAt)}`} />}
          {summary.tags?.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        {move && (
          <>
            <IconButton
              aria-label={`Move ${label} up`}
              data-move={`${item.id}-up`}
              disabled={!move.up || move.busy}
              onClick={() => move.onMove(-1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move ${label} down`}
              data-move={`${item.id}-down`}
              disabled={!move.down || move.busy}
              onClick={() => move.onMove(1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </>
        )}
        {deleted ? (
          <Button size="small" variant="outlined" onClick={onRestore} disabled={busy} aria-label={`Restore ${label}`}>
            {busy ? 'Restoring…' : 'Restore'}
          </Button>
        ) : (
          <>
            {extra}
            <Button size="small" variant="outlined" onClick={onEdit} aria-label={`Edit ${label}`} aria-haspopup="dialog">
              Edit
            </Button>
            <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${label}`} aria-haspopup="dialog">
              Delete
            </Button>
          </>
        )}
      </Box>
    </ListItem>
  );
}
