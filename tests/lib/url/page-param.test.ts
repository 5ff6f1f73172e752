import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageFromSearch, pageParam, positiveIntParam } from '@/lib/url/page-param';

describe('page numbers in the address', () => {
  it.each([
    ['2', 2],
    ['02', 2],
    ['123456789', 123456789],
  ])('reads %s as %d', (raw, expected) => {
    expect(positiveIntParam(raw)).toBe(expected);
    expect(pageParam(raw)).toBe(expected);
  });

  it.each([null, undefined, '', '0', '-1', '1.5', '1e3', ' 2', '2 ', '0x10', 'abc', '1234567890'])('takes %s as no page (page 1)', (raw) => {
    expect(positiveIntParam(raw)).toBeNull();
    expect(pageParam(raw)).toBe(1);
  });

  it('reads ?page= from a query string, with or without its question mark', () => {
    expect(pageFromSearch('?page=3&sort=price')).toBe(3);
    expect(pageFromSearch('sort=price&page=4')).toBe(4);
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('?page=abc')).toBe(1);
    expect(pageFromSearch('page=0')).toBe(1);
    expect(pageFromSearch('?page=-2')).toBe(1);
  });

  it('gives back every page number it is given, and page 1 or more for anything', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
      expect(pageFromSearch(`page=${n}`)).toBe(n);
    }));
    fc.assert(
      fc.property(fc.string(), (s) => {
        const page = pageParam(s);
        expect(Number.isSafeInteger(page) && page >= 1).toBe(true);
      }),
    );
  });
});
