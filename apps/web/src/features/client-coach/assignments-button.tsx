import Button from '@mui/material/Button';
import { useState } from 'react';
import { fullName } from '../../lib/person-name';
import { assignmentWords, type AssignmentSide } from './assignment-side';
import { AssignmentsDialog } from './assignments-dialog';
import type { Candidate } from './candidate-picker';
import type { ClientCoach } from '@tc/contract/coaching';

interface Props {
  side: AssignmentSide;
  person: { id: number; firstname: string; lastname: string };
  search: (q: string) => Promise<Candidate[]>;
  onChanged: (assignments: ClientCoach[]) => void;
}

/** "Coaches" on a client's row (or "Clients" on a coach's): opens the assignments dialog. */
export function AssignmentsButton({ side, person, search, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const words = assignmentWords(side);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={`${words.Plural} of ${fullName(person)}`}
        aria-haspopup="dialog"
      >
        {words.Plural}
      </Button>
      {open && <AssignmentsDialog side={side} person={person} search={search} onChanged={onChanged} onClose={() => setOpen(false)} />}
    </>
  );
}
