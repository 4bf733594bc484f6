import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { MilestoneFormDialog } from './milestone-form-dialog';

interface Props {
  clientId: number;
  clientName?: string | null;
  variant?: 'contained' | 'outlined';
}

/** "Record milestone" and its dialog, for a coach or an administrator (the server decides who may); the save invalidates `milestones`. */
export function RecordMilestoneButton({ clientId, clientName, variant = 'outlined' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<EmojiEventsIcon aria-hidden="true" />} onClick={() => setOpen(true)}>
        Record milestone
      </Button>
      {open && (
        <MilestoneFormDialog
          clientId={clientId}
          clientName={clientName}
          milestone={null}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
        />
      )}
    </>
  );
}
