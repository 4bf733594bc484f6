import type { AsyncThunkAction } from '@reduxjs/toolkit';
import type { z } from 'zod';
import type { ApiThunkConfig, ReadAction, Tag } from '../api-thunk';
import type { AppThunkDispatch } from '../store-hooks';
import type { FieldSpec, FormValues } from './field-spec';
import type { SortOption } from './list-query';

/** Any record an admin list shows: an id, and `archivedAt` once deleted. */
export interface AdminRecord {
  id: number;
  archivedAt?: string | null;
  [key: string]: unknown;
}

export interface Page<T = AdminRecord> {
  items: T[];
  total: number;
}

/** A thunk of the one thunk factory (apiThunk), whatever it returns. */
export type AdminThunk<A> = (arg: A) => AsyncThunkAction<unknown, A, ApiThunkConfig>;

/** The writes of a collection: the feature's own thunks, so its slice and its toasts follow. */
export interface WriteThunks<C, U> {
  create: AdminThunk<C>;
  update: AdminThunk<{ id: number; data: U }>;
  remove: AdminThunk<number>;
}

/** How a save shows itself while it runs: the progress of a file it sends. */
export interface SaveOptions {
  onProgress?: (fraction: number) => void;
}

/** The admin list's read, a thunk of apiThunk: one page and the total, and the tags it provides. */
export type ListThunk = ((
  query: Record<string, string | number>,
) => AsyncThunkAction<Page, Record<string, string | number>, ApiThunkConfig>) & {
  provides: (query: Record<string, string | number>) => readonly Tag[];
};

/**
 * The calls of the admin pattern, each run through dispatch. The list resolves with its action, as
 * useReadResult reads it; the saves resolve with the answer (or reject with the failure), and
 * invalidate what the list provides, so the list comes again by itself.
 */
export interface AdminOps {
  list(dispatch: AppThunkDispatch, query: Record<string, string | number>): Promise<ReadAction<Page>>;
  /** What the list reads, by tag (docs/decisions/011-read-path.md). */
  provides(query: Record<string, string | number>): readonly Tag[];
  create(dispatch: AppThunkDispatch, body: Record<string, unknown>, options?: SaveOptions): Promise<unknown>;
  update(dispatch: AppThunkDispatch, id: number, body: Record<string, unknown>, options?: SaveOptions): Promise<unknown>;
  remove(dispatch: AppThunkDispatch, id: number): Promise<unknown>;
  restore(dispatch: AppThunkDispatch, id: number): Promise<unknown>;
}

/**
 * The writes' bodies have passed the contract's schema (the form's resolver), so
 * they are the thunks' bodies; this is the one place that says so.
 */
export function adminOps<C, U>(list: ListThunk, writes: WriteThunks<C, U>, restore: AdminThunk<number>): AdminOps {
  return {
    list: (dispatch, query) => dispatch(list(query)),
    provides: list.provides,
    create: (dispatch, body) => dispatch(writes.create(body as C)).unwrap(),
    update: (dispatch, id, body) => dispatch(writes.update({ id, data: body as U })).unwrap(),
    remove: (dispatch, id) => dispatch(writes.remove(id)).unwrap(),
    restore: (dispatch, id) => dispatch(restore(id)).unwrap(),
  };
}

/** How a list row shows an item. */
export interface ItemSummary {
  title: string;
  detail?: string | null;
  /** The detail is Markdown: the row shows it rendered, never its marks. */
  markdown?: boolean;
  image?: string | null;
  /** Short facts as chips ("Event", "Members only"). */
  tags?: string[];
}

export interface BodySchema {
  schema: z.ZodType;
  /** From the form's body to what the schema reads (a multipart body's text fields). */
  prepare?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Checks the schema cannot make (a file is chosen): messages by field. */
  check?: (body: Record<string, unknown>) => Record<string, string>;
  /** From the schema's output (and the form's body) to what is saved (the file put back). */
  finish?: (parsed: Record<string, unknown>, body: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Everything the one list-and-form pattern needs to administer a collection:
 * built from a content collection's definition (contentAdminSource) or, for form
 * files, by hand in the same shape.
 */
export interface AdminSource {
  /** For element ids and the URL: `services`. */
  key: string;
  /** What one item is called: "New service", "Delete this service?". */
  one: string;
  /** Several: "Search services", "No services yet". */
  many: string;
  fields: readonly FieldSpec[];
  create: BodySchema;
  update: BodySchema;
  /** Under the search box: what it searches. */
  searchHint: string;
  sorts: readonly SortOption[];
  /** Has draft/published (a status filter and chips). */
  publishing: boolean;
  /** Kept in `sort_order` (move up and down). */
  ordered: boolean;
  describe(item: AdminRecord): ItemSummary;
  /** A new item's starting values beyond the fields' own (the next position). */
  newItem?(items: readonly AdminRecord[], total: number): FormValues;
  ops: AdminOps;
}
