import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { MILESTONE_LABELS, type Milestone } from '@tc/contract/reports';
import { useState } from 'react';
import { formatCalendarDate } from '../../lib/calendar-date';
import { isWaitingId } from '../../offline/waiting-ids';
import { DeleteMilestoneDialog } from './delete-milestone-dialog';
import { MilestoneFormDialog } from './milestone-form-dialog';

interface Props {
  milestone: Milestone;
}

/** Edit and Delete (with a question first) for one milestone of a list; the list comes again as the save invalidates it. */
export function MilestoneRowActions({ milestone }: Props) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Recorded without a signal and not yet sent (docs/decisions/055-offline-work.md).
  if (isWaitingId(milestone.id)) return <Chip label="Waiting to send" size="small" color="warning" variant="outlined" />;
  const what = `${MILESTONE_LABELS[milestone.kind]}, ${formatCalendarDate(milestone.date)}`;
  return (
    <>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit milestone: ${what}`} onClick={() => setEditing(true)} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete milestone: ${what}`} onClick={() => setDeleting(true)} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {editing && (
        <MilestoneFormDialog
          clientId={milestone.client_id}
          milestone={milestone}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
      <DeleteMilestoneDialog
        milestone={deleting ? milestone : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => setDeleting(false)}
      />
    </>
  );
}
