import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { runSave } from '../lib/contract-form';
import { hasUnsavedChanges, useUnsavedChanges } from '../lib/unsaved-changes';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Editor() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <>
      <label>
        Notes
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <UnsavedChangesGuard />
          </>
        ),
        children: [
          { path: '/editor', element: <Editor /> },
          { path: '/elsewhere', element: <p>Another page</p> },
        ],
      },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Notes'), { target: { value: text } });
const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(cleanup);

describe('UnsavedChangesGuard', () => {
  it('lets a page with nothing unsaved go at once', async () => {
    const router = renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(beforeUnload()).toBe(false);
  });

  it('asks before leaving unsaved changes: Keep editing stays, Discard goes', async () => {
    const router = renderApp();
    type('Half a plan');
    expect(beforeUnload()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByLabelText('Notes')).toHaveProperty('value', 'Half a plan');
    expect(question).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks about the browser’s back button too', async () => {
    const router = renderApp();
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/editor'));
    type('Half a plan');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/editor');
  });

  it('a save that went through leaves nothing unsaved, so the form may navigate as it closes', async () => {
    const router = renderApp();
    type('Half a plan');
    await runSave(() => Promise.resolve({ id: 1 }), []);
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });
});
