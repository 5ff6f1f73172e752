import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFen, fen } from '@/domain/money';
import { freeShippingGap, freeShippingNeed, shippingFee } from '@/domain/shipping';

const rule = { shippingAmountFen: fen(1000), freeThresholdFen: fen(80000) };

describe('shippingFee', () => {
  it('charges below the threshold only', () => {
    expect(shippingFee(fen(0), rule)).toBe(0);
    expect(shippingFee(fen(1), rule)).toBe(1000);
    expect(shippingFee(fen(79999), rule)).toBe(1000);
    expect(shippingFee(fen(80000), rule)).toBe(0);
    expect(freeShippingGap(fen(70000), rule)).toBe(10000);
    expect(freeShippingGap(fen(90000), rule)).toBe(0);
  });

  it('is either 0 or the fee, 0 from the threshold on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 200_000 }).map(fen),
        fc.integer({ min: 0, max: 5000 }).map(fen),
        fc.integer({ min: 0, max: 200_000 }).map(fen),
        (total, fee, threshold) => {
          const r = { shippingAmountFen: fee, freeThresholdFen: threshold };
          const f = shippingFee(total, r);
          expect([0, fee]).toContain(f);
          if (total >= threshold || total <= 0) expect(f).toBe(0);
          if (f > 0) expect(shippingFee(addFen(total, freeShippingGap(total, r)), r)).toBe(0);
        },
      ),
    );
  });
});

describe('freeShippingNeed', () => {
  it('examples', () => {
    expect(freeShippingNeed(3, 10)).toBe(7);
    expect(freeShippingNeed(12, 10)).toBe(0);
    expect(freeShippingNeed(3, 0)).toBe(0);
    expect(freeShippingNeed(3, undefined)).toBe(0);
    expect(freeShippingNeed(3, null)).toBe(0);
  });

  it('qty + need reaches the number when offered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (q, n) => {
        const need = freeShippingNeed(q, n);
        expect(need).toBeGreaterThanOrEqual(0);
        expect(q + need).toBeGreaterThanOrEqual(n);
        if (need > 0) expect(q + need).toBe(n);
      }),
    );
  });
});
