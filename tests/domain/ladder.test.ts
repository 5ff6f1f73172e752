import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ladderText, ladderUnitPrice, sortLadder, type LadderTier } from '@/domain/ladder';
import { fen, subFen } from '@/domain/money';

const ladder: LadderTier[] = [
  { number: 120, priceFen: fen(950) },
  { number: 100, priceFen: fen(980) },
];

/** A sorted ladder with strictly increasing quantities and strictly decreasing prices below the base. */
const ladderArb = fc
  .record({
    base: fc.integer({ min: 1000, max: 1_000_000 }).map(fen),
    steps: fc.array(fc.record({ dq: fc.integer({ min: 1, max: 100 }), dp: fc.integer({ min: 1, max: 10 }).map(fen) }), {
      maxLength: 6,
    }),
  })
  .map(({ base, steps }) => {
    let q = 0;
    let p = base;
    const tiers = steps.map(({ dq, dp }) => {
      q += dq;
      p = subFen(p, dp);
      return { number: q, priceFen: p };
    });
    return { base, tiers };
  });

describe('ladderUnitPrice', () => {
  it('uses the highest reached tier, sorting unsorted input', () => {
    expect(ladderUnitPrice(fen(1000), ladder, 99)).toEqual({ priceFen: 1000, tierIndex: -1 });
    expect(ladderUnitPrice(fen(1000), ladder, 100)).toEqual({ priceFen: 980, tierIndex: 0 });
    expect(ladderUnitPrice(fen(1000), ladder, 119)).toEqual({ priceFen: 980, tierIndex: 0 });
    expect(ladderUnitPrice(fen(1000), ladder, 500)).toEqual({ priceFen: 950, tierIndex: 1 });
    expect(ladderUnitPrice(fen(1000), [], 500)).toEqual({ priceFen: 1000, tierIndex: -1 });
    expect(ladderUnitPrice(fen(1000), null, 500)).toEqual({ priceFen: 1000, tierIndex: -1 });
  });

  it('keeps the cheaper of two tiers with the same quantity', () => {
    expect(sortLadder([{ number: 10, priceFen: fen(90) }, { number: 10, priceFen: fen(80) }])).toEqual([{ number: 10, priceFen: 80 }]);
  });

  it('is non-increasing in quantity for descending prices, in any input order', () => {
    fc.assert(
      fc.property(ladderArb, fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 700 }), ({ base, tiers }, a, b) => {
        const shuffled = [...tiers].reverse();
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const pLo = ladderUnitPrice(base, shuffled, lo);
        const pHi = ladderUnitPrice(base, shuffled, hi);
        expect(pHi.priceFen).toBeLessThanOrEqual(pLo.priceFen);
        expect(pHi.tierIndex).toBeGreaterThanOrEqual(pLo.tierIndex);
        expect(pLo.priceFen).toBe(pLo.tierIndex === -1 ? base : tiers[pLo.tierIndex]?.priceFen);
      }),
    );
  });
});

describe('ladderText', () => {
  it('says what is reached and what is next', () => {
    expect(ladderText(ladder, 100, '盒')).toBe('已满 100盒，单价 ¥9.80，再买 20盒 单价 ¥9.50');
    expect(ladderText(ladder, 80, '盒')).toBe('再买 20盒 单价 ¥9.80');
    expect(ladderText(ladder, 130, '盒')).toBe('已满 120盒，单价 ¥9.50');
    expect(ladderText(ladder, 0, '瓶')).toBe('再买 100瓶 单价 ¥9.80');
    expect(ladderText([], 10, '盒')).toBeNull();
    expect(ladderText(undefined, 10, '盒')).toBeNull();
  });

  it('always mentions a positive remaining quantity when a tier is still ahead', () => {
    fc.assert(
      fc.property(ladderArb, fc.integer({ min: 0, max: 700 }), ({ tiers }, qty) => {
        const text = ladderText(tiers, qty, '盒');
        if (tiers.length === 0) {
          expect(text).toBeNull();
          return;
        }
        const top = tiers[tiers.length - 1]?.number ?? 0;
        expect(text?.includes('再买')).toBe(qty < top);
        expect(text?.startsWith('已满')).toBe(qty >= (tiers[0]?.number ?? 0));
        const need = /再买 (\d+)盒/.exec(text ?? '');
        if (need) expect(Number(need[1])).toBeGreaterThan(0);
      }),
    );
  });
});
