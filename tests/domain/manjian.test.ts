import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manjianNext, manjianReduction, manjianTiers, type ManjianRule } from '@/domain/manjian';

const rules: ManjianRule[] = [
  { amountFen: 30000, reduceFen: 4000 },
  { amountFen: 10000, reduceFen: 1000 },
  { amountFen: 20000, reduceFen: 2500 },
];

const rulesArb = fc.array(
  fc.record({ amountFen: fc.integer({ min: 0, max: 1_000_000 }), reduceFen: fc.integer({ min: -100, max: 1_000_000 }) }),
  { maxLength: 6 },
);

describe('manjianTiers', () => {
  it('lists achieved tiers first (highest first), then pending ascending', () => {
    expect(manjianTiers(rules, 25000)).toEqual([
      { amountFen: 20000, reduceFen: 2500, status: 1 },
      { amountFen: 10000, reduceFen: 1000, status: 1 },
      { amountFen: 30000, reduceFen: 4000, status: 0 },
    ]);
    expect(manjianTiers(rules, 0).map((t) => t.status)).toEqual([0, 0, 0]);
    expect(manjianTiers([], 100)).toEqual([]);
  });

  it('status is 1 exactly when the total reaches the amount, and all achieved come before pending', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 0, max: 1_000_000 }), (rs, total) => {
        const tiers = manjianTiers(rs, total);
        expect(tiers).toHaveLength(rs.length);
        tiers.forEach((t) => expect(t.status).toBe(total >= t.amountFen ? 1 : 0));
        const firstPending = tiers.findIndex((t) => t.status === 0);
        if (firstPending >= 0) expect(tiers.slice(firstPending).every((t) => t.status === 0)).toBe(true);
      }),
    );
  });
});

describe('manjianReduction / manjianNext', () => {
  it('examples', () => {
    expect(manjianReduction(rules, 9999)).toBe(0);
    expect(manjianReduction(rules, 10000)).toBe(1000);
    expect(manjianReduction(rules, 29999)).toBe(2500);
    expect(manjianReduction(rules, 50000)).toBe(4000);
    expect(manjianReduction([{ amountFen: 0, reduceFen: 500 }], 300)).toBe(300);
    expect(manjianNext(rules, 25000)).toEqual({ needFen: 5000, reduceFen: 4000 });
    expect(manjianNext(rules, 0)).toEqual({ needFen: 10000, reduceFen: 1000 });
    expect(manjianNext(rules, 30000)).toBeNull();
  });

  it('is monotone in the total, ≤ the total and never negative', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: -1000, max: 1_100_000 }), fc.integer({ min: 0, max: 100_000 }), (rs, t, d) => {
        const a = manjianReduction(rs, t);
        const b = manjianReduction(rs, t + d);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(Math.max(t, 0));
        expect(b).toBeGreaterThanOrEqual(a);
      }),
    );
  });

  it('reaching the advertised next tier gives at least its reduction', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 0, max: 1_000_000 }), (rs, t) => {
        const next = manjianNext(rs, t);
        if (!next) return;
        expect(next.needFen).toBeGreaterThan(0);
        const reached = t + next.needFen;
        expect(manjianReduction(rs, reached)).toBeGreaterThanOrEqual(Math.min(next.reduceFen, reached));
        expect(manjianReduction(rs, t + next.needFen)).toBeGreaterThan(manjianReduction(rs, t));
      }),
    );
  });
});
