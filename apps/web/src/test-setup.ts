import { afterEach } from 'vitest';

afterEach(() => {
  // The .ts tests run in plain Node, which has no localStorage.
  globalThis.localStorage?.clear();
});
