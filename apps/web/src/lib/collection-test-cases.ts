import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/request';
import type { CollectionMessages } from '../messages';
import { ok, storeWith } from '../test-utils';

/** A thunk action creator, whatever its argument (method syntax: its parameter is checked both ways). */
type Thunk = ThunkAction<unknown, unknown, unknown, UnknownAction>;

/** The five thunks of one collection and what they should say and call. */
export interface CollectionCase {
  path: string;
  m: CollectionMessages;
  create(data: object): Thunk;
  fetchAll(): Thunk;
  fetchOne(id: number): Thunk;
  update(change: { id: number; data: object }): Thunk;
  remove(id: number): Thunk;
  /** PUT {path} with the id in the body (client-coach). */
  updateWithoutIdInPath?: boolean;
}

/**
 * The calls and toasts of one collection built by the slice factory. A test file
 * that uses it mocks '../api/request' and 'react-hot-toast' itself (vi.mock is per file).
 */
export function describeCollectionCalls(name: string, c: CollectionCase): void {
  const mocked = vi.mocked(request);
  const store = () => storeWith('x', (s = null) => s);

  describe(`${name} collection`, () => {
    beforeEach(() => {
      mocked.mockReset();
      vi.mocked(toast.success).mockClear();
      vi.mocked(toast.error).mockClear();
    });

    it('calls its paths with the success texts', async () => {
      const s = store();
      mocked
        .mockResolvedValueOnce(ok({ id: 1 }, 201))
        .mockResolvedValueOnce(ok([]))
        .mockResolvedValueOnce(ok({ id: 1 }));
      mocked.mockResolvedValueOnce(ok({ id: 1 })).mockResolvedValueOnce(ok({ id: 1 }));
      await s.dispatch(c.create({}));
      await s.dispatch(c.fetchAll());
      await s.dispatch(c.fetchOne(1));
      await s.dispatch(c.update({ id: 1, data: {} }));
      await s.dispatch(c.remove(1));
      expect(mocked.mock.calls.map((call) => `${call[0]} ${call[1]}`)).toEqual([
        `POST ${c.path}`,
        `GET ${c.path}`,
        `GET ${c.path}/1`,
        c.updateWithoutIdInPath ? `PUT ${c.path}` : `PUT ${c.path}/1`,
        `DELETE ${c.path}/1`,
      ]);
      expect(vi.mocked(toast.success).mock.calls.map((call) => call[0])).toEqual([c.m.created, c.m.updated, c.m.deleted].filter(Boolean));
    });

    it('raises its failure texts', async () => {
      const s = store();
      mocked.mockRejectedValue(new Error('down'));
      await s.dispatch(c.create({}));
      await s.dispatch(c.fetchAll());
      await s.dispatch(c.fetchOne(1));
      await s.dispatch(c.update({ id: 1, data: {} }));
      await s.dispatch(c.remove(1));
      expect(vi.mocked(toast.error).mock.calls.map((call) => call[0])).toEqual([
        c.m.createFailed,
        c.m.fetchAllFailed,
        c.m.fetchOneFailed,
        c.m.updateFailed,
        c.m.deleteFailed,
      ]);
    });
  });
}
