import { regionEndpoints as api } from '@tc/contract/regions-endpoints';
import { apiThunk } from '../../lib/api-thunk';
import { messages } from '../../messages';

const m = messages.regions;

/**
 * Regions are reference data that screens read where they need them (use-regions.ts),
 * not one of the store's sixteen slices (product specification section 3).
 */
export const fetchRegions = apiThunk('regions/fetchAll', api.list, { args: (_: void) => ({}), failure: m.fetchFailed });

/** POST /regions (administrators); 409 when the name exists in any letter case. */
export const createRegion = apiThunk('regions/create', api.create, {
  args: (name: string) => ({ body: { name: name.trim() } }),
  success: m.created,
  failure: m.createFailed,
});
