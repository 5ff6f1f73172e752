import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readId, readIds } from '@/lib/url/id-param';

describe('ids in the address', () => {
  it('reads a positive integer id without a leading zero', () => {
    expect(readId('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '007', '-1', '1.5', '1e3', ' 2', 'abc', '12345678901234567']) expect(readId(bad), String(bad)).toBeNull();
  });

  it('reads a list once each, in order, from commas (also encoded or full-width)', () => {
    expect(readIds('3,4')).toEqual([3, 4]);
    expect(readIds('3%2C4，4')).toEqual([3, 4]);
    expect(readIds('x,0,-1,7, 8')).toEqual([7, 8]);
    expect(readIds('5,%,6')).toEqual([5, 6]);
    expect(readIds(undefined)).toEqual([]);
  });

  it('keeps at most 500 ids', () => {
    expect(readIds(Array.from({ length: 600 }, (_, i) => i + 1).join(','))).toHaveLength(500);
  });

  it('gives back any list of ids it is given, without repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 50 }), (ids) => {
        expect(readIds(ids.join(','))).toEqual([...new Set(ids)]);
      }),
    );
  });
});
