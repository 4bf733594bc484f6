import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChanged } from '../lib/use-confirm-discard';
import { hasUnsavedChanges } from '../lib/unsaved-changes';
import { FormDialog } from './form-dialog';

/** A one-field form dialog, as every form dialog of the private area uses FormDialog. */
function NoteDialog({ onClose }: { onClose: () => void }) {
  const [note, setNote] = useState('');
  return (
    <FormDialog open title="New note" submitLabel="Save" busy={false} onSubmit={() => undefined} onClose={onClose} dirty={useChanged(note)}>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
    </FormDialog>
  );
}

const render = (ui: ReactNode) => renderBare(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);
const formDialog = () => screen.getByRole('dialog', { name: 'New note' });
const question = () => screen.queryByRole('alertdialog', { name: 'Discard your changes?' });
const type = (text: string) => fireEvent.change(screen.getByLabelText('Note'), { target: { value: text } });

afterEach(cleanup);

describe('FormDialog with unsaved changes', () => {
  it('closes at once while nothing has been typed', () => {
    const onClose = vi.fn();
    render(<NoteDialog onClose={onClose} />);
    fireEvent.keyDown(formDialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks before Escape throws away what was typed; Keep editing keeps it', async () => {
    const onClose = vi.fn();
    render(<NoteDialog onClose={onClose} />);
    type('Call the licensing officer');
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.keyDown(formDialog(), { key: 'Escape' });
    expect(question()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'Call the licensing officer');
  });

  it('asks on Cancel too, and Discard closes the form', () => {
    const onClose = vi.fn();
    render(<NoteDialog onClose={onClose} />);
    type('Call the licensing officer');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('typing back to what it was leaves nothing to ask about', () => {
    const onClose = vi.fn();
    render(<NoteDialog onClose={onClose} />);
    type('x');
    type('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(hasUnsavedChanges()).toBe(false);
  });
});
