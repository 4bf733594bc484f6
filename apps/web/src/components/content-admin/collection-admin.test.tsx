import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { collections } from '@tc/contract/content';
import { contentEndpoints } from '@tc/contract/content-endpoints';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiThunk, contentTag } from '../../lib/api-thunk';
import type { AdminOps, AdminRecord, AdminSource } from '../../lib/content-admin/admin-source';
import { collectionAdminSpecs } from '../../lib/content-admin/collection-fields';
import { sortOptions } from '../../lib/content-admin/list-query';
import { CollectionAdmin } from './collection-admin';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../api/request', () => ({ request: vi.fn(async () => ({ data: {}, status: 200, headers: {} })) }));
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const testimonial = (id: number, person: string, sort_order: number, status = 'published', publish_at: string | null = null) => ({
  id,
  person,
  quote: `Quote of ${person}`,
  business: null,
  region: 'Calgary',
  image_url: null,
  sort_order,
  status,
  publish_at,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

/** A save as the real ones are: a thunk that invalidates the collection's tag once answered. */
const tags = [contentTag('testimonials')];
const saved = apiThunk('test/saved', contentEndpoints.testimonials.remove, {
  args: (_: void) => ({ params: { id: 1 } }),
  failure: 'Could not save',
  invalidates: () => tags,
});

function setup(items: AdminRecord[]) {
  const save = async (dispatch: (action: unknown) => unknown) => ((await dispatch(saved())) as { payload: unknown }).payload;
  const ops: { [K in keyof AdminOps]: ReturnType<typeof vi.fn> } = {
    list: vi.fn(async () => ({ payload: { items, total: items.length }, meta: { requestStatus: 'fulfilled' } })),
    provides: vi.fn(() => tags),
    create: vi.fn(save),
    update: vi.fn(save),
    remove: vi.fn(save),
    restore: vi.fn(save),
  };
  const spec = collectionAdminSpecs.testimonials;
  const source: AdminSource = {
    key: 'testimonials',
    one: spec.one,
    many: spec.many,
    fields: spec.fields,
    create: { schema: collections.testimonials.create },
    update: { schema: collections.testimonials.update },
    searchHint: 'Quote or person',
    sorts: sortOptions(collections.testimonials.sorts, 'Position on the site'),
    publishing: true,
    ordered: true,
    describe: spec.describe,
    newItem: () => ({ sort_order: '9' }),
    ops: ops as unknown as AdminOps,
  };
  render(
    <ThemeProvider theme={createTheme()}>
      <Provider store={configureStore({ reducer: { x: (s: null = null) => s } })}>
        <CollectionAdmin source={source} />
      </Provider>
    </ThemeProvider>,
  );
  return ops;
}

// Each test renders the whole admin screen and types into its form: 2 to 4 s alone, up to 6 s on a busy machine
// (one timed out at vitest's 5 s in a CI run that shared the machine with another test run).
describe('the admin list-and-form', { timeout: 15_000 }, () => {
  it('lists every status with its chip and asks the server for all of them', async () => {
    const ops = setup([
      testimonial(1, 'Amira', 1, 'draft'),
      testimonial(2, 'Ben', 2),
      testimonial(3, 'Chloe', 3, 'published', '2099-01-01T00:00:00Z'),
    ]);
    await screen.findByText('Amira');
    expect(ops.list.mock.calls[0][1]).toEqual({ page: 1, pageSize: 25, status: 'all' });
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText(/^Scheduled for/)).toBeTruthy();
  });

  it('moves an item up by swapping positions with an update each', async () => {
    const ops = setup([testimonial(1, 'Amira', 1), testimonial(2, 'Ben', 2)]);
    await screen.findByText('Ben');
    expect((screen.getByRole('button', { name: 'Move Amira up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Ben up' }));
    await waitFor(() => expect(ops.update).toHaveBeenCalledTimes(2));
    expect(ops.update.mock.calls.map((c) => [c[1], c[2]])).toEqual([
      [2, { sort_order: 1 }],
      [1, { sort_order: 2 }],
    ]);
    // Each save invalidates the collection's tag, and the page is asked for again.
    await waitFor(() => expect(ops.list).toHaveBeenCalledTimes(3));
  });

  it('keeps the focus on the moved item until the page read after its last save has come', async () => {
    // The read after the first save already shows Ben first (both share position 1), and the last save's own
    // read comes later: its bar disables the buttons, and a disabled button drops the focus.
    const pages = [
      [testimonial(1, 'Amira', 1), testimonial(2, 'Ben', 2)],
      [testimonial(2, 'Ben', 1), testimonial(1, 'Amira', 1)],
      [testimonial(2, 'Ben', 1), testimonial(1, 'Amira', 2)],
    ];
    const ops = setup(pages[0]);
    let last: () => void = () => undefined;
    ops.list.mockImplementation(async () => {
      const items = pages[Math.min(ops.list.mock.calls.length - 1, 2)];
      if (ops.list.mock.calls.length === 3) await new Promise<void>((resolve) => (last = resolve));
      return { payload: { items, total: 2 }, meta: { requestStatus: 'fulfilled' } };
    });
    const save = ops.update.getMockImplementation() as (...args: unknown[]) => Promise<unknown>;
    ops.update.mockImplementationOnce(save).mockImplementationOnce(async (...args: unknown[]) => {
      await waitFor(() => expect(ops.list).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return save(...args);
    });
    await screen.findByText('Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Move Ben up' }));
    await waitFor(() => expect(ops.list).toHaveBeenCalledTimes(3));
    const down = screen.getByRole('button', { name: 'Move Ben down' }) as HTMLButtonElement;
    // While that read is on its way the buttons are disabled; a browser takes the focus from a disabled button
    // (jsdom does not), so it must not have been given yet.
    await waitFor(() => expect(down.disabled).toBe(true));
    expect(document.activeElement).not.toBe(down);
    last();
    await waitFor(() => expect(down.disabled).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(down));
  });

  it('asks before deleting, and restores a deleted item', async () => {
    const ops = setup([testimonial(1, 'Amira', 1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Amira' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Delete this testimonial\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ops.remove).toHaveBeenCalledWith(expect.anything(), 1));

    fireEvent.click(screen.getByLabelText('Show deleted'));
    await waitFor(() => expect(ops.list.mock.calls.at(-1)?.[1]).toMatchObject({ archived: 'true' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Amira' }));
    await waitFor(() => expect(ops.restore).toHaveBeenCalledWith(expect.anything(), 1));
  });

  it('draws the form from the field spec and sends what the contract accepts', async () => {
    const ops = setup([]);
    await screen.findByText(/No testimonials yet/);
    fireEvent.click(screen.getByRole('button', { name: 'New testimonial' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of ['Quote', 'Person', 'Business', 'Region', 'Position'])
      expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Choose image' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Position/) as HTMLInputElement).value).toBe('9');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add testimonial' }));
    expect(await within(dialog).findByText('Quote is required')).toBeTruthy();
    expect(within(dialog).getByText('Person is required')).toBeTruthy();
    expect(ops.create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Quote/), { target: { value: 'Our fees finally make sense.' } });
    fireEvent.change(within(dialog).getByLabelText(/^Person/), { target: { value: 'Dana' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add testimonial' }));
    await waitFor(() => expect(ops.create).toHaveBeenCalled());
    expect(ops.create.mock.calls[0][1]).toEqual({
      quote: 'Our fees finally make sense.',
      person: 'Dana',
      business: null,
      region: null,
      image_url: null,
      sort_order: 9,
      status: 'published',
    });
  });

  it('shows the server field errors under the fields', async () => {
    const ops = setup([testimonial(1, 'Amira', 1)]);
    ops.update.mockRejectedValueOnce({ message: 'Invalid input', status: 400, issues: [{ path: ['person'], message: 'person is taken' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Amira' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Person is taken')).toBeTruthy();
    expect(within(dialog).getByText('Please correct the marked fields.')).toBeTruthy();
  });
});
