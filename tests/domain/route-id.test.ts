import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_ID_PARAM } from '@/domain/route-id';

describe('a plain id in a page address (ROUTE_ID_PARAM)', () => {
  it('takes exactly the ids that read back as themselves, so the address preloaded is the one the page asks for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (id) => {
        expect(ROUTE_ID_PARAM.test(String(id))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(ROUTE_ID_PARAM), (text) => {
        expect(String(Number(text))).toBe(text);
      }),
    );
  });

  it('refuses zero, leading zeros, other notations and anything that is not digits', () => {
    for (const v of ['', '0', '007', '1e3', '0x10', '+1', '1.0', '12345678901', '1 ', '1>', '١٢']) expect(ROUTE_ID_PARAM.test(v), v).toBe(false);
  });
});
