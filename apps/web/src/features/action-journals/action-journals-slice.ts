import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiCall, withQuery } from '../../api/api-call';
import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export const JOURNAL_ACTIVITIES = ['meeting', 'phone', 'email', 'site_visit', 'training', 'preparation', 'travel', 'other'] as const;

export interface ActionJournal {
  id: number;
  actionplan_id: number;
  client_id: number;
  coach_id: number;
  date: string;
  minutes: number;
  activity: (typeof JOURNAL_ACTIVITIES)[number];
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export type ActionJournalInput = Omit<ActionJournal, 'id' | 'client_id' | 'createdAt' | 'updatedAt'>;

/** GET /action-journals/filter?actionplan_id=&coach_id= */
export const fetchFilteredActionJournals = createAsyncThunk(
  'actionJournals/fetchFiltered',
  (filter: { actionplan_id?: number; coach_id?: number }) =>
    apiCall<ActionJournal[]>({
      method: 'GET',
      path: withQuery('/action-journals/filter', filter),
      accept: [200],
      failure: messages.actionJournals.fetchAllFailed,
    }),
);

const actionJournals = createCollectionSlice<ActionJournal, ActionJournalInput, Partial<ActionJournalInput>>({
  name: 'actionJournals',
  path: '/action-journals',
  messages: messages.actionJournals,
  listThunks: [fetchFilteredActionJournals],
});

export const actionJournalsReducer = actionJournals.reducer;
export const actionJournalsActions = actionJournals.actions;
export const {
  create: createActionJournal,
  fetchAll: fetchActionJournals,
  fetchOne: fetchActionJournal,
  update: updateActionJournal,
  remove: deleteActionJournal,
} = actionJournals.thunks;
