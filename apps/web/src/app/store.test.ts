import { describe, expect, it } from 'vitest';
import { logout } from '@/features/auth/auth-thunks';
import { fetchClients } from '@/features/clients/clients-thunks';
// The private area's slices, as the private area's shell injects them.
import './private-slices';
import { makeStore } from './store';
import { TOAST_OPTIONS } from './toaster';

describe('store', () => {
  it("holds the sixteen slices of product specification section 3 and the audit trail's, each with loading and error", () => {
    const state = makeStore().getState();
    expect(Object.keys(state).sort()).toEqual(
      [
        'auth',
        'news',
        'services',
        'coaches',
        'clients',
        'actionPlans',
        'actionJournals',
        'coachReport',
        'clientReport',
        'clientCoach',
        'landingImages',
        'formFiles',
        'landingContent',
        'landingCards',
        'referralContent',
        'servicesContent',
        // Not in the spec: the audit trail.
        'audit',
        // Not in the spec: where each load of a public page stands (lib/page-load.ts), keyed by what it loads.
        'pageData',
      ].sort(),
    );
    for (const [name, slice] of Object.entries(state)) {
      if (name === 'pageData') continue;
      expect(slice, name).toHaveProperty('loading', false);
      if (name !== 'auth') expect(slice, name).toHaveProperty('error', null);
    }
  });

  it('starts action plans on page 0 and auth from local storage', () => {
    localStorage.setItem('token', '"abc"');
    const state = makeStore().getState();
    expect(state.actionPlans?.pagination).toEqual({ total: 0, page: 0, pageSize: 10 });
    expect(state.auth.token).toBe('abc');
  });
});

describe('signing out', () => {
  it('empties every slice, so the next person never sees the previous one’s lists', () => {
    const store = makeStore();
    const emily = { id: 5, firstname: 'Emily', lastname: 'Chen' } as never;
    store.dispatch(fetchClients.fulfilled({ items: [emily], total: 1 }, 'req-1'));
    expect(store.getState().clients?.clients).toHaveLength(1);
    store.dispatch(logout.fulfilled(undefined, 'req-2'));
    expect(store.getState().clients?.clients).toEqual([]);
    expect(store.getState().auth).toMatchObject({ token: null, isAuth: false, user: null });
  });
});

describe('toasts', () => {
  it('use the durations of product specification section 9', () => {
    expect(TOAST_OPTIONS.success?.duration).toBe(2000);
    expect(TOAST_OPTIONS.error?.duration).toBe(4000);
    expect(TOAST_OPTIONS.blank?.duration).toBe(4000);
    expect(TOAST_OPTIONS.custom?.duration).toBe(4000);
    expect(TOAST_OPTIONS.loading?.duration).toBe(Infinity);
  });
});
