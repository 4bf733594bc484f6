import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Region } from '@tc/contract/regions';
import { apiCall, serializeApiFailure, type ApiFailureInfo } from '../../api/api-call';
import { messages } from '../../messages';

const m = messages.regions;

type Failure = { serializedErrorType: ApiFailureInfo };
const keepFailure = { serializeError: serializeApiFailure };

/**
 * Regions are reference data that screens read where they need them (use-regions.ts),
 * not one of the store's sixteen slices (spec section 3).
 */
export const fetchRegions = createAsyncThunk<Region[], void, Failure>(
  'regions/fetchAll',
  () => apiCall<Region[]>({ method: 'GET', path: '/regions', accept: [200], failure: m.fetchFailed }),
  keepFailure,
);

/** POST /regions (administrators); 409 when the name exists in any letter case. */
export const createRegion = createAsyncThunk<Region, string, Failure>(
  'regions/create',
  (name) =>
    apiCall<Region>({
      method: 'POST',
      path: '/regions',
      body: { name: name.trim() },
      accept: [201],
      success: m.created,
      failure: m.createFailed,
    }),
  keepFailure,
);
