import { expect } from 'vitest';
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ActionJournal } from '@tc/contract/coaching';
import type { User } from '@tc/contract/users';

/** A response as the request helper resolves it. */
export function ok<T>(data: T, status = 200): AxiosResponse<T> {
  return { data, status, statusText: 'OK', headers: {}, config: { headers: new AxiosHeaders() } };
}

/** A rejected call as axios raises it for a non-2xx answer. */
export function httpError(status: number, data?: unknown): AxiosError {
  const response = { data, status, statusText: String(status), headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

export function storeWith<S>(name: string, reducer: Reducer<S>) {
  return configureStore({ reducer: { [name]: reducer } as Record<string, Reducer<S>> });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'client.maple',
    email: 'maple@example.ca',
    firstname: 'Maple',
    lastname: 'Leaf',
    category_id: 4,
    phone: null,
    region: 'Edmonton',
    business_name: 'Maple Day Home',
    address: null,
    city: 'Edmonton',
    postal_code: null,
    status: 'active',
    archivedAt: null,
    hasPassword: true,
    erasedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A diary entry of client 5, logged by coach 2 against plan 3. */
export function makeJournalEntry(overrides: Partial<ActionJournal> = {}): ActionJournal {
  return {
    id: 1,
    actionplan_id: 3,
    client_id: 5,
    coach_id: 2,
    date: '2026-10-28',
    minutes: 50,
    activity: 'meeting',
    notes: null,
    session_id: null,
    coach: { id: 2, firstname: 'Sarah', lastname: 'Thompson' },
    plan: { id: 3, summary: 'Fall enrolment marketing' },
    archivedAt: null,
    createdAt: '2026-10-28T10:00:00Z',
    updatedAt: '2026-10-28T10:00:00Z',
    ...overrides,
  };
}

/** The headers of a signed-in save: its own Idempotency-Key (api/api-call.ts, docs/decisions/053-idempotency-keys.md). */
export const KEYED = { 'idempotency-key': expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string };
