import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding';

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['gzip, deflate, br, zstd', 'br', true],
    ['deflate', 'gzip', false],
    [undefined, 'gzip', false],
    ['', 'gzip', false],
    ['GZIP;Q=0.5', 'gzip', true],
    ['gzip;q=0', 'gzip', false],
    ['gzip; q=0.000', 'gzip', false],
    ['*', 'gzip', true],
    ['*;q=0', 'gzip', false],
    ['*, gzip;q=0', 'gzip', false],
    ['gzip;q=0.1, *;q=0', 'gzip', true],
    ['x-gzip', 'gzip', false],
    ['brotli', 'br', false],
  ] as const)('%j allows %s: %s', (header, coding, expected) => {
    expect(acceptsEncoding(header, coding)).toBe(expected);
  });

  it('reads a header given twice', () => {
    expect(acceptsEncoding(['deflate', 'gzip'], 'gzip')).toBe(true);
  });
});
