import { afterEach } from 'vitest';

afterEach(() => {
  // A test of server rendering runs in Node, without one.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
