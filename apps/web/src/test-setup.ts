import { afterEach } from 'vitest';

afterEach(() => {
  // The .ts tests and the tests of server rendering run in plain Node, which has no localStorage.
  globalThis.localStorage?.clear();
});
