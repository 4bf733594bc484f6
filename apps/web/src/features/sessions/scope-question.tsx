import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SessionScope } from '@tc/contract/sessions';
import { useId, useRef, useState, type ReactNode } from 'react';

export type ScopeAction = 'save' | 'delete' | 'move';

const TITLES: Record<ScopeAction, string> = {
  save: 'Change which sessions?',
  delete: 'Delete which sessions?',
  move: 'Move which sessions?',
};

/**
 * "This session" or "This and the following", asked of a repeating session's change. `ask` resolves with the
 * choice, or null when the person goes back; render `question` once.
 */
export function useScopeQuestion(): { ask: (action: ScopeAction) => Promise<SessionScope | null>; question: ReactNode } {
  const [action, setAction] = useState<ScopeAction | null>(null);
  const resolve = useRef<(scope: SessionScope | null) => void>(() => undefined);
  const titleId = useId();
  const answer = (scope: SessionScope | null) => {
    setAction(null);
    resolve.current(scope);
  };
  const ask = (next: ScopeAction) =>
    new Promise<SessionScope | null>((done) => {
      resolve.current = done;
      setAction(next);
    });
  const question = (
    <Dialog open={action !== null} onClose={() => answer(null)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{action ? TITLES[action] : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText>This session repeats. The sessions before this one stay as they are.</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => answer(null)}>Go back</Button>
        <Button variant="outlined" onClick={() => answer('this')}>
          This session
        </Button>
        <Button variant="contained" onClick={() => answer('following')}>
          This and the following
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, question };
}
